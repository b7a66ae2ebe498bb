import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules('staff', {
  firstName: 'Bo',
  lastName: 'Rules',
  email: 'bo@rules.test',
  phone: '',
  accountUid: null,
  archived: false,
  department: 'Finance',
  position: 'Bursar',
  employmentStatus: 'active',
  searchTokens: ['bo'],
});
