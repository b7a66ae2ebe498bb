import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules('feeDueTotals', { dueDate: '2026-09-15', currency: 'GBP', outstanding: 500 }, ['adminA']);
