import { expect, test } from '@playwright/test';
import { ROLE_MODULES } from '@academy/shared/roles';
import { admin } from '../support/emulators';
import { expectSettled, noSidewaysScroll, screenshotPath, signInAt } from './support';

const header = (page: import('@playwright/test').Page) => page.getByRole('banner');
const widthOf = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())?.width ?? 0;

test('the sidebar highlights the fourth path segment and widens from 80 to 250 px on hover', async ({ page }) => {
  await signInAt(page, '/app/admin/students', 'admin@demo-academy.test');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  expect(await widthOf(nav)).toBe(80);
  await expectSettled(page);
  await nav.hover();
  await expect.poll(() => widthOf(nav)).toBe(250);
  await page.mouse.move(900, 500);
  await expect.poll(() => widthOf(nav)).toBe(80);
  await page.goto('/app/admin');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
});

test('a pointer moving over the sidebar widens it though no mouseenter came', async ({ page }) => {
  await signInAt(page, '/app/admin', 'admin@demo-academy.test');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  expect(await widthOf(nav)).toBe(80);
  await nav.getByRole('link', { name: 'Students' }).dispatchEvent('mousemove');
  await expect.poll(() => widthOf(nav)).toBe(250);
});

test('the header is 94% wide, 86% while the sidebar is expanded', async ({ page }) => {
  await signInAt(page, '/app/teacher', 'teacher@demo-academy.test');
  const viewport = page.viewportSize()?.width ?? 1280;
  await expect.poll(async () => (await widthOf(header(page))) / viewport).toBeCloseTo(0.94, 2);
  await expectSettled(page);
  await page.getByRole('navigation', { name: 'Sections' }).hover();
  await expect.poll(async () => (await widthOf(header(page))) / viewport).toBeCloseTo(0.86, 2);
});

test('the header takes its scrolled style at 15 px of scroll, not at 14', async ({ page }) => {
  await signInAt(page, '/app/admin', 'admin@demo-academy.test');
  await page.evaluate(() => (document.body.style.minHeight = '3000px'));
  const shadowAt = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    return header(page);
  };
  await expect(await shadowAt(14)).toHaveAttribute('data-scrolled', 'false');
  await expect(header(page)).toHaveCSS('box-shadow', 'none');
  await expect(await shadowAt(15)).toHaveAttribute('data-scrolled', 'true');
  await expect(header(page)).not.toHaveCSS('box-shadow', 'none');
  await expect(await shadowAt(0)).toHaveAttribute('data-scrolled', 'false');
});

