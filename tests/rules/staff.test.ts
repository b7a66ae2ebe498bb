import { personRecordRules } from '../support/person-collection-rules';

// Office staff sign in as Admin: only Admins read staff records, teachers none.
personRecordRules('staff', {
  firstName: 'Bo',
  lastName: 'Rules',
  email: 'bo@rules.test',
  phone: '',
  archived: false,
  department: 'Finance',
  position: 'Bursar',
  employmentStatus: 'active',
  searchTokens: ['bo'],
});
