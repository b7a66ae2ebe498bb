import { zonedInstant } from '@academy/shared/school-time';
import { describe, expect, it } from 'vitest';
import { remindersDue } from './fee-reminders';

describe("fee reminders go out at the school's own Monday 10:00", () => {
  it('in London, from 10:00 to 10:59 on a Monday only', () => {
    expect(remindersDue('Europe/London', zonedInstant('2026-11-30', '10:00', 'Europe/London'))).toBe(true);
    expect(remindersDue('Europe/London', zonedInstant('2026-11-30', '10:59', 'Europe/London'))).toBe(true);
    expect(remindersDue('Europe/London', zonedInstant('2026-11-30', '09:59', 'Europe/London'))).toBe(false);
    expect(remindersDue('Europe/London', zonedInstant('2026-11-30', '11:00', 'Europe/London'))).toBe(false);
    expect(remindersDue('Europe/London', zonedInstant('2026-12-01', '10:00', 'Europe/London'))).toBe(false);
  });

  it('at the same instant, a school in Tokyo and one in London are each at their own hour', () => {
    const tokyoMonday10 = zonedInstant('2026-11-30', '10:15', 'Asia/Tokyo');
    expect(remindersDue('Asia/Tokyo', tokyoMonday10)).toBe(true);
    // The same instant is Monday 01:15 in London.
    expect(remindersDue('Europe/London', tokyoMonday10)).toBe(false);
  });
});