test.describe('at 800 px wide', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('a menu button opens a drawer whose items slide in one after another, and an item closes it', async ({
    page,
  }) => {
    await signInAt(page, '/app/admin', 'admin@demo-academy.test');
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
    // Every frame from the click on, the first and the last item's opacity: the stagger is seen in the frames the
    // browser drew, however slowly a busy machine draws them, not by reading the clock.
    const frames = page.evaluate(
      () =>
        new Promise<[number, number][]>((done) => {
          const seen: [number, number][] = [];
          const started = performance.now();
          const frame = () => {
            const items = document.querySelectorAll('[data-testid="drawer-item"]');
            const opacity = (el: Element | undefined) => (el ? Number(getComputedStyle(el).opacity) : 0);
            if (items.length) seen.push([opacity(items[0]), opacity(items[items.length - 1])]);
            const last = seen.at(-1);
            if ((last && last[1] === 1) || performance.now() - started > 10_000) done(seen);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const items = drawer.getByTestId('drawer-item');
    await expect(items).toHaveCount(ROLE_MODULES.Admin.length);
    const drawn = await frames;
    // 0.3 s delay, then 0.05 s between items: some frame shows the first item further in than the last, and the
    // last ends fully shown.
    expect(drawn.some(([first, last]) => first > last)).toBe(true);
    // The last ends fully shown; the first has long been (a busy machine may draw it a hair under 1 on that frame).
    const [first, last] = drawn.at(-1)!;
    expect(last).toBe(1);
    expect(first).toBeCloseTo(1, 2);
    await page.screenshot({ path: screenshotPath('app-drawer-800') });

    await drawer.getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL('/app/admin/terms');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  });

  test('with reduced motion the drawer items are there at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAt(page, '/app/parent', 'parent@demo-academy.test');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const items = page.getByRole('dialog').getByTestId('drawer-item');
    await expect(items).toHaveCount(ROLE_MODULES.Parent.length);
    for (let i = 0; i < ROLE_MODULES.Parent.length; i++)
      expect(await items.nth(i).evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
  });
});

test('the cart button shows a count only when the cart holds something', async ({ page }) => {
  await signInAt(page, '/app/parent', 'parent@demo-academy.test');
  const cart = page.getByRole('link', { name: /^Cart/ });
  await expect(cart).toHaveAttribute('href', '/cart/');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.evaluate(() => {
    localStorage.setItem(
      'academy_cartSession',
      JSON.stringify({ trip: { name: 'Museum trip', price: 1250, currency: 'GBP' } }),
    );
  });
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a search error shows as an error toast; results open in a panel that leads to the student', async ({ page }) => {
  await signInAt(page, '/app/admin', 'admin@demo-academy.test');
  const box = page.getByRole('searchbox', { name: 'Search students' });
  await expect(box).toHaveAttribute('required', '');
  await expect(box).toHaveAttribute('type', 'search');

  await box.press('Enter'); // blank: the browser refuses, no call is made
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);

  await box.fill('a'.repeat(101));
  await box.press('Enter');
  const toast = page.locator('.Toastify__toast--error');
  await expect(toast).toContainText('Search text must be at most 100 characters.');
  await expect(page.locator('.Toastify__toast-container--bottom-right')).toBeVisible();

  await box.fill('adeyemi');
  await box.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Student search results' });
  await expect(panel).toBeVisible();
  const first = panel.getByRole('link').first();
  const name = ((await first.locator('span').first().textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/app\/admin\/students\/student-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Students' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the profile menu’s Password button leads to /app/passwordReset', async ({ page }) => {
  await signInAt(page, '/app/student', 'student@demo-academy.test');
  await page.getByRole('button', { name: 'Profile: Aisha Adeyemi' }).click();
  await page.getByRole('button', { name: 'Password', exact: true }).click();
  await expect(page).toHaveURL('/app/passwordReset');
});

test('notifications are the user’s own, live, and marking one read goes through the API with a toast', async ({
  page,
}) => {
  await signInAt(page, '/app/teacher', 'teacher@northside.test');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByText('Cover needed on Friday')).toBeVisible();
  await expect(list.getByText('Parents’ evening')).toHaveCount(0); // Demo Academy's, not theirs
  await list.getByRole('button', { name: 'Mark as read: Cover needed on Friday' }).click();
  await expect(page.locator('.Toastify__toast--success')).toContainText('Notification marked as read.');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('a lazy page load shows the loading indicator', async ({ page }) => {
  await signInAt(page, '/app/parent', 'parent@demo-academy.test');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/cart-page-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
});

test('role routes: another role’s route goes to the user’s own dashboard; unknown paths get a real not-found', async ({
  page,
}) => {
  await signInAt(page, '/app/admin/staff', 'parent@demo-academy.test');
  await expect(page).toHaveURL('/app/parent');
  for (const section of ['calendar', 'newsfeed', 'students']) {
    await page.goto(`/app/parent/${section}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section[0]!.toUpperCase() + section.slice(1));
  }
  await page.goto('/app/student');
  await expect(page).toHaveURL('/app/parent');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('every Admin route exists', async ({ page }) => {
  await signInAt(page, '/app/admin', 'admin@demo-academy.test');
  for (const s of [
    'assignments',
    'attendance',
    'calendar',
    'classes',
    'courses',
    'fees',
    'lessons',
    'newsfeed',
    'parents',
    'staff',
    'students',
    'subjects',
    'teachers',
    'terms',
  ]) {
    await page.goto(`/app/admin/${s}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s[0]!.toUpperCase() + s.slice(1));
  }
});

test('where push is unsupported the console says so, exactly', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser without the Push API.
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await signInAt(page, '/app/student', 'student@demo-academy.test');
  await expect.poll(() => messages).toContain('Push notifications are not supported in this browser.');
});

test('in the emulators, turning on push is skipped with a clear log line', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await signInAt(page, '/app/admin', 'admin@demo-academy.test');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const turnOn = page.getByRole('button', { name: 'Turn on push notifications' });
  await expect(turnOn.or(page.getByText('This browser cannot show push notifications.'))).toBeVisible();
  test.skip((await turnOn.count()) === 0, 'this Chromium has no Push API');
  await turnOn.click();
  await expect.poll(() => messages.join('\n')).toMatch(/registration skipped in the emulators/);
});

test.describe('a notification tapped on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  const NOTE = 'schools/demo-academy-school/notifications/demo-admin-02';
  const unread = () => admin().db.doc(NOTE).update({ read: false });
  test.beforeAll(unread);
  test.afterAll(unread);

  test('closes the panel, marks it read and opens its page', async ({ page }) => {
    await signInAt(page, '/app/admin', 'admin@demo-academy.test');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).tap();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.getByRole('link', { name: 'Register not taken for 9B' }).tap();
    await expect(page).toHaveURL('/app/admin/attendance');
    await expect(list).toHaveCount(0);
    await expect.poll(async () => (await admin().db.doc(NOTE).get()).get('read')).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    await noSidewaysScroll(page, 360);
  });
});
