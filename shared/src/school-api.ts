/** What an Admin sends to change the school's own settings; messages are whole sentences naming the field. */
import { z } from 'zod';

/** The locales a school may choose, each with the words the choice shows. */
export const SCHOOL_LOCALES = [
  { locale: 'en-GB', label: 'English (United Kingdom)' },
  { locale: 'en-US', label: 'English (United States)' },
  { locale: 'en-IE', label: 'English (Ireland)' },
  { locale: 'en-AU', label: 'English (Australia)' },
  { locale: 'en-IN', label: 'English (India)' },
  { locale: 'fr-FR', label: 'Français (France)' },
  { locale: 'de-DE', label: 'Deutsch (Deutschland)' },
  { locale: 'es-ES', label: 'Español (España)' },
  { locale: 'it-IT', label: 'Italiano (Italia)' },
  { locale: 'pt-PT', label: 'Português (Portugal)' },
  { locale: 'nl-NL', label: 'Nederlands (Nederland)' },
  { locale: 'pl-PL', label: 'Polski (Polska)' },
  { locale: 'tr-TR', label: 'Türkçe (Türkiye)' },
  { locale: 'ar-SA', label: 'العربية (السعودية)' },
  { locale: 'ur-PK', label: 'اردو (پاکستان)' },
] as const;

export type SchoolLocaleTag = (typeof SCHOOL_LOCALES)[number]['locale'];
const TAGS = SCHOOL_LOCALES.map((l) => l.locale) as [SchoolLocaleTag, ...SchoolLocaleTag[]];

export const updateSchoolLocaleInput = z.strictObject({
  locale: z.enum(TAGS, `Locale must be one of the listed languages and regions, such as en-GB or en-US.`),
  /** 12 or 24 hours; null (or absent): the locale's own. */
  hourCycle: z.enum(['h12', 'h23'], 'Clock must be the locale’s own, 12 hours or 24 hours.').nullable().optional(),
  /** The ISO weekday a week begins on; null (or absent): the locale's own. */
  weekStart: z
    .number('Weeks begin on must be a day of the week.')
    .int('Weeks begin on must be a day of the week.')
    .min(1, 'Weeks begin on must be a day of the week.')
    .max(7, 'Weeks begin on must be a day of the week.')
    .nullable()
    .optional(),
  /** The language of the school's own documents: one of the catalogues (the server checks which it has). */
  language: z.string('Language of the school’s documents must be one of the languages listed.').trim().optional(),
});
export type UpdateSchoolLocaleInput = z.output<typeof updateSchoolLocaleInput>;
