import { familyMoneyRules } from '../support/money-collection-rules';

familyMoneyRules(
  'creditNotes',
  { familyId: 'family-a', invoiceId: 'inv-a', amount: 5000, number: 1, reason: 'Charged twice' },
  'guardianUids',
);
