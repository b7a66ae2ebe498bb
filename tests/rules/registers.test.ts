import { attendanceRules } from '../support/attendance-rules';

// A register holds a whole class's marks: never the student or their guardians.
attendanceRules('registers', { own: ['adminA', 'teacherA'], other: ['adminA'], missing: ['adminA', 'teacherA'] });
