import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules('termTotals', { termId: 'term-1', enrolledByGrade: { '7': 28, '8': 27 } }, ['adminA']);
