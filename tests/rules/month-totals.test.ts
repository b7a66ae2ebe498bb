import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules(
  'monthTotals',
  {
    month: '2026-11',
    currency: 'GBP',
    attendance: { '2026-11-23': { sessions: 30, present: 28 } },
    collected: { '2026-11-23': 500 },
    due: { '2026-11-30': 12000 },
  },
  ['adminA'],
);
