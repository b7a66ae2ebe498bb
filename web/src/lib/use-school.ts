import { readerLocale, type SchoolLocale, schoolLocaleOf } from '@academy/shared/date-format';
import { schoolSchema, type School } from '@academy/shared/school';
import { schoolToday } from '@academy/shared/school-time';
import { doc, type DocumentData } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { useLanguage } from './i18n';

/**
 * The signed-in member's school record, read live (rules: members of the school only). Every screen that needs the
 * school's name, time zone or settings takes them from here, so one listener serves them all.
 */
export function useSchoolRecord(schoolId: string): { status: 'loading' | 'success' | 'error'; data?: DocumentData } {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'schools', schoolId));
  return { status, data };
}

/** The school as its schema reads it, once loaded. */
export function useSchool(schoolId: string): School | undefined {
  const parsed = schoolSchema.safeParse(useSchoolRecord(schoolId).data);
  return parsed.success ? { ...parsed.data, id: schoolId } : undefined;
}

/** The school's IANA time zone: "today" and every due time are the school's, never the browser's. */
export function useSchoolTimeZone(schoolId: string): string {
  const { data } = useSchoolRecord(schoolId);

  return typeof data?.timezone === 'string' ? data.timezone : 'UTC';
}

/**
 * The school's locale and time zone, for the shared date formatter (`@academy/shared/date-format`): every date a
 * screen shows goes through it with this, so it reads the same everywhere. en-GB until the school chooses another.
 * The words are the reader's language (a Polish parent reads Polish month names), the formats the school's (its hour
 * cycle and first day of the week); a screen re-renders when the reader changes language.
 */
export function useSchoolLocale(schoolId: string): SchoolLocale {
  const { locale, timeZone } = schoolLocaleOf(useSchoolRecord(schoolId).data);
  const language = useLanguage();
  return useMemo(() => readerLocale({ locale, timeZone }, language), [locale, timeZone, language]);
}

/** The school's own date (`YYYY-MM-DD`) in its time zone. */
export function useSchoolToday(schoolId: string): string {
  return schoolToday(useSchoolTimeZone(schoolId));
}
