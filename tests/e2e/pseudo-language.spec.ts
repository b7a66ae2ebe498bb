/**
 * The pseudo-language pass: every sentence of the catalogue turns into accented look-alike letters ("Śàvē"), so any
 * word still in plain letters on a screen did not come from the catalogue. Each role opens every section of its
 * sidebar in the pseudo-language; a plain word fails the test unless it is the school's own data (a name, a class, a
 * post someone wrote: every word stored in the school's records is data) or a date's words from the locale.
 */
import { SCHOOL_COLLECTIONS } from '@academy/shared/collections';
import { expect, type Page, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { expectSettled, screenshotPath, signIn } from './support';

const SCHOOL = 'demo-academy-school';
test.describe.configure({ mode: 'serial' });

/** Every word stored in the demo school's records and its users: what a screen may show as it was typed. */
async function dataWords(): Promise<Set<string>> {
  const words = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') for (const w of value.match(/\p{L}+/gu) ?? []) words.add(w.toLowerCase());
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  const db = admin().db;
  add((await db.doc(`schools/${SCHOOL}`).get()).data());
  for (const name of Object.keys(SCHOOL_COLLECTIONS)) {
    const docs = await db.collection(`schools/${SCHOOL}/${name}`).limit(2000).get();
    docs.forEach((d) => add(d.data()));
  }
  for (const d of (await db.collection('users').where('school_id', '==', SCHOOL).get()).docs) add(d.data());
  for (const d of (await db.collection('landing').get()).docs) add(d.data());
  // Dates' words come from the locale (Intl), not the catalogue.
  for (const locale of ['en-GB', 'en-US'])
    for (let m = 0; m < 12; m++)
      for (const month of ['short', 'long'] as const)
        add(
          new Intl.DateTimeFormat(locale, { month, weekday: month, timeZone: 'UTC' }).format(Date.UTC(2026, m, m + 1)),
        );
  // The product's name and the file kinds offered by name are not translated.
  for (const w of ['academy', 'csv', 'pdf', 'ics', 'google', 'microsoft']) words.add(w);
  return words;
}

/** The plain-letter words shown on the page now: text, and the names controls are read by. */
async function plainWords(page: Page, data: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, [translate="no"]') || !visible(el)) continue;
      out.push(node.textContent ?? '');
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')))
      if (visible(el) && !el.closest('[translate="no"]'))
        for (const a of ['aria-label', 'placeholder', 'title', 'alt']) out.push(el.getAttribute(a) ?? '');
    return out;
  });
  const plain = new Set<string>();
  for (const text of shown)
    for (const word of text.match(/[\p{L}@.]+/gu) ?? [])
      if (/^[A-Za-z]{3,}$/.test(word) && !data.has(word.toLowerCase())) plain.add(word);
  return [...plain].sort();
}

const ROLES = [
  ['admin', 'admin@demo-academy.test'],
  ['teacher', 'teacher@demo-academy.test'],
  ['student', 'student@demo-academy.test'],
  ['parent', 'parent@demo-academy.test'],
] as const;

let data: Set<string>;
test.beforeAll(async () => {
  data = await dataWords();
});

for (const [role, email] of ROLES)
  test(`every ${role} screen reads from the catalogue`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await signIn(page, email);
    const sections = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
    await expect(sections.first()).toBeVisible();
    const hrefs = [...new Set(await sections.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))];
    await page.evaluate(() => localStorage.setItem('academy.language', 'pseudo'));

    const found: Record<string, string[]> = {};
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await expectSettled(page);
      const plain = await plainWords(page, data);
      if (plain.length) {
        found[href] = plain;
        await page.screenshot({ path: screenshotPath(`pseudo-${role}-${href.split('/').pop()}`), fullPage: true });
      }
    }
    expect(found).toEqual({});
  });
