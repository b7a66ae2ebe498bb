import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules('teachers', {
  firstName: 'Ada',
  lastName: 'Rules',
  email: 'ada@rules.test',
  phone: '',
  accountUid: null,
  archived: false,
  department: 'Mathematics',
  position: 'Teacher',
  employmentStatus: 'active',
  subjectIds: ['math'],
  searchTokens: ['ada'],
});
