import { familyMoneyRules } from '../support/money-collection-rules';

familyMoneyRules(
  'cardRefunds',
  { familyId: 'family-a', paymentId: 'online_cs_1', amount: 500, state: 'requested', reason: 'Trip cancelled' },
  'guardianUids',
);
