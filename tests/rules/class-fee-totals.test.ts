import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules('classFeeTotals', { className: '7A', invoiced: 1000, outstanding: 500, collected: 500 }, ['adminA']);
