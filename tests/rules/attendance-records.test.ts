import { attendanceRules } from '../support/attendance-rules';

attendanceRules('attendanceRecords', {
  own: ['adminA', 'teacherA', 'studentA', 'parentA'],
  other: ['adminA'],
  missing: ['adminA'],
});
