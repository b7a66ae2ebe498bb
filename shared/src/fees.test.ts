import { describe, expect, it } from 'vitest';
import {
  cartKeyFor,
  courseCartKeyFor,
  parseCartKey,
  ageBucketOf,
  agedDebt,
  dueDateMoves,
  instalmentsFor,
  type InvoiceDoc,
  LATE_FEE_OFF,
  lateFeesDue,
  payInstalments,
  toCsv,
  withLateFees,
} from './fees';
import { sum } from './money';

const invoice = (paid = 0): Pick<InvoiceDoc, 'status' | 'instalments' | 'lines' | 'total' | 'paid'> => {
  const instalments = payInstalments(instalmentsFor(100_001, ['2026-09-15', '2026-11-15']), paid);
  return {
    status: paid ? 'partly paid' : 'issued',
    instalments,
    lines: [{ kind: 'fee', label: 'Tuition', amount: 100_001, reason: '' }],
    total: 100_001,
    paid,
  };
};
const fixed = { enabled: true, kind: 'fixed' as const, amount: 2_500, percent: 0, since: '2026-09-01' };

describe('late fees', () => {
  it('charges nothing while the setting is off, on the due date itself, or for an instalment due before it was on', () => {
    expect(lateFeesDue(invoice(), LATE_FEE_OFF, '2026-12-01')).toEqual([]);
    expect(lateFeesDue(invoice(), fixed, '2026-09-15')).toEqual([]);
    expect(lateFeesDue(invoice(), { ...fixed, since: '2026-10-01' }, '2026-09-16')).toEqual([]);
  });

  it('charges the day after the due date, one line per unpaid instalment, and never twice', () => {
    const due = lateFeesDue(invoice(), fixed, '2026-09-16');
    expect(due).toEqual([{ instalment: 0, dueDate: '2026-09-15', amount: 2_500 }]);
    const after = withLateFees(invoice(), due);
    expect(after.total).toBe(102_501);
    expect(after.balance).toBe(102_501);
    expect(sum(after.instalments.map((i) => i.amount))).toBe(after.total);
    expect(after.instalments[0]).toEqual({ dueDate: '2026-09-15', amount: 50_001 + 2_500, paid: 0 });
    expect(after.lines.at(-1)).toMatchObject({ kind: 'late fee', amount: 2_500, instalment: 0 });
    expect(lateFeesDue({ ...invoice(), ...after, status: 'issued' }, fixed, '2026-09-17')).toEqual([]);
    // The next instalment is charged after its own due date, once.
    expect(lateFeesDue({ ...invoice(), ...after, status: 'issued' }, fixed, '2026-11-16')).toEqual([
      { instalment: 1, dueDate: '2026-11-15', amount: 2_500 },
    ]);
  });

  it('takes a percentage of the instalment exactly, rounded half away from zero', () => {
    const percent = { ...fixed, kind: 'percent' as const, amount: 0, percent: 2.5 };
    // 2.5 % of 50,001 is 1,250.025 → 1,250.
    expect(lateFeesDue(invoice(), percent, '2026-09-16')).toEqual([
      { instalment: 0, dueDate: '2026-09-15', amount: 1_250 },
    ]);
  });

  it('charges nothing on a paid instalment, a paid invoice or a void one', () => {
    expect(lateFeesDue(invoice(50_001), fixed, '2026-09-16')).toEqual([]);
    expect(lateFeesDue({ ...invoice(100_001), status: 'paid' }, fixed, '2026-12-01')).toEqual([]);
    expect(lateFeesDue({ ...invoice(), status: 'void' }, fixed, '2026-12-01')).toEqual([]);
  });

  it('a part-paid instalment is charged on what it was, and the invoice stays partly paid', () => {
    const due = lateFeesDue(invoice(10_000), fixed, '2026-09-16');
    const after = withLateFees(invoice(10_000), due);
    expect(after).toMatchObject({ total: 102_501, balance: 92_501, status: 'partly paid', nextDueDate: '2026-09-15' });
  });
});

describe('aged debt and the due-date totals', () => {
  it('moves each due date by what its instalments still owe', () => {
    const before = instalmentsFor(100_001, ['2026-09-15', '2026-11-15']);
    const after = payInstalments(before, 60_000);
    expect([...dueDateMoves([], before)]).toEqual([
      ['2026-09-15', 50_001],
      ['2026-11-15', 50_000],
    ]);
    expect([...dueDateMoves(before, after)]).toEqual([
      ['2026-09-15', -50_001],
      ['2026-11-15', -9_999],
    ]);
  });

  it('buckets by days past due on the school’s today', () => {
    expect(ageBucketOf('2026-11-23', '2026-11-23')).toBe('not yet due');
    expect(ageBucketOf('2026-10-24', '2026-11-23')).toBe('0–30 days');
    expect(ageBucketOf('2026-10-23', '2026-11-23')).toBe('31–60 days');
    expect(ageBucketOf('2026-09-23', '2026-11-23')).toBe('61+ days');
    expect(
      agedDebt(
        [
          { dueDate: '2026-12-01', outstanding: 5 },
          { dueDate: '2026-11-01', outstanding: 7 },
          { dueDate: '2026-11-02', outstanding: 11 },
          { dueDate: '2026-01-01', outstanding: 13 },
        ],
        '2026-11-23',
      ),
    ).toEqual({ 'not yet due': 5, '0–30 days': 18, '31–60 days': 0, '61+ days': 13 });
  });

  it('writes CSV that a spreadsheet cannot run as a formula', () => {
    expect(
      toCsv([
        ['Class', 'Owed'],
        ['7A, east', 1250],
        ['=HYPERLINK("x")', '"q"'],
      ]),
    ).toBe('Class,Owed\r\n"7A, east",1250\r\n"\'=HYPERLINK(""x"")","""q"""\r\n');
  });
});

describe('cart keys: what each entry pays for', () => {
  it('reads back an invoice, an instalment and a course place for one child', () => {
    expect(parseCartKey(cartKeyFor('sched_student-01'))).toEqual({ kind: 'invoice', invoiceId: 'sched_student-01' });
    expect(parseCartKey(cartKeyFor('sched_student-01', 1))).toEqual({
      kind: 'invoice',
      invoiceId: 'sched_student-01',
      instalment: 1,
    });
    expect(parseCartKey(courseCartKeyFor('course-7', 'student-02'))).toEqual({
      kind: 'course',
      courseId: 'course-7',
      studentId: 'student-02',
    });
  });
  it('refuses anything else', () => {
    for (const key of ['', 'course:x', 'course:x:y:z', 'invoice:', 'instalment:a:100', 'invoice:a/b', 'course:a:b c'])
      expect(parseCartKey(key)).toBeNull();
  });
});
