import { describe, expect, it } from 'vitest';
import { eventProblem, eventRecord, occurrencesBetween, occurrenceStarts, saveEventInput } from './calendar';

const base = {
  title: 'Chess club',
  category: 'other',
  allDay: false,
  startDate: '2026-11-04',
  endDate: '2026-11-04',
  startTime: '15:30',
  endTime: '16:30',
  audience: { wholeSchool: true },
};
const parse = (over: object = {}) => saveEventInput.safeParse({ ...base, ...over });

describe('events', () => {
  it('repeats weekly until a date, and monthly skipping months without the day', () => {
    expect(occurrenceStarts({ startDate: '2026-11-04', repeat: 'weekly', repeatUntil: '2026-11-25' })).toEqual([
      '2026-11-04',
      '2026-11-11',
      '2026-11-18',
      '2026-11-25',
    ]);
    expect(occurrenceStarts({ startDate: '2027-01-31', repeat: 'monthly', repeatUntil: '2027-05-31' })).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
    ]);
  });
  it('finds the occurrences that touch a range, multi-day ones included', () => {
    const e = { startDate: '2026-11-30', endDate: '2026-12-02', repeat: 'weekly' as const, repeatUntil: '2026-12-31' };
    expect(occurrencesBetween(e, '2026-12-01', '2026-12-08').map((o) => o.startDate)).toEqual([
      '2026-11-30',
      '2026-12-07',
    ]);
  });
  it('keeps the last day any occurrence covers', () => {
    const input = parse({ repeat: 'weekly', repeatUntil: '2026-12-16' });
    expect(input.success && eventRecord(input.data, { uid: 'u', name: 'n' }, 0).lastDate).toBe('2026-12-16');
  });
  it('refuses what makes no sense, naming the field', () => {
    expect(parse({ endTime: '15:00' }).error?.issues[0]).toMatchObject({ path: ['endTime'] });
    expect(parse({ repeat: 'weekly', repeatUntil: '2029-01-01' }).error?.issues[0]?.message).toBe(
      'A repetition runs at most two years.',
    );
    expect(
      parse({
        category: 'closure',
        allDay: true,
        startTime: null,
        endTime: null,
        audience: { wholeSchool: false, roles: ['staff'] },
      }).error?.issues[0]?.message,
    ).toBe('A closure is for the whole school or for some grades.');
    expect(eventProblem({ ...parse().data!, category: 'closure' })).toEqual(['allDay', 'A closure is all day.']);
  });
});
