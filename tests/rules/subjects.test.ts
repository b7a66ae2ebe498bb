import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules('subjects', { code: 'MATH', name: 'Mathematics', department: '', gradeLevels: [7] });
