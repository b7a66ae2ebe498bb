import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules('feeCounters', { nextReceiptNumber: 12 }, ['adminA']);
