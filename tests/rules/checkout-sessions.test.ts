import { familyMoneyRules } from '../support/money-collection-rules';

familyMoneyRules('checkoutSessions', { familyId: 'family-a', amount: 5000, status: 'open' }, 'payerUid');
