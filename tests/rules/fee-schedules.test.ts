import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules('feeSchedules', { name: 'Autumn fees, 7A', termId: 't', dueDates: ['2026-10-01'] }, ['adminA']);
