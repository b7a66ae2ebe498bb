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
});
export type UpdateSchoolLocaleInput = z.output<typeof updateSchoolLocaleInput>;
