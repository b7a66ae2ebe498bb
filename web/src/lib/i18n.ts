/**
 * The language a person reads Academy in. Every sentence goes through Lingui's catalogue (`locales/<tag>.po`); this
 * module picks the language (the account's choice, else this browser's last choice, else the browser's languages),
 * loads the catalogue's parts it needs, and sets the page's `lang` and `dir`.
 *
 * The public site needs only the `landing` part (one small request before the first render, in every language); the
 * signed-in app loads the whole catalogue (`app`) before its first screen.
 */
import { catalogueOf } from '@academy/shared/languages';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { loaders } from 'virtual:catalogs';
import { directionOf } from '@academy/shared/text-direction';

export type CataloguePart = 'landing' | 'tabs' | 'app';

/** The test language: shown only when chosen on purpose (see the pseudo-language browser pass). */
export const PSEUDO = 'pseudo';
export const SOURCE_LANGUAGE = 'en';
const STORAGE_KEY = 'academy.language';

/** The languages a person can choose: every catalogue, English first. */
export const LANGUAGES: string[] = Object.keys(loaders).filter((l) => l !== PSEUDO);

export { directionOf } from '@academy/shared/text-direction';

/** A language's own name for itself ("Polski", "العربية"): shown in the picker, whatever the current language. */
export function languageName(language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    return language;
  }
}

/** The catalogue language for a tag: itself when there is one, else its base language ("pl-PL" → "pl"), else null. */
export function catalogueFor(tag: string | null | undefined): string | null {
  return tag === PSEUDO ? PSEUDO : catalogueOf(tag, LANGUAGES);
}

/** The language this browser was last set to (a choice made on the landing page, or the account's), if any. */
export function storedChoice(): string | null {
  try {
    return catalogueFor(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** This browser's language for a visitor who has not chosen: its first language Academy has a catalogue for. */
export function browserLanguage(): string {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = catalogueFor(tag);
    if (found) return found;
  }
  return SOURCE_LANGUAGE;
}

const loaded = new Map<string, Set<CataloguePart>>();
let wanted: CataloguePart = 'landing';
/** Whether a landing tab other than Home has been shown: a language switched to then loads their words too. */
let tabsWanted = false;

async function loadPart(language: string, part: CataloguePart): Promise<void> {
  const parts = loaded.get(language) ?? new Set();
  if (parts.has(part) || parts.has('app')) return;
  const loader = loaders[language] ?? loaders[SOURCE_LANGUAGE]!;
  const { messages } = await loader[part]();
  i18n.load(language, messages);
  parts.add(part);
  loaded.set(language, parts);
}

function applyToPage(language: string) {
  // The build's prerender has no page: it writes `lang` and `dir` into the HTML itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === PSEUDO ? 'en' : language;
  document.documentElement.dir = directionOf(language);
}

/** Switches to a language: loads what the current screens need, then every message re-renders in it. */
export async function activateLanguage(language: string, remember = true): Promise<void> {
  const chosen = catalogueFor(language) ?? SOURCE_LANGUAGE;
  await loadPart(chosen, wanted);
  if (tabsWanted) await loadPart(chosen, 'tabs');
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, chosen);
    } catch {
      // Private browsing: the choice lasts for this page only.
    }
  }
  applyToPage(chosen);
  if (i18n.locale !== chosen) i18n.activate(chosen);
}

/** The signed-in app's whole catalogue, in the current language; the app's routes wait for it. */
export async function loadAppCatalogue(): Promise<void> {
  wanted = 'app';
  await loadPart(i18n.locale || SOURCE_LANGUAGE, 'app');
}

/** The landing's other tabs' words, in the current language: their content waits for it. */
export async function loadLandingTabs(): Promise<void> {
  tabsWanted = true;
  await loadPart(i18n.locale || SOURCE_LANGUAGE, 'tabs');
}

/** Before the first render: the remembered or the browser's language, with its landing part. */
export async function startLanguage(): Promise<void> {
  await activateLanguage(storedChoice() ?? browserLanguage(), false);
}

/** The language being read now, re-rendering when it changes. */
export function useLanguage(): string {
  return useLingui().i18n.locale || SOURCE_LANGUAGE;
}

export { i18n };
