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

export const DEFAULT_TEACHING_WEEKDAYS = [1, 2, 3, 4, 5];

const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

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

/** Null on a school day; otherwise the reason, in words fit for an error message. */
export function schoolDayRefusal(
  { date, teachingWeekdays, term, closures, grade }: SchoolDayFacts,
  where: Pick<SchoolLocale, 'locale'> = { locale: DEFAULT_LOCALE },
): string | null {
  const day = (d: IsoDate) => formatDate(d, where);
  if (!term) return `The class has no term, so ${day(date)} is not a school day for it.`;
  if (date < term.startDate || date > term.endDate)
    return `${day(date)} is outside the term ${term.name} (${day(term.startDate)} to ${day(term.endDate)}).`;
  const weekday = isoWeekday(date);
  if (!teachingWeekdays.includes(weekday))
    return `${day(date)} is a ${WEEKDAY_NAMES[weekday]}, when the school does not teach.`;
  const closure = closures.find((c) => closureCovers(c, date, grade));
  if (closure) return `${day(date)} is a closure day: ${closure.title}.`;
  return null;
}
