import { familyMoneyRules } from '../support/money-collection-rules';

familyMoneyRules(
  'receipts',
  { familyId: 'family-a', amount: 5000, number: 1, payerName: 'Ann Lovelace' },
  'guardianUids',
);
