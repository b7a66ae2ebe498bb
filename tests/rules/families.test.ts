import { familyMoneyRules } from '../support/money-collection-rules';

familyMoneyRules('families', { label: 'Ada Lovelace', outstanding: 7000, credit: 0, currency: 'GBP' }, 'guardianUids');
