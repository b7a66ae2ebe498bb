import { personRecordRules } from '../support/person-collection-rules';

// Parents' contact details: the office, and each parent their own record. No teacher screen shows parents.
personRecordRules(
  'parents',
  {
    firstName: 'Cy',
    lastName: 'Rules',
    email: 'cy@rules.test',
    phone: '+44 7700 900000',
    archived: false,
    relationship: 'Mother',
    childIds: ['own-child'],
    searchTokens: ['cy'],
  },
  'parentA',
);
