/**
 * Sentences that shared code writes for a person (a refusal, a rule not met): a message of the catalogue, marked for
 * the extractor (`/*i18n*\/ { id: 'shared.…', message: '…' }`), with its values. The server writes them in the
 * reader's language (functions/src/lib/readers.ts); `englishOf` gives the English for callers without a catalogue.
 *
 * A value may itself be a catalogue word (a weekday, a way of signing in), a list of words, or a whole sentence: the
 * reader writes it in the same language. Dates are written the reader's way.
 */

/** A message of the catalogue: its id and its English. */
export interface CatalogueMessage {
  id: string;
  message: string;
}

export interface SharedSentence {
  message: CatalogueMessage;
  values?: Record<string, unknown>;
  /** Values that are dates (YYYY-MM-DD or instants). */
  dates?: Record<string, string | number>;
}

export const sentence = (
  message: CatalogueMessage,
  values?: Record<string, unknown>,
  dates?: Record<string, string | number>,
): SharedSentence => ({ message, values, dates });

export function isCatalogueMessage(value: unknown): value is CatalogueMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

export function isSentence(value: unknown): value is SharedSentence {
  return typeof value === 'object' && value !== null && isCatalogueMessage((value as { message?: unknown }).message);
}

/**
 * The values of a sentence written out in one language: words through `word`, lists of words through `list`,
 * sentences through `whole`, dates through `date`; any other value as it is.
 */
export function valuesWritten(
  { values, dates }: Pick<SharedSentence, 'values' | 'dates'>,
  write: {
    word: (message: CatalogueMessage) => string;
    whole: (sentence: SharedSentence) => string;
    date: (when: string | number) => string;
    /** Joins a list of words ("a, b, c" unless given). */
    list?: (items: string[]) => string;
  },
): Record<string, unknown> {
  const one = (value: unknown): unknown => {
    if (isCatalogueMessage(value)) return write.word(value);
    if (isSentence(value)) return write.whole(value);
    if (Array.isArray(value) && value.every(isCatalogueMessage))
      return (write.list ?? ((items) => items.join(', ')))(value.map((v) => String(one(v))));
    return value;
  };
  return {
    ...Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, one(value)])),
    ...Object.fromEntries(Object.entries(dates ?? {}).map(([name, when]) => [name, write.date(when)])),
  };
}

/** The English of a sentence, its placeholders filled in (dates as `date` writes them, else as given). */
export function englishOf(s: SharedSentence, date: (when: string | number) => string = String): string {
  const all = valuesWritten(s, {
    word: (m) => m.message,
    whole: (inner) => englishOf(inner, date),
    date,
  });
  return s.message.message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
}

const checks = new Map<string, SharedSentence>();

/**
 * An input check's message, for zod (which takes English text): remembered by its English, so the server can answer
 * a request that fails the check in the reader's language (`checkSentence`). Written where a schema is defined:
 * `.max(500, checkMessage(/*i18n*\/ { id: 'check.…', message: '…' }))`.
 */
export function checkMessage(message: CatalogueMessage, values?: Record<string, unknown>): string {
  const written = sentence(message, values);
  const english = englishOf(written);
  checks.set(english, written);
  return english;
}

/** The sentence of the catalogue an input check's English message was written from, if it was. */
export const checkSentence = (english: string): SharedSentence | undefined => checks.get(english);
