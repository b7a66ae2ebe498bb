import { SCHOOL_COLLECTIONS } from '@academy/shared/collections';
import { writeFileSync } from 'node:fs';
import { ROLE_MODULES, type Role, roleSegment, sectionPath } from '@academy/shared/roles';
import { expect, type Page, test } from '@playwright/test';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { SAMPLE } from '../support/route-samples';
import { expectSettled, noSidewaysScroll, pointerOffSidebar, screenshotPath, signInAt } from './support';

/**
 * No signed-in screen scrolls sideways on a 360 px phone. A plain viewport (no isMobile): with isMobile the browser
 * widens its layout viewport to fit wide content, so innerWidth would grow with the fault it should reveal.
 *
 * The same walk is the pseudo-language pass: once signed in, each role reads Academy in the pseudo-language, where
 * every sentence of the catalogue turns into accented look-alike letters ("Śàvē"). A word still in plain letters on a
 * screen did not come from the catalogue, and fails the test, unless it is the school's own data (a name, a class, a
 * post someone wrote: every word stored in the school's records counts as data) or a date's words from the locale.
 */
const PHONE = { width: 360, height: 740 };

const ACCOUNTS: Record<Role, string> = {
  Admin: 'admin@demo-academy.test',
  Teacher: 'teacher@demo-academy.test',
  Student: 'student@demo-academy.test',
  Parent: 'parent@demo-academy.test',
};

/** Waits until the page has its heading and nothing on it is still loading (lists, records, timetables). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Nothing spinning, and no picker still waiting for its live choices (the timetable's class, then its week).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelectorAll('.chakra-spinner').length === 0 &&
          Array.from(document.querySelectorAll('main select')).every(
            (s) => (s as HTMLSelectElement).options.length > 0,
          ),
      ),
    )
    .toBe(true);
  // Twice in a row: a list that has just arrived may start the next read (a timetable once its class is chosen).
  await page.waitForTimeout(300);
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('.chakra-spinner').length)).toBe(0);
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

const SCHOOL = 'demo-academy-school';
let data: Set<string> | undefined;

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
    for (const width of ['short', 'long'] as const) {
      for (let m = 0; m < 12; m++)
        add(new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(Date.UTC(2026, m, 1)));
      // Seven days in a row: every weekday's name.
      for (let d = 1; d <= 7; d++)
        add(new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2026, 10, d)));
    }
  // The product's name and the file kinds offered by name are not translated.
  for (const w of ['academy', 'csv', 'pdf', 'ics', 'google', 'microsoft']) words.add(w);
  return words;
}

/** The plain-letter words shown on the page now: text, and the names controls are read by. */
async function plainWords(page: Page, known: Set<string>): Promise<string[]> {
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
      if (/^[A-Za-z]{3,}$/.test(word) && !known.has(word.toLowerCase())) plain.add(word);
  return [...plain].sort();
}

/**
 * Visits a path, screenshots it and checks that the document is no wider than the phone, and that every word on it
 * came from the catalogue (the page reads in the pseudo-language).
 */
