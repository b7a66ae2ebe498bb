import { type SharedSentence, valuesWritten } from '@academy/shared/sentence';
import type { I18n } from '@lingui/core';

/**
 * A sentence written by shared code (a rule not met, what a form asks for) in the page's language, from the same
 * catalogue: its words and lists of words translated too, a list joined the language's way.
 */
export function writeSentence(i18n: I18n, s: SharedSentence, date: (when: string | number) => string = String): string {
  const values = valuesWritten(s, {
    word: (m) => i18n._(m.id),
    whole: (inner) => writeSentence(i18n, inner, date),
    date,
    list: (items) => new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(items),
  });
  return i18n._(s.message.id, values);
}
