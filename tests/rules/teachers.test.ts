import { personRecordRules } from '../support/person-collection-rules';

// Colleagues' contact details: the office reads every teacher, a teacher only their own record.
personRecordRules(
  'teachers',
  {
    firstName: 'Ada',
    lastName: 'Rules',
    email: 'ada@rules.test',
    phone: '',
    archived: false,
    department: 'Mathematics',
    position: 'Teacher',
    employmentStatus: 'active',
    subjectIds: ['math'],
    searchTokens: ['ada'],
  },
  'teacherA',
);
