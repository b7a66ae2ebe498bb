/**
 * Every date and time a person reads, in one of four styles, in the school's locale and time zone. Nothing else in
 * the app picks a pattern: a school that changes its locale changes every screen, message and receipt at once.
 * Machine formats (an input's value, ICS, CSV, a calendar library's event start) stay `yyyy-MM-dd` / `HH:mm`.
 *
 * Intl only (no date-fns here): the browser and Node already carry every locale's rules, and the landing page can
 * show a date without loading a date library.
 */
import { z } from 'zod';

/** How a school shows dates: its locale (BCP 47, e.g. "en-GB") and its time zone (IANA, e.g. "Europe/London"). */
export interface SchoolLocale {
  locale: string;
  timeZone: string;
}

export const DEFAULT_LOCALE = 'en-GB';

/** Whether the runtime knows the locale (refuse unknown tags before storing them). */
export function isLocale(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
  } catch {
    return false;
  }
}

export const localeSchema = z
  .string()
  .trim()
  .min(1)
  .refine(isLocale, 'Locale: choose a language and region, e.g. en-GB.');

/** The school record's own fields (`timezone`, optional `locale`) as the formatter reads them. */
export function schoolLocaleOf(school: { timezone?: unknown; locale?: unknown } | undefined): SchoolLocale {
  return {
    locale: typeof school?.locale === 'string' && isLocale(school.locale) ? school.locale : DEFAULT_LOCALE,
    timeZone: typeof school?.timezone === 'string' ? school.timezone : 'UTC',
  };
}

/**
 * Whether the locale writes the hour with two digits ("09:05" in en-GB, "9:05 AM" in en-US): the short time style
 * knows, but it cannot be combined with a weekday, so the date-and-time style asks it.
 */
function hourOf(locale: string): 'numeric' | '2-digit' {
  const nine = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).formatToParts(
    Date.UTC(2000, 0, 1, 9),
  );
  return nine.find((p) => p.type === 'hour')?.value.length === 2 ? '2-digit' : 'numeric';
}

const STYLES = {
  /** "Thu, 26 Nov 2026" (en-GB), "Thu, Nov 26, 2026" (en-US). */
  date: () => ({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  /** "Thu, 26 Nov 2026, 09:30" (en-GB), "Thu, Nov 26, 2026, 9:30 AM" (en-US). */
  dateTime: (locale) => ({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: hourOf(locale),
    minute: '2-digit',
  }),
  /** "09:30" (en-GB), "9:30 AM" (en-US). */
  time: () => ({ timeStyle: 'short' }),
  /** "Thu 26 Nov": a day heading or a chart's axis, where the year is plain from the context. */
  day: () => ({ weekday: 'short', day: 'numeric', month: 'short' }),
} satisfies Record<string, (locale: string) => Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

/** One formatter per locale, zone and style, made once: building an `Intl.DateTimeFormat` costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: Style, locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${locale} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style](locale), timeZone });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A calendar date (`yyyy-MM-dd`, already the school's) or an instant (milliseconds) as the moment the formatter shows.
 * A calendar date is read at noon UTC and shown in UTC, so no zone can move it to the day before or after.
 */
function moment(when: string | number, timeZone: string): [Date, string] {
  if (typeof when === 'number') return [new Date(when), timeZone];
  const [y = 0, m = 1, d = 1] = when.split('-').map(Number);
  return [new Date(Date.UTC(y, m - 1, d, 12)), 'UTC'];
}

function show(style: Style, when: string | number, where: Pick<SchoolLocale, 'locale'> & { timeZone?: string }) {
  const [at, zone] = moment(when, where.timeZone ?? 'UTC');
  return formatter(style, where.locale, zone).format(at);
}

/** A date: a calendar date (`yyyy-MM-dd`) as it is, or the school's date at an instant. "Thu, 26 Nov 2026". */
export const formatDate = (when: string | number, where: SchoolLocale | Pick<SchoolLocale, 'locale'>): string =>
  show('date', when, where);

/** An instant as the school's date and time of day. "Thu, 26 Nov 2026, 15:30". */
export const formatDateTime = (at: number, where: SchoolLocale): string => show('dateTime', at, where);

/** An instant as the school's time of day. "15:30". */
export const formatTime = (at: number, where: SchoolLocale): string => show('time', at, where);

/** A short day label for compact places (a dashboard's day headings, a chart's axis). "Thu 26 Nov". */
export const formatDay = (when: string | number, where: SchoolLocale | Pick<SchoolLocale, 'locale'>): string =>
  show('day', when, where);

/** A wall-clock time of day (`HH:mm`, already the school's) in the school's style. "15:30" or "3:30 PM". */
export function formatTimeOfDay(time: string, where: Pick<SchoolLocale, 'locale'>): string {
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return formatter('time', where.locale, 'UTC').format(new Date(Date.UTC(2000, 0, 1, hh, mm)));
}
