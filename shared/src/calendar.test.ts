import { describe, expect, it } from 'vitest';
import {
  changeOccurrenceInput,
  eventProblem,
  eventRecord,
  keepExceptions,
  occurrenceChangeProblem,
  occurrencesBetween,
  occurrenceStarts,
  saveEventInput,
  seriesOccurrencesBetween,
  withOccurrenceChange,
} from './calendar';

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

describe('one date of a repeating event', () => {
  const series = () =>
    eventRecord(
      saveEventInput.parse({ ...base, repeat: 'weekly', repeatUntil: '2026-11-25' }),
      { uid: 'a', name: 'Office' },
      0,
    );
  const request = (over: object) => changeOccurrenceInput.parse({ id: 'e1', occurrence: '2026-11-11', ...over });
  const change = {
    title: 'Chess club (library)',
    location: 'Library',
    startDate: '2026-11-12',
    endDate: '2026-11-12',
    startTime: '16:00',
    endTime: '17:00',
  };

  it('is cancelled, changed, or put back; the others stay as the series has them', () => {
    const cancelled = withOccurrenceChange(series(), request({ cancelled: true }), 1);
    expect(cancelled.cancelledDates).toEqual(['2026-11-11']);
    expect(seriesOccurrencesBetween(cancelled, '2026-11-01', '2026-11-30').map((o) => o.startDate)).toEqual([
      '2026-11-04',
      '2026-11-18',
      '2026-11-25',
    ]);
    const changed = withOccurrenceChange(cancelled, request({ change }), 2);
    expect(changed.cancelledDates).toEqual([]);
    const shown = seriesOccurrencesBetween(changed, '2026-11-10', '2026-11-13');
    expect(shown).toEqual([
      expect.objectContaining({ occurrence: '2026-11-11', startDate: '2026-11-12', changed: true }),
    ]);
    expect(shown[0]).toMatchObject({ title: 'Chess club (library)', startTime: '16:00' });
    const back = withOccurrenceChange(changed, request({}), 3);
    expect(back.changedOccurrences).toEqual([]);
    expect(seriesOccurrencesBetween(back, '2026-11-11', '2026-11-11')[0]).toMatchObject({ changed: false });
  });

  it('a date moved past the last occurrence stretches the series’ last date, so a month query finds it', () => {
    const moved = withOccurrenceChange(
      series(),
      request({ occurrence: '2026-11-25', change: { ...change, startDate: '2026-12-01', endDate: '2026-12-01' } }),
      1,
    );
    expect(moved.lastDate).toBe('2026-12-01');
  });

  it('refuses a date the event does not have, a one-off event, a move before the first day, and both at once', () => {
    expect(occurrenceChangeProblem(series(), request({ occurrence: '2026-11-12', cancelled: true }))?.[0]).toBe(
      'occurrence',
    );
    const once = eventRecord(saveEventInput.parse(base), { uid: 'a', name: 'Office' }, 0);
    expect(occurrenceChangeProblem(once, request({ occurrence: '2026-11-04', cancelled: true }))?.[0]).toBe('id');
    expect(
      occurrenceChangeProblem(
        series(),
        request({ change: { ...change, startDate: '2026-11-01', endDate: '2026-11-01' } }),
      )?.[0],
    ).toBe('change.startDate');
    expect(occurrenceChangeProblem(series(), request({ change: { ...change, startTime: null } }))?.[0]).toBe(
      'change.startTime',
    );
    expect(
      changeOccurrenceInput.safeParse({ id: 'e1', occurrence: '2026-11-11', cancelled: true, change }).success,
    ).toBe(false);
  });

  it('a changed series keeps the exceptions of the dates it still has', () => {
    const excepted = withOccurrenceChange(
      withOccurrenceChange(series(), request({ cancelled: true }), 1),
      request({ occurrence: '2026-11-25', change }),
      2,
    );
    const shorter = eventRecord(
      saveEventInput.parse({ ...base, repeat: 'weekly', repeatUntil: '2026-11-18' }),
      { uid: 'a', name: 'Office' },
      3,
    );
    const kept = keepExceptions(shorter, excepted);
    expect(kept.cancelledDates).toEqual(['2026-11-11']);
    expect(kept.changedOccurrences).toEqual([]);
  });
});
