/**
 * Lingui in another language than the reader's, for a document written to someone else: an invitation letter is in
 * the school's documents language whatever the Admin who prints it reads. Loads that language's whole catalogue.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { loaders } from 'virtual:catalogs';
import { catalogueFor, SOURCE_LANGUAGE } from './i18n';

export async function documentI18n(language: string | null | undefined): Promise<I18n> {
  const chosen = catalogueFor(language) ?? SOURCE_LANGUAGE;
  const { messages } = await (loaders[chosen] ?? loaders[SOURCE_LANGUAGE]!).app();
  return setupI18n({ locale: chosen, messages: { [chosen]: messages } });
}
