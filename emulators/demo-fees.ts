/**
 * The demo school's fees: a catalogue and the autumn schedules. No invoices: the office generates them (and the
 * browser test does, for 7A), so the demo shows the whole path from a schedule to a receipt.
 */
import type { FeeItemDoc, FeeScheduleDoc } from '@academy/shared/fees';

export interface DemoFees {
  schoolId: string;
  feeItems: Record<string, FeeItemDoc>;
  feeSchedules: Record<string, FeeScheduleDoc>;
}

const item = (name: string, category: FeeItemDoc['category'], defaultAmount: number): FeeItemDoc => ({
  name,
  category,
  defaultAmount,
  archived: false,
});

export const DEMO_FEES: DemoFees[] = [
  {
    schoolId: 'demo-academy-school',
    feeItems: {
      'fee-tuition': item('Tuition, autumn term', 'tuition', 120_000),
      'fee-meals': item('School lunches, autumn term', 'meals', 24_000),
      'fee-trip-museum': item('Natural History Museum trip', 'trips', 1_250),
      'fee-exams': item('Exam entry', 'exams', 4_500),
      'fee-uniform': item('PE kit', 'uniform', 2_800),
    },
    feeSchedules: {
      'schedule-7a-autumn': {
        name: 'Autumn term fees, Grade 7A',
        termId: 'term-2026-autumn',
        target: { kind: 'class', classId: 'class-7a' },
        lines: [
          { feeItemId: 'fee-tuition', name: 'Tuition, autumn term', amount: 120_000 },
          { feeItemId: 'fee-meals', name: 'School lunches, autumn term', amount: 24_000 },
        ],
        dueDates: ['2026-09-15', '2026-11-15'],
        siblingDiscountPercent: 10,
        scholarships: [],
        currency: 'GBP',
      },
      'schedule-grade-8-autumn': {
        name: 'Autumn term fees, Grade 8',
        termId: 'term-2026-autumn',
        target: { kind: 'grade', grade: 8 },
        lines: [{ feeItemId: 'fee-tuition', name: 'Tuition, autumn term', amount: 125_000 }],
        dueDates: ['2026-09-15'],
        siblingDiscountPercent: 0,
        scholarships: [{ studentId: 'student-12', amount: 25_000, reason: 'Music scholarship' }],
        currency: 'GBP',
      },
    },
  },
];
