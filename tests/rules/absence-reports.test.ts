import { attendanceRules } from '../support/attendance-rules';

attendanceRules('absenceReports', {
  own: ['adminA', 'teacherA', 'studentA', 'parentA'],
  other: ['adminA'],
  missing: ['adminA'],
});
