import { familyMoneyRules } from '../support/money-collection-rules';

familyMoneyRules('payments', { familyId: 'family-a', amount: 5000, method: 'cash', receiptNumber: 1 }, 'guardianUids');
