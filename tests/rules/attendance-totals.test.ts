import { attendanceRules } from '../support/attendance-rules';

attendanceRules('attendanceTotals', {
  own: ['adminA', 'teacherA', 'studentA', 'parentA'],
  other: ['adminA'],
  missing: ['adminA'],
});
