import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules(
  'terms',
  {
    schoolYear: '2026/2027',
    name: 'Autumn',
    startDate: '2026-09-01',
    endDate: '2026-12-18',
    current: true,
    // Every member's calendar shows the term dates.
  },
  ['adminA', 'teacherA', 'studentA', 'parentA'],
);
