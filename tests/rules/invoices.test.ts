import { familyMoneyRules } from '../support/money-collection-rules';

familyMoneyRules(
  'invoices',
  { studentName: 'Ada Lovelace', familyId: 'family-a', total: 12_000, balance: 12_000, status: 'issued' },
  'guardianUids',
);