async function checkWidth(page: Page, path: string, shot: string, plain: Record<string, string[]>) {
  await page.goto(path);
  await settled(page);
  await page.screenshot({ path: screenshotPath(`phone-360-${shot}`), fullPage: true });
  expect.soft(await pageWidth(page), `${path} is wider than ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
  data ??= await dataWords();
  const words = await plainWords(page, data);
  if (words.length) plain[path] = words;
}

/** The first link on the page to a record's own page below `sectionUrl` (/app/admin/classes → /app/admin/classes/<id>). */
async function firstRecordLink(page: Page, sectionUrl: string) {
  const hrefs = await page
    .locator(`main a[href^="${sectionUrl}/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => /^\/app\/[^/]+\/[^/]+\/[^/]+$/.test(href));
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: PHONE });

  for (const role of Object.keys(ACCOUNTS) as Role[]) {
    test(`no ${role} screen scrolls sideways`, async ({ page }) => {
      test.setTimeout(240_000);
      const home = `/app/${roleSegment(role)}`;
      await signInAt(page, home, ACCOUNTS[role]);
      await page.evaluate(() => localStorage.setItem('academy.language', 'pseudo'));
      const visited: string[] = [];
      const plain: Record<string, string[]> = {};
      for (const module of ROLE_MODULES[role]) {
        const path = sectionPath(role, module);
        await checkWidth(page, path, `${roleSegment(role)}-${module.toLowerCase()}`, plain);
        visited.push(path);
        if (module === 'Dashboard') continue;
        const detail = await firstRecordLink(page, path);
        if (detail) {
          await checkWidth(page, detail, `${roleSegment(role)}-${module.toLowerCase()}-record`, plain);
          visited.push(detail);
        }
      }
      await checkWidth(page, '/app/passwordReset', `${roleSegment(role)}-password`, plain);
      await checkWidth(page, '/cart/', `${roleSegment(role)}-cart`, plain);
      // Every section, and a record's page for every list that has records (Admin's nine, the family's children).
      expect(visited.length).toBeGreaterThanOrEqual(ROLE_MODULES[role].length);
      writeFileSync(`test-results/pseudo-${roleSegment(role)}.json`, JSON.stringify(plain, null, 2));
      await test.info().attach(`plain words on ${role} screens`, { body: JSON.stringify(plain, null, 2) });
      expect(plain, 'words that are not in the catalogue').toEqual({});
    });
  }

  test('the menu drawer fits the phone', async ({ page }) => {
    await signInAt(page, '/app/admin/students', ACCOUNTS.Admin);
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect
      .poll(() =>
        drawer
          .getByTestId('drawer-item')
          .last()
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('1');
    await page.screenshot({ path: screenshotPath('phone-360-admin-drawer') });
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});

test('the sidebar shows an icon for each module, and the names beside them when expanded', async ({ page }) => {
  await signInAt(page, '/app/admin/students', ACCOUNTS.Admin);
  await pointerOffSidebar(page);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(ROLE_MODULES.Admin.length);
  // Collapsed, each link still carries its module's name, and an icon, not letters.
  for (const module of ROLE_MODULES.Admin) {
    const link = nav.getByRole('link', { name: module, exact: true });
    await expect(link.locator('svg')).toHaveCount(1);
  }
  await page.screenshot({ path: screenshotPath('sidebar-collapsed') });
  await expectSettled(page);
  await nav.hover();
  await expect.poll(async () => (await nav.boundingBox())?.width ?? 0).toBe(250);
  await expect(nav.getByText('Students', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('sidebar-expanded') });
});

test.describe('the calendar on a phone', () => {
  const TITLE = 'E2E https://www.example.org/a-very-long-address-with-no-spaces-in-it/for-the-trip-letter';
  const today = schoolToday('Europe/London');
  const removeEvent = async () => {
    const { db } = admin();
    for (const e of (await db.collection(`schools/demo-academy-school/events`).where('title', '==', TITLE).get()).docs)
      await e.ref.delete();
  };
  test.beforeAll(async () => {
    await removeEvent();
    const token = await idTokenFor(ACCOUNTS.Admin);
    const res = await callApi('POST', '/calendar/saveEvent', {
      token,
      body: {
        ...SAMPLE.saveEvent,
        title: TITLE,
        startDate: addIsoDays(today, 1),
        endDate: addIsoDays(today, 1),
        audience: { wholeSchool: true, roles: [], grades: [], classIds: [] },
      },
    });
    expect(res.status).toBe(200);
  });
  test.afterAll(removeEvent);

  test('opens its agenda on today, and a long word in a title wraps instead of widening the page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAt(page, '/app/parent/calendar', ACCOUNTS.Parent);
    const agenda = page.getByTestId('calendar');
    await expect(agenda.getByText(TITLE)).toBeVisible();
    // The first day listed is today or later, never the month's first days.
    const firstDay = await agenda.locator('.fc-list-day').first().getAttribute('data-date');
    expect(firstDay! >= today).toBe(true);
    await noSidewaysScroll(page, PHONE.width);
    expect((await agenda.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('calendar-agenda-long-title-360'), fullPage: true });
  });
});
