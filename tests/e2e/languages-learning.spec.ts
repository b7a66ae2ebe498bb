import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { expectNoViolations, forgetLanguages, noSidewaysScroll, screenshotPath } from './support';

// A language a test leaves on an account would carry into the next spec's screens.
test.beforeAll(forgetLanguages);
test.afterEach(forgetLanguages);

/**
 * Learning in another language: a student reads My work in Polish and hands work in; a parent reads the newsfeed and
 * the calendar in Arabic on a phone, right to left, with what people typed (post titles and bodies) in its own
 * direction. The language is the browser's remembered choice, set before the first page loads.
 */
const SCHOOL = 'demo-academy-school';
const TITLE = 'E2E: language of the work';
const today = schoolToday('Europe/London');
const made: string[] = [];

async function cleanUp() {
  const { db } = admin();
  const found = await db.collection(`schools/${SCHOOL}/assignments`).where('title', '==', TITLE).get();
  for (const a of found.docs) made.push(a.id);
  for (const id of new Set(made)) {
    for (const s of (await db.collection(`schools/${SCHOOL}/submissions`).where('assignmentId', '==', id).get()).docs)
      await s.ref.delete();
    await db.doc(`schools/${SCHOOL}/assignments/${id}`).delete();
    await db
      .doc(`schools/${SCHOOL}/classWork/class-7a_term-2026-autumn`)
      .set({ work: { [id]: FieldValue.delete() } }, { merge: true });
  }
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);
test.describe.configure({ mode: 'serial' });

/** The browser remembers a language before Academy's first page loads: every page opens in it. */
async function readIn(page: Page, language: string) {
  await page.addInitScript((l) => localStorage.setItem('academy.language', l), language);
}

/**
 * Signs in on the page a path leads to, by the form's fields rather than their words: the sign-in page may be in the
 * chosen language too.
 */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill('Academy-demo-1');
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The page is right to left (or not), its language as chosen, and nothing sticks out of a phone's width. */
async function expectPage(page: Page, language: string, dir: 'ltr' | 'rtl', name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await noSidewaysScroll(page, 360, name);
  // Every element's box inside the page's width: nothing pushed off the screen to either side.
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Visually hidden text (a 1 px box kept for screen readers) is not on the screen either way.
        return box.width > 1 && (box.left < -1 || box.right > document.documentElement.clientWidth + 1);
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(outside, `${name}: off-screen`).toEqual([]);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
  await expectNoViolations(page, name);
}

test('a student reads My work in Polish and hands work in', async ({ page }) => {
  const token = await idTokenFor('teacher@demo-academy.test');
  const res = await callApi<{ id: string }>('POST', '/assignments/saveAssignment', {
    token,
    body: {
      title: TITLE,
      instructions: 'Write **three** sentences about your week.',
      links: [],
      classIds: ['class-7a'],
      subjectId: 'math',
      openDate: today,
      dueDate: addIsoDays(today, 5),
      dueTime: '15:30',
      points: 10,
      lateAccepted: true,
    },
  });
  expect(res.status).toBe(200);
  made.push(res.body.id);

  await page.setViewportSize({ width: 360, height: 800 });
  await readIn(page, 'pl');
  await signInAt(page, '/app/student/work', 'student@demo-academy.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje zadania' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Do zrobienia' })).toBeVisible();
  await expectPage(page, 'pl', 'ltr', 'languages-pl-my-work-360');

  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // The teacher's words stay as written; the page's own words are Polish.
  await expect(page.getByText('three', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Oddaj' }).click();
  await expect(
    page.getByText(
      'Twoja odpowiedź jest pusta: napisz odpowiedź, dołącz plik lub dodaj link do swojej pracy, zanim ją oddasz.',
    ),
  ).toBeVisible();
  await page.getByLabel('Twoja odpowiedź (tekst formatowany)').fill('Mój tydzień był **dobry**.');
  await page.getByRole('button', { name: 'Oddaj' }).click();
  await expect(page.getByRole('button', { name: 'Cofnij oddanie' })).toBeVisible();
  await expectPage(page, 'pl', 'ltr', 'languages-pl-handed-in-360');
});

test('a parent reads the newsfeed and the calendar in Arabic on a phone, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await readIn(page, 'ar');
  await signInAt(page, '/app/parent/newsfeed', 'parent@demo-academy.test');
  await expect(page.getByRole('heading', { level: 2, name: 'آخر الأخبار' })).toBeVisible();
  const welcome = page.getByTestId('post').filter({ hasText: 'Welcome to the autumn term' });
  await expect(welcome.getByText('مثبّت', { exact: true })).toBeVisible();
  // A title typed in English reads left to right inside the Arabic page.
  await expect(welcome.getByRole('heading', { name: 'Welcome to the autumn term' })).toHaveAttribute('dir', 'auto');
  expect(
    await welcome
      .getByRole('heading', { name: 'Welcome to the autumn term' })
      .evaluate((el) => getComputedStyle(el).direction),
  ).toBe('ltr');
  await expect(welcome.getByTestId('post-audience')).toHaveText('إلى: المدرسة كلها');
  await expectPage(page, 'ar', 'rtl', 'languages-ar-newsfeed-360');

  await page.goto('/app/parent/calendar');
  const calendar = page.getByTestId('calendar');
  // FullCalendar in Arabic: right to left, its list view in Arabic, our buttons from the catalogue.
  await expect(calendar.locator('.fc-direction-rtl')).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'اليوم' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'قائمة' })).toBeVisible();
  await expect(page.getByText('اشترك من هاتفك أو من تقويم آخر')).toBeVisible();
  await expectPage(page, 'ar', 'rtl', 'languages-ar-calendar-360');
});
