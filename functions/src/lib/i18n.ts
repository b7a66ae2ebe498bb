/**
 * What the server writes to a person (notifications, e-mails, letters, receipts, alerts) in that person's language,
 * from the same catalogue as the client (`locales/<tag>.po`). Server messages are plain descriptors marked for the
 * extractor: `/*i18n*\/ { id: 'mail.absence.subject', message: 'Absence: {name}' }`; `lingui extract` collects them.
 *
 * The deployed bundle carries every compiled catalogue (`ACADEMY_CATALOGUES`, defined by functions/build.mjs); run
 * from source (tests and scripts, started in the repository's root), the catalogues are compiled from the PO files
 * on first use.
 */
import { catalogueOf } from '@academy/shared/languages';
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

declare const ACADEMY_CATALOGUES: Record<string, Messages> | undefined;

export const SOURCE_LANGUAGE = 'en';

let catalogues: Promise<Record<string, Messages>> | undefined;
function allCatalogues(): Promise<Record<string, Messages>> {
  catalogues ??=
    typeof ACADEMY_CATALOGUES !== 'undefined'
      ? Promise.resolve(ACADEMY_CATALOGUES)
      : import(/* @vite-ignore */ pathToFileURL(resolve('scripts/catalogs.mjs')).href).then(
          (m: { compiledAll: () => Promise<Record<string, Messages>> }) => m.compiledAll(),
        );
  return catalogues;
}

/** The catalogue language for a stored choice: itself, else its base language, else English. */
export function catalogueLanguage(tag: string | null | undefined, available: readonly string[]): string {
  return catalogueOf(tag, available) ?? SOURCE_LANGUAGE;
}

const translators = new Map<string, I18n>();

/** Lingui set to a language (English when the catalogue has none for it). */
export async function translatorFor(language: string | null | undefined): Promise<I18n> {
  const all = await allCatalogues();
  const chosen = catalogueLanguage(language, Object.keys(all));
  let i18n = translators.get(chosen);
  if (!i18n) {
    i18n = setupI18n({ locale: chosen, messages: { [chosen]: all[chosen] ?? {} } });
    translators.set(chosen, i18n);
  }
  return i18n;
}

/** One message in a language. */
export async function translate(
  language: string | null | undefined,
  message: MessageDescriptor,
  values?: Record<string, unknown>,
): Promise<string> {
  return (await translatorFor(language))._({ ...message, values: values ?? message.values });
}

/** The languages the server has catalogues for. */
export async function availableLanguages(): Promise<string[]> {
  return Object.keys(await allCatalogues());
}
