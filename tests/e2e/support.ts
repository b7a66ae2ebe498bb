import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Academy-demo-1';

/**
 * The password sign-in form's fields and button, found by what they are rather than by their words, so a test can
 * sign in whatever language the page is in.
 */
const signInForm = (page: Page) => page.locator('form').filter({ has: page.locator('input[type="password"]') });

/** Fills and submits the sign-in form once, whatever happens next. */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  const form = signInForm(page);
  await form.locator('input[autocomplete="username"]').fill(email);
  await form.locator('input[type="password"]').fill(password);
  await expect(form.locator('input[autocomplete="username"]')).toHaveValue(email);
  await form.locator('button[type="submit"]').click();
}

const ON_SIGN_IN_PAGE = /\/login(\?|$)/;

/**
 * Signs in and waits to leave the sign-in page. Right after a forced sign-out the form can be mounted again while
 * it is being filled; then it is filled again. A sign-in is not repeated while it still runs: it waits for Academy's
 * own check after the identity provider's, which a cold function can make take seconds.
 */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  let submitted = false;
  await expect(async () => {
    // An earlier try that outlasted its wait may have got there after all.
    if (submitted && !ON_SIGN_IN_PAGE.test(page.url())) return;
    submitted = true;
    await submitSignIn(page, email, password);
    // While it runs the button shows "Signing in…" (in the page's language) and carries data-loading.
    await expect(page.locator('button[type="submit"][data-loading]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page).not.toHaveURL(ON_SIGN_IN_PAGE, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

export async function sidebarItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}

export function screenshotPath(name: string) {
  return `test-results/screenshots/${name}.png`;
}

/** The newest out-of-band code the Auth emulator recorded for an e-mail (what the e-mail would have carried). */
export async function latestOobCode(email: string): Promise<string> {
  const { AUTH, PROJECT_ID } = await import('../support/emulators');
  const res = await fetch(`http://${AUTH.host}:${AUTH.port}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
  const mine = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
  const last = mine.at(-1);
  if (!last) throw new Error(`No reset code was sent to ${email}`);
  return last.oobCode;
}

/** Where Firebase Auth keeps the signed-in user in the page's origin (its IndexedDB persistence). */
const AUTH_DB = { name: 'firebaseLocalStorageDb', store: 'firebaseLocalStorage', key: 'fbase_key' };
type AuthRecord = { fbase_key: string; value: { stsTokenManager?: { expirationTime?: number } } };
/** Each account's signed-in user as Firebase Auth stored it after its first sign-in through the form in this run. */
const savedSessions = new Map<string, AuthRecord[]>();
/** A file of the site's own origin that does not start the app: a page to write the origin's storage from. */
const QUIET_PAGE = '/firebase-messaging-sw.js';

function readAuthRecords(page: Page): Promise<AuthRecord[]> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<AuthRecord[]>((done, fail) => {
        const open = indexedDB.open(name);
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return done([]);
          const all = db.transaction(store).objectStore(store).getAll();
          all.onerror = () => fail(all.error);
          all.onsuccess = () => done(all.result as AuthRecord[]);
        };
      }),
    AUTH_DB,
  );
}

function writeAuthRecords(page: Page, records: AuthRecord[]): Promise<void> {
  return page.evaluate(
    ({ db: { name, store, key }, records }) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => open.result.createObjectStore(store, { keyPath: key });
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          for (const record of records) tx.objectStore(store).put(record);
          tx.oncomplete = () => done();
          tx.onerror = () => fail(tx.error);
        };
      }),
    { db: AUTH_DB, records },
  );
}

/**
 * Opens a page inside the app signed in as `email`. The first time in a run it signs in through the form on the way
 * (the app sends a signed-out visitor to sign in first); after that it hands the page the session Firebase Auth kept
 * from then, with its ID token marked expired, so the app fetches a fresh one (current claims) with the refresh token
 * as it starts, as a returning visitor's browser would. A session the account no longer allows (signed out everywhere,
 * its password reset) ends on the sign-in page, and then it signs in through the form again.
 */
export async function signInAt(page: Page, path: string, email: string) {
  const heading = page.getByRole('heading', { level: 1 });
  const saved = savedSessions.get(email);
  if (saved) {
    await page.goto(QUIET_PAGE);
    await writeAuthRecords(
      page,
      saved.map((r) => ({
        ...r,
        value: { ...r.value, stsTokenManager: { ...r.value.stsTokenManager, expirationTime: 0 } },
      })),
    );
    await page.goto(path);
    await expect(heading).toBeVisible();
    if (!ON_SIGN_IN_PAGE.test(page.url())) return;
    savedSessions.delete(email);
  } else {
    await page.goto(path);
  }
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
  await expect(heading).toBeVisible();
  savedSessions.set(email, await readAuthRecords(page));
}

/**
 * Waits until nothing on the page is still loading: no panel busy, no panel or screen waiting for its code. Tests that
 * measure widths on hover do it on a page whose layout has stopped changing.
 */
export async function expectSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
}

export const WIDTHS = [360, 768, 1280] as const;

/**
 * No WCAG 2 A or AA violations axe can find on the page once it has settled: a toast still fading in has, for a few
 * frames, too little contrast, which a busy machine can catch. Endless animations (spinners) are not waited for.
 */
export async function expectNoViolations(page: Page, label: string) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // Each offending element by its selector and the start of its markup, so a failure says which it is.
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Moves the pointer off the sidebar (which widens under it) and waits until it is narrow again, for a screenshot. */
export async function pointerOffSidebar(page: Page) {
  await page.mouse.move(900, 500);
  await expect
    .poll(async () => (await page.getByRole('navigation', { name: 'Sections' }).boundingBox())?.width ?? 0)
    .toBeLessThanOrEqual(80);
}

/** The page is no wider than the viewport: nothing makes it scroll sideways. */
export async function noSidewaysScroll(page: Page, width: number, label?: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
}

/** A full-page screenshot of the page as it is, then axe. */
export async function look(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
  await expectNoViolations(page, name);
}

/**
 * The page at 360 and 1280 px: a screenshot of each, no sideways scroll and nothing axe can find. Toasts are closed
 * first, since one placed for the earlier width would stick out of the narrower one.
 */
export async function lookAtPhoneAndDesktop(page: Page, name: string) {
  await closeToasts(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1280 && (await page.getByRole('navigation', { name: 'Sections' }).count()))
      await pointerOffSidebar(page);
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
    await noSidewaysScroll(page, width, `${name} at ${width}px`);
    await expectNoViolations(page, `${name} at ${width}px`);
  }
}

/**
 * Closes every toast on the page. Always the first close button: closing one renumbers the rest, so a list taken
 * beforehand would point past the end and wait forever.
 */
async function closeToasts(page: Page) {
  const close = page.locator('.Toastify__close-button');
  for (let left = 10; left > 0 && (await close.count()) > 0; left--)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}

/** No two elements on the page share an id: a label's `for` then points at the one input it names. */
export async function expectUniqueIds(page: Page, label: string) {
  const repeated = await page.evaluate(() => {
    const seen = new Map<string, number>();
    document.querySelectorAll('[id]').forEach((el) => seen.set(el.id, (seen.get(el.id) ?? 0) + 1));
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  expect(repeated, `ids used twice on ${label}`).toEqual([]);
}

/**
 * Clicks each checkbox of a group by pointer, on its label as a person would: that checkbox, and only it, changes;
 * a second click puts it back. Fails where two checkboxes share an input (ticking one would tick another).
 */
export async function clickEachOption(group: Locator) {
  const boxes = group.getByRole('checkbox');
  await expect(boxes.nth(1), 'a group of two or more options').toBeAttached();
  const count = await boxes.count();
  const states = async () => Promise.all([...Array(count).keys()].map((i) => boxes.nth(i).isChecked()));
  for (let i = 0; i < count; i++) {
    const before = await states();
    const option = boxes.nth(i).locator('xpath=ancestor::label[1]');
    await option.click();
    const expected = before.map((s, j) => (j === i ? !s : s));
    await expect.poll(states, `after clicking option ${i + 1}`).toEqual(expected);
    await option.click();
    await expect.poll(states, `after clicking option ${i + 1} again`).toEqual(before);
  }
}

/**
 * Types a date (given as `yyyy-MM-dd`) into a date field the way a person at the demo school (en-GB) does,
 * `dd/mm/yyyy`: the field accepts digits and the locale's separator, and reads them when it loses focus.
 */
export async function fillDate(field: Locator, isoDate: string) {
  const [y, m, d] = isoDate.split('-');
  await field.fill(`${d}/${m}/${y}`);
  await field.blur();
}

/**
 * Takes every account's own language off again (a test that reads in Polish or Arabic keeps it on the account, as a
 * person's choice is kept): the specs after it read in English, as the demo accounts were seeded.
 */
export async function forgetLanguages() {
  const { admin } = await import('../support/emulators');
  const { FieldValue } = await import('firebase-admin/firestore');
  const { db } = admin();
  const chosen = await db.collection('users').where('language', '!=', null).get();
  await Promise.all(chosen.docs.map((d) => d.ref.update({ language: FieldValue.delete() })));
}
