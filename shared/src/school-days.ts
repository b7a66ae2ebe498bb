/**
 * "Is this a school day for this class?" — the one answer registers, due dates and reports share.
 *
 * A date is not a school day for a class when it is outside the class's term, on a weekday the school does not
 * teach (`settings.teachingWeekdays`, Monday to Friday by default), or inside a closure that covers the class's
 * grade. Closures are calendar events of category `closure` (see functions/src/lib/school-days.ts for how they are
 * read); the answer here is pure so the browser can grey out the same days the server refuses.
 */
import { DEFAULT_LOCALE, formatDate, type SchoolLocale } from './date-format';
import { isoWeekday, type IsoDate } from './school-time';
import { type CatalogueMessage, englishOf, sentence, type SharedSentence } from './sentence';

export const DEFAULT_TEACHING_WEEKDAYS = [1, 2, 3, 4, 5];

const WEEKDAYS: Record<number, CatalogueMessage> = {
  1: /*i18n*/ { id: 'api.weekday.monday', message: 'Monday' },
  2: /*i18n*/ { id: 'api.weekday.tuesday', message: 'Tuesday' },
  3: /*i18n*/ { id: 'api.weekday.wednesday', message: 'Wednesday' },
  4: /*i18n*/ { id: 'api.weekday.thursday', message: 'Thursday' },
  5: /*i18n*/ { id: 'api.weekday.friday', message: 'Friday' },
  6: /*i18n*/ { id: 'api.weekday.saturday', message: 'Saturday' },
  7: /*i18n*/ { id: 'api.weekday.sunday', message: 'Sunday' },
};

const MESSAGES = {
  noTerm: /*i18n*/ {
    id: 'api.school-day.no-term',
    message: 'The class has no term, so {day} is not a school day for it.',
  },
  outsideTerm: /*i18n*/ {
    id: 'api.school-day.outside-term',
    message: '{day} is outside the term {term} ({start} to {end}).',
  },
  notTaught: /*i18n*/ {
    id: 'api.school-day.not-taught',
    message: '{day} is a {weekday}, when the school does not teach.',
  },
  closure: /*i18n*/ { id: 'api.school-day.closure', message: '{day} is a closure day: {title}.' },
};

/** A closed day or range: the whole school (grades null or empty) or some grades. Dates are inclusive. */
export interface ClosureSpan {
  title: string;
  startDate: IsoDate;
  endDate: IsoDate;
  grades: number[] | null;
}

export interface SchoolDayFacts {
  date: IsoDate;
  teachingWeekdays: readonly number[];
  /** The class's term; null when the class has none (no register can be taken then). */
  term: { name: string; startDate: IsoDate; endDate: IsoDate } | null;
  closures: readonly ClosureSpan[];
  grade: number;
}

export function closureCovers(closure: ClosureSpan, date: IsoDate, grade: number): boolean {
  const everyone = !closure.grades || closure.grades.length === 0;
  return closure.startDate <= date && date <= closure.endDate && (everyone || closure.grades!.includes(grade));
}

/**
 * Null on a school day; otherwise the reason, as a sentence of the catalogue fit for an error message. The term's
 * name and the closure's title are the school's words, written as they are.
 */
export function schoolDaySentence({
  date,
  teachingWeekdays,
  term,
  closures,
  grade,
}: SchoolDayFacts): SharedSentence | null {
  if (!term) return sentence(MESSAGES.noTerm, {}, { day: date });
  if (date < term.startDate || date > term.endDate)
    return sentence(MESSAGES.outsideTerm, { term: term.name }, { day: date, start: term.startDate, end: term.endDate });
  const weekday = isoWeekday(date);
  if (!teachingWeekdays.includes(weekday))
    return sentence(MESSAGES.notTaught, { weekday: WEEKDAYS[weekday] }, { day: date });
  const closure = closures.find((c) => closureCovers(c, date, grade));
  if (closure) return sentence(MESSAGES.closure, { title: closure.title }, { day: date });
  return null;
}

/** Null on a school day; otherwise the reason in English, its dates written on the locale's formats. */
export function schoolDayRefusal(
  facts: SchoolDayFacts,
  where: Pick<SchoolLocale, 'locale'> = { locale: DEFAULT_LOCALE },
): string | null {
  const refusal = schoolDaySentence(facts);
  return refusal && englishOf(refusal, (d) => formatDate(d, where));
}
