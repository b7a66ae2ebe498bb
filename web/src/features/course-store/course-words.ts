/** The course store's words that more than one screen shows: a course's price, its enrolment window. */
import type { CourseDoc } from '@academy/shared/course';
import { formatDate, type SchoolLocale } from '@academy/shared/date-format';
import { formatMoney } from '@academy/shared/money';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A course's price, or "Free": the client's reading of `formatPrice` (shared). */
export function priceIn(i18n: I18n, minor: number | null, currency: string): string {
  return minor === null ? i18n._(msg`Free`) : formatMoney(minor, currency);
}

/** Why a course cannot be enrolled on today (its window not yet open, or closed), or null: `enrolmentWindowRefusal`. */
export function enrolmentWindowIn(
  i18n: I18n,
  course: Pick<CourseDoc, 'enrolFrom' | 'enrolUntil'>,
  today: string,
  where: Pick<SchoolLocale, 'locale'>,
): string | null {
  if (course.enrolFrom && today < course.enrolFrom) {
    const date = formatDate(course.enrolFrom, where);
    return i18n._(msg`Enrolment opens on ${date}.`);
  }
  if (course.enrolUntil && today > course.enrolUntil) {
    const date = formatDate(course.enrolUntil, where);
    return i18n._(msg`Enrolment closed on ${date}.`);
  }
  return null;
}
