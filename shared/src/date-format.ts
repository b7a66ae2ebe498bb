/**
 * Every date and time a person reads, in one of four styles, in the school's locale and time zone. Nothing else in
 * the app picks a pattern: a school that changes its locale changes every screen, message and receipt at once.
 * Machine formats (an input's value, ICS, CSV, a calendar library's event start) stay `yyyy-MM-dd` / `HH:mm`.
 *
 * Intl only (no date-fns here): the browser and Node already carry every locale's rules, and the landing page can
 * show a date without loading a date library.
 */
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

export type HourCycle = 'h12' | 'h23';
const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * The school record's own fields as the formatter reads them: `timezone`, `locale` (the region's formats: date order,
 * numbers), and the Admin's choices over it, `hourCycle` (12 or 24 hours) and `weekStart` (ISO weekday a week begins
 * on). The choices travel inside the locale tag as Unicode extensions (`en-GB-u-hc-h12-fw-sun`), which Intl honours.
 */
export function schoolLocaleOf(
  school: { timezone?: unknown; locale?: unknown; hourCycle?: unknown; weekStart?: unknown } | undefined,
): SchoolLocale {
  const base = typeof school?.locale === 'string' && isLocale(school.locale) ? school.locale : DEFAULT_LOCALE;
  const extensions: string[] = [];
  if (school?.hourCycle === 'h12' || school?.hourCycle === 'h23') extensions.push('hc', school.hourCycle);
  const weekStart = school?.weekStart;
  if (typeof weekStart === 'number' && Number.isInteger(weekStart) && weekStart >= 1 && weekStart <= 7)
    extensions.push('fw', WEEKDAY_KEYS[weekStart - 1]!);
  return {
    locale: extensions.length ? `${base}-u-${extensions.join('-')}` : base,
    timeZone: typeof school?.timezone === 'string' ? school.timezone : 'UTC',
  };
}

/** The hour cycle a locale shows times in: 'h12' ("2:30 PM") or 'h23' ("14:30"). */
export function hourCycleOf(locale: string): HourCycle {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? 'h12' : 'h23';
}

