/**
 * A school's calendar time. "Today", a due time and the end of a school day are always in the school's own time zone
 * (`schools/{id}.timezone`, an IANA name), never the server's or the browser's. Dates are kept as the school's local
 * calendar date, `YYYY-MM-DD`; instants as milliseconds since the epoch. What a person reads of either goes through
 * `date-format.ts`.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, getISODay, parseISO } from 'date-fns';
import { z } from 'zod';

/** A calendar date in the school's time zone, `YYYY-MM-DD`. */
export type IsoDate = string;
/** A wall-clock time of day, `HH:mm` (24 hours). */
export type TimeOfDay = string;

export const isoDateSchema = z.iso.date();
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:30');

/** Whether the time zone is one this runtime knows (refuse unknown names before storing them). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The school's calendar date at an instant (default now). */
export function schoolDate(timeZone: string, at: number = Date.now()): IsoDate {
  return format(new TZDate(at, timeZone), 'yyyy-MM-dd');
}

/** "Today" for the school. */
export const schoolToday = (timeZone: string, now: number = Date.now()): IsoDate => schoolDate(timeZone, now);

/** The school's wall-clock time at an instant, `HH:mm`. */
export function schoolTimeOfDay(timeZone: string, at: number = Date.now()): TimeOfDay {
  return format(new TZDate(at, timeZone), 'HH:mm');
}

function parts(date: IsoDate): [number, number, number] {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return [y, m - 1, d];
}

/** The instant a local date and time happen in the school's zone (e.g. a due time). */
export function zonedInstant(date: IsoDate, time: TimeOfDay, timeZone: string): number {
  const [y, m, d] = parts(date);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return new TZDate(y, m, d, hh, mm, 0, 0, timeZone).getTime();
}

/** The first instant of a local date in the school's zone. */
export function startOfSchoolDate(date: IsoDate, timeZone: string): number {
  return zonedInstant(date, '00:00', timeZone);
}

/** The instant the school's day ends: the first instant of the next local date (correct across clock changes). */
export function endOfSchoolDate(date: IsoDate, timeZone: string): number {
  return startOfSchoolDate(addIsoDays(date, 1), timeZone);
}

/** A calendar date moved by whole days (no time zone involved: dates are local already). */
export function addIsoDays(date: IsoDate, days: number): IsoDate {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  return getISODay(parseISO(date));
}

/** Every date from `from` to `to`, both included. */
export function isoDatesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let d = from; d <= to; d = addIsoDays(d, 1)) dates.push(d);
  return dates;
}

/** `count` months (`yyyy-MM`) back from `month`, newest first: the months a report offers. */
export function recentMonths(month: string, count: number): string[] {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, n) => {
    const at = new Date(Date.UTC(y, m - 1 - n, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
