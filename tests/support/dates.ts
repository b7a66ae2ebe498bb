/** Dates as the demo schools show them (no locale on their records, so en-GB), for tests that read what a person reads. */
import { formatDate, formatDateTime } from '@academy/shared/date-format';

export const DEMO_SCHOOL_LOCALE = { locale: 'en-GB', timeZone: 'Europe/London' };

/** "Thu, 26 Nov 2026". */
export const shownDate = (when: string | number) => formatDate(when, DEMO_SCHOOL_LOCALE);
/** "Thu, 26 Nov 2026, 15:30". */
export const shownDateTime = (at: number) => formatDateTime(at, DEMO_SCHOOL_LOCALE);
