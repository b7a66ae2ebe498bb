import { describe, expect, it } from 'vitest';
import {
  recentMonths,
  addIsoDays,
  endOfSchoolDate,
  isoDatesBetween,
  isoWeekday,
  isTimeZone,
  schoolTimeOfDay,
  schoolToday,
  timeOfDaySchema,
  zonedInstant,
} from './school-time';

describe('school time', () => {
  // 23:30 UTC on Monday 23 November 2026.
  const lateMondayUtc = Date.UTC(2026, 10, 23, 23, 30);

  it('takes "today" from the school time zone, not the server', () => {
    expect(schoolToday('Europe/London', lateMondayUtc)).toBe('2026-11-23');
    expect(schoolToday('Asia/Tokyo', lateMondayUtc)).toBe('2026-11-24');
    expect(schoolToday('America/Chicago', lateMondayUtc)).toBe('2026-11-23');
    expect(schoolTimeOfDay('America/Chicago', lateMondayUtc)).toBe('17:30');
  });

  it('places a due time in the school zone, through clock changes', () => {
    expect(zonedInstant('2026-11-26', '15:30', 'Europe/London')).toBe(Date.UTC(2026, 10, 26, 15, 30));
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/London')).toBe(Date.UTC(2026, 6, 1, 8, 0));
    expect(zonedInstant('2026-11-26', '15:30', 'America/Chicago')).toBe(Date.UTC(2026, 10, 26, 21, 30));
    // The day the clocks go back in London has 25 hours.
    expect(endOfSchoolDate('2026-10-25', 'Europe/London') - zonedInstant('2026-10-25', '00:00', 'Europe/London')).toBe(
      25 * 3600_000,
    );
  });

  it('counts calendar days and weekdays', () => {
    expect(addIsoDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addIsoDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoDatesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('checks names and times', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(timeOfDaySchema.safeParse('09:30').success).toBe(true);
    expect(timeOfDaySchema.safeParse('24:00').success).toBe(false);
  });
});

describe('recentMonths', () => {
  it('counts back from a month, newest first, across a year', () => {
    expect(recentMonths('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(recentMonths('2026-11', 1)).toEqual(['2026-11']);
    expect(recentMonths('2026-11', 24)).toHaveLength(24);
    expect(recentMonths('2026-11', 24).at(-1)).toBe('2024-12');
  });
});
