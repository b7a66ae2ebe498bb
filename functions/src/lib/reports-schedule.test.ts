import { zonedInstant } from '@academy/shared/school-time';
import { describe, expect, it } from 'vitest';
import { publishingDue } from './reports-schedule';

describe("a report round publishes itself from 08:00 on its date, in the school's time zone", () => {
  it('not before 08:00 that day, and on any later day', () => {
    const at = (date: string, time: string) => zonedInstant(date, time, 'Europe/Warsaw');
    expect(publishingDue('2026-12-14', 'Europe/Warsaw', at('2026-12-14', '07:59'))).toBe(false);
    expect(publishingDue('2026-12-14', 'Europe/Warsaw', at('2026-12-14', '08:00'))).toBe(true);
    expect(publishingDue('2026-12-14', 'Europe/Warsaw', at('2026-12-15', '00:30'))).toBe(true);
    expect(publishingDue('2026-12-14', 'Europe/Warsaw', at('2026-12-13', '23:59'))).toBe(false);
  });

  it('never without a date', () => {
    expect(publishingDue(null, 'UTC', Date.now())).toBe(false);
  });

  it('at the same instant, a school in Tokyo has reached 08:00 and one in London has not', () => {
    const tokyoEight = zonedInstant('2026-12-14', '08:00', 'Asia/Tokyo');
    expect(publishingDue('2026-12-14', 'Asia/Tokyo', tokyoEight)).toBe(true);
    // The same instant is 23:00 on 13 December in London.
    expect(publishingDue('2026-12-14', 'Europe/London', tokyoEight)).toBe(false);
  });
});
