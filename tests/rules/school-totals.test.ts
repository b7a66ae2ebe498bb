import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules(
  'schoolTotals',
  {
    students: 180,
    teachers: 12,
    classesByTerm: { 'term-1': 7 },
    lessonsByWeekday: { '1': 30 },
    waitingEnrolments: 2,
    enrolledByGrade: { 'term-1': { '7': 28 } },
    outstandingByDueDate: { '2026-11-01': 12000 },
  },
  ['adminA'],
);
