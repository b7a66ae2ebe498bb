/**
 * Who reads what the server writes, and in which language: a person's own choice (`users/{uid}.language`), else the
 * school's language (`schools/{id}.language`, English unless set). Dates follow the reader's language on the school's
 * formats (`readerLocale`). Names and typed text are placeholders, written as they are.
 *
 * Recipients' records are read once per batch (`readersOf`: one getAll, inside a transaction before its writes), and
 * a message is built once per language (`Readers.tell`), never once per recipient.
 */
import { formatDate, readerLocale, type SchoolLocale, schoolLocaleOf } from '@academy/shared/date-format';
import { formatMoney } from '@academy/shared/money';
import { valuesWritten } from '@academy/shared/sentence';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DocumentData, DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Sentence } from './errors';
import { db } from './firebase';
import { SOURCE_LANGUAGE, translatorFor } from './i18n';

/** The school's side of a reading: its language (for readers who chose none) and its date formats. */
export interface SchoolReading {
  language: string;
  where: SchoolLocale;
}

export function schoolReading(school: DocumentData | undefined): SchoolReading {
  const language = typeof school?.language === 'string' && school.language ? school.language : SOURCE_LANGUAGE;
  return { language, where: schoolLocaleOf(school) };
}

/** One reader's words: messages from the catalogue in their language, and the school's dates as they read them. */
export interface Reader {
  language: string;
  where: SchoolLocale;
  t: (message: MessageDescriptor, values?: Record<string, unknown>) => string;
  date: (when: string | number) => string;
  /** An amount in minor units, as the reader writes money. */
  money: (amount: number, currency: string) => string;
  /** Names as written, joined the reader's way ("Ada and Ben"). */
  list: (names: readonly string[]) => string;
  /** A sentence (an error's, a refusal's, a success's) with its dates and money written the reader's way. */
  say: (sentence: Sentence) => string;
}

/** A message built for one language, and the recipients who read it. */
export interface Told<M> {
  uids: string[];
  message: M;
}

/** Reads documents at once: `tx.getAll` inside a transaction, `db.getAll` outside. */
export type ReadAll = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;
export const readOutside: ReadAll = (...refs) => db.getAll(...refs);
export const readInside =
  (tx: Transaction): ReadAll =>
  (...refs) =>
    tx.getAll(...refs);

/** A person's stored choice of language, if they made one. */
export const chosenLanguage = (user: DocumentData | undefined): string | undefined =>
  typeof user?.language === 'string' && user.language ? user.language : undefined;

export async function readerIn(language: string | null | undefined, school: SchoolReading): Promise<Reader> {
  const translator: I18n = await translatorFor(language || school.language);
  const where = readerLocale(school.where, translator.locale);
  const say = ({ message, values, dates, money }: Sentence): string =>
    translator._(message.id, {
      ...valuesWritten(
        { values, dates },
        {
          word: (word) => translator._(word.id),
          whole: say,
          date: (when) => formatDate(when, where),
          // Lists of words are alternatives (ways to sign in): "a, b, c" in English as ever, "a, b lub c" in Polish.
          list: (items) =>
            translator.locale === SOURCE_LANGUAGE
              ? items.join(', ')
              : new Intl.ListFormat(translator.locale, { type: 'disjunction' }).format(items),
        },
      ),
      ...Object.fromEntries(
        Object.entries(money ?? {}).map(([name, m]) => [name, formatMoney(m.amount, m.currency, where.locale)]),
      ),
    });
  return {
    language: translator.locale,
    where,
    // A descriptor passed on, never an object written here: the extractor reads literal descriptors as messages.
    t: (message, values) => translator._(message.id, values ?? message.values),
    date: (when) => formatDate(when, where),
    money: (amount, currency) => formatMoney(amount, currency, where.locale),
    list: (names) => new Intl.ListFormat(translator.locale, { type: 'conjunction' }).format(names),
    say,
  };
}

const READ_AT_ONCE = 300;

/** The recipients' languages and a reader for each language among them. */
export class Readers {
  constructor(
    private readonly languageOf: ReadonlyMap<string, string>,
    private readonly byLanguage: ReadonlyMap<string, Reader>,
    private readonly school: Reader,
  ) {}

  /** The reader of one recipient (the school's language for anyone whose record was not read). */
  of(uid: string): Reader {
    return this.byLanguage.get(this.languageOf.get(uid) ?? '') ?? this.school;
  }

  /** The recipients grouped by language, each group with the message built once in its language. */
  tell<M>(uids: readonly (string | null | undefined)[], compose: (reader: Reader) => M): Told<M>[] {
    const groups = new Map<Reader, string[]>();
    for (const uid of new Set(uids.filter((u): u is string => Boolean(u)))) {
      const reader = this.of(uid);
      groups.set(reader, [...(groups.get(reader) ?? []), uid]);
    }
    return [...groups].map(([reader, group]) => ({ uids: group, message: compose(reader) }));
  }
}

/** Readers for user records read already (e.g. by a query for the school's Admins): no read of their own. */
export async function readersFrom(users: readonly DocumentSnapshot[], school: SchoolReading): Promise<Readers> {
  return readersByLanguage(
    new Map(users.map((user) => [user.id, chosenLanguage(user.data()) ?? school.language])),
    school,
  );
}

/**
 * Reads the recipients' user records (one getAll per 300; inside a transaction pass `tx.getAll`, before any write)
 * and prepares a reader for each language among them.
 */
export async function readersOf(
  read: ReadAll,
  uids: readonly (string | null | undefined)[],
  school: SchoolReading,
): Promise<Readers> {
  const wanted = [...new Set(uids.filter((uid): uid is string => Boolean(uid)))];
  const languageOf = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += READ_AT_ONCE) {
    const part = wanted.slice(i, i + READ_AT_ONCE);
    const users = await read(...part.map((uid) => db.doc(`users/${uid}`)));
    users.forEach((user, n) => languageOf.set(part[n]!, chosenLanguage(user.data()) ?? school.language));
  }
  return readersByLanguage(languageOf, school);
}

async function readersByLanguage(languageOf: Map<string, string>, school: SchoolReading): Promise<Readers> {
  const byLanguage = new Map<string, Reader>();
  for (const language of new Set(languageOf.values())) byLanguage.set(language, await readerIn(language, school));
  return new Readers(languageOf, byLanguage, await readerIn(school.language, school));
}