/** The ISO weekday (1 Monday … 7 Sunday) a week begins on in the locale: Monday in en-GB, Sunday in en-US. */
export function firstDayOfWeek(locale: string): number {
  const fw = /-u-(?:.*-)?fw-(mon|tue|wed|thu|fri|sat|sun)\b/.exec(locale)?.[1];
  if (fw) return WEEKDAY_KEYS.indexOf(fw as (typeof WEEKDAY_KEYS)[number]) + 1;
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    return (tag.getWeekInfo?.() ?? tag.weekInfo)?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

/**
 * The locale a reader sees the school's dates in. Words follow the reader's language; the school's formats follow
 * the school: a reader of the school's own language gets its locale whole (an English reader in a US school reads
 * 11/26/2026 and 2:30 PM), a reader of another language gets their language's date words with the school's hour
 * cycle and first day of the week (a Polish parent in that school reads "czw., 26 lis 2026, 2:30 PM").
 */
export function readerLocale(where: SchoolLocale, language: string | null | undefined): SchoolLocale {
  if (!language || language === 'pseudo') return where;
  const school = where.locale.split('-u-')[0]!;
  if (school.split('-')[0]!.toLowerCase() === language.split('-')[0]!.toLowerCase()) return where;
  const fw = WEEKDAY_KEYS[firstDayOfWeek(where.locale) - 1]!;
  const tag = `${language}-u-hc-${hourCycleOf(where.locale)}-fw-${fw}`;
  return { ...where, locale: isLocale(tag) ? tag : where.locale };
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
  /** "26/11/2026" (en-GB), "11/26/2026" (en-US): a date in a dense table's column. */
  numericDate: () => ({ day: '2-digit', month: '2-digit', year: 'numeric' }),
  /** "Thu 26 Nov": a day heading or a chart's axis, where the year is plain from the context. */
  day: () => ({ weekday: 'short', day: 'numeric', month: 'short' }),
  /** "November 2026": a month, as a report or a month picker names it. */
  month: () => ({ month: 'long', year: 'numeric' }),
  /** "Th" … in en-GB "T": a weekday's narrowest name, for a grid's column heads. */
  weekdayNarrow: () => ({ weekday: 'narrow' }),
  /** "Thu": a weekday's short name, for a grid's column heads. */
  weekdayShort: () => ({ weekday: 'short' }),
  /** "Thursday": a weekday's whole name, for a grid column's accessible name. */
  weekdayLong: () => ({ weekday: 'long' }),
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

/** A date in figures, in the locale's order, for a dense table's column. "26/11/2026" or "11/26/2026". */
export const formatNumericDate = (when: string | number, where: SchoolLocale | Pick<SchoolLocale, 'locale'>): string =>
  show('numericDate', when, where);

/** An instant as the school's date and time of day. "Thu, 26 Nov 2026, 15:30". */
export const formatDateTime = (at: number, where: SchoolLocale): string => show('dateTime', at, where);

/** An instant as the school's time of day. "15:30". */
export const formatTime = (at: number, where: SchoolLocale): string => show('time', at, where);

/** A short day label for compact places (a dashboard's day headings, a chart's axis). "Thu 26 Nov". */
export const formatDay = (when: string | number, where: SchoolLocale | Pick<SchoolLocale, 'locale'>): string =>
  show('day', when, where);

/** A month (`yyyy-MM`) in the school's words. "November 2026" (en-GB and en-US), "novembre 2026" (fr-FR). */
export function formatMonth(month: string, where: Pick<SchoolLocale, 'locale'>): string {
  return show('month', `${month}-15`, where);
}

const WEEKDAY_STYLES = { narrow: 'weekdayNarrow', short: 'weekdayShort', long: 'weekdayLong' } as const;

/**
 * A calendar date's weekday (`yyyy-MM-dd`) in the locale: `narrow` ("T") or `short` ("Thu") for a grid's column head,
 * `long` ("Thursday") for its accessible name.
 */
export function formatWeekday(
  date: string,
  where: Pick<SchoolLocale, 'locale'>,
  width: keyof typeof WEEKDAY_STYLES,
): string {
  return show(WEEKDAY_STYLES[width], date, where);
}

/**
 * A wall-clock time of day (`HH:mm`, already the school's) in the school's style. "15:30" or "3:30 PM". A record read
 * from the database without its time shows none, rather than taking the page down.
 */
export function formatTimeOfDay(time: string | undefined, where: Pick<SchoolLocale, 'locale'>): string {
  if (typeof time !== 'string' || !/^\d{1,2}:\d{2}/.test(time)) return '';
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return formatter('time', where.locale, 'UTC').format(new Date(Date.UTC(2000, 0, 1, hh, mm)));
}

/** A lesson's times (`HH:mm` each, the school's) in the school's style. "09:00–09:50" or "9:00 AM–9:50 AM". */
export const formatTimeRange = (
  start: string | undefined,
  end: string | undefined,
  where: Pick<SchoolLocale, 'locale'>,
): string => [formatTimeOfDay(start, where), formatTimeOfDay(end, where)].filter(Boolean).join('–');

/** The locale's month names, short and long, as typed words ("nov", "november"): 1 to 12. */
const monthWords = new Map<string, Map<string, number>>();
function monthsOf(locale: string): Map<string, number> {
  let words = monthWords.get(locale);
  if (!words) {
    words = new Map();
    for (const month of ['short', 'long'] as const) {
      const named = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let m = 1; m <= 12; m++) {
        const word = named
          .format(Date.UTC(2000, m - 1, 15))
          .toLocaleLowerCase(locale)
          .replace(/\.$/u, '');
        if (/^\p{L}+$/u.test(word)) words.set(word, m);
      }
    }
    monthWords.set(locale, words);
  }
  return words;
}

/** The order the locale writes a numeric date in: ['day', 'month', 'year'] in en-GB, month first in en-US. */
function numericOrder(locale: string): ('day' | 'month' | 'year')[] {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(Date.UTC(2000, 10, 22))
    .map((p) => p.type)
    .filter((t): t is 'day' | 'month' | 'year' => t === 'day' || t === 'month' || t === 'year');
}

/**
 * A date someone typed, as `yyyy-MM-dd`, or null: the ISO form, the locale's numeric form ("26/11/2026" in en-GB,
 * "11/26/2026" in en-US), or the form `formatDate` shows, weekday or not ("Thu, 26 Nov 2026", "26 November 2026").
 * Intl formats dates but cannot read them back, so this is the one place that does.
 */
export function parseDateText(text: string, locale: string): string | null {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/u.exec(text);
  const tokens = text.toLocaleLowerCase(locale).match(/\p{N}+|\p{L}+/gu) ?? [];
  const numbers = tokens.filter((t) => /^\p{N}+$/u.test(t)).map(Number);
  const months = monthsOf(locale);
  const named = tokens.map((t) => months.get(t)).filter((m) => m !== undefined);
  let y: number | undefined, m: number | undefined, d: number | undefined;
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (named.length === 1 && numbers.length === 2) {
    m = named[0];
    [d, y] = numbers[0]! > 31 ? [numbers[1], numbers[0]] : [numbers[0], numbers[1]];
  } else if (named.length === 0 && numbers.length === 3) {
    const order = numericOrder(locale);
    const at = (part: 'day' | 'month' | 'year') => numbers[order.indexOf(part)];
    [y, m, d] = [at('year'), at('month'), at('day')];
  }
  if (y === undefined || m === undefined || d === undefined || y < 1000 || y > 9999) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A file's size in the locale's words: "850 kB", "12.4 MB" (decimal units, as phones and computers show them); bytes
 * take the long unit, as the short one is "193 byte" in English.
 */
export function formatFileSize(bytes: number, where: Pick<SchoolLocale, 'locale'>): string {
  const [unit, value] =
    bytes >= 1_000_000_000
      ? (['gigabyte', bytes / 1e9] as const)
      : bytes >= 1_000_000
        ? (['megabyte', bytes / 1e6] as const)
        : bytes >= 1000
          ? (['kilobyte', bytes / 1e3] as const)
          : (['byte', bytes] as const);
  return new Intl.NumberFormat(where.locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0,
  }).format(value);
}
