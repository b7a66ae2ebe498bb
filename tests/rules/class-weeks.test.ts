import { attendanceRules } from '../support/attendance-rules';

// A class's week of registers, read as the registers are: never the student or their guardians.
attendanceRules('classWeeks', { own: ['adminA', 'teacherA'], other: ['adminA'], missing: ['adminA', 'teacherA'] });
