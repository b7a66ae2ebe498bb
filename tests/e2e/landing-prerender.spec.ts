/**
 * The public site is prerendered by the build (web/prerender.ts): each page reads without JavaScript, hydrates without
 * a mismatch or a layout shift, and its JavaScript stays within budget (counted from the build, in gzip KiB).
 */
import { expect, type Page, test } from '@playwright/test';
import { LANDING_TABS, landingTabPath } from '@academy/shared/landing-tabs';
import { DIST, LANDING_BUDGET, landingBundle } from '../../scripts/landing-bundle';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { admin } from '../support/emulators';
import { expectNoViolations, noSidewaysScroll, screenshotPath } from './support';

/** Each prerendered address and the heading its HTML carries before any script runs. */
const PAGES: [string, string][] = [
  ['/', 'The school system everyone opens every day'],
  ['/parents', 'Know what is happening at school, without chasing the office'],
  ['/students', 'Your school record, kept private'],
  ['/teachers', 'Your classes and their students, ready when the bell goes'],
  ['/institutions', 'Run your school on Academy'],
  ['/support', 'How can we help?'],
  ['/partners', 'Partners'],
  ['/blog', 'Blog'],
];

/** The landing tabs' stored paths and their names (Home's address is `/` itself). */
const TAB_OF_PATH = new Map(LANDING_TABS.filter((t) => t !== 'Home').map((t) => [landingTabPath(t), t] as const));

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

test('each public page is prerendered, and its JavaScript stays within budget', async ({ request }) => {
  for (const [path, heading] of PAGES) {
    expect(existsSync(join(DIST, fileOf(path))), `web/dist/${fileOf(path)}`).toBe(true);
    const html = await (await request.get(path)).text();
    expect(html, `${path} is served its prerendered HTML`).toContain(`data-prerendered="true"`);
    expect(html, `${path}'s HTML holds its heading`).toContain(`>${heading}</h1>`);
    const bundle = landingBundle(fileOf(path));
    expect(bundle.firstKiB, `${path}: JavaScript before interactive, gzip KiB`).toBeLessThanOrEqual(
      LANDING_BUDGET.beforeInteractiveKiB,
    );
    expect(bundle.hydrateKiB, `${path}: JavaScript to hydrate, gzip KiB`).toBeLessThanOrEqual(
      LANDING_BUDGET.hydrateKiB,
    );
    expect(bundle.offenders, 'Firestore, reactfire, charts or the calendar').toEqual([]);
  }
  // Every other address gets the app's empty shell, never a landing page to hydrate over.
  const app = await (await request.get('/app/admin')).text();
  expect(app).not.toContain('data-prerendered');
  expect(app).toContain('<div id="root"></div>');
});

for (const width of [360, 1280]) {
  test(`without JavaScript, each public page shows its content at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('body')).toBeVisible();
      await noSidewaysScroll(page, width, path);
      await page.screenshot({
        path: screenshotPath(`prerendered${path.replace(/\//g, '-')}-${width}`),
        fullPage: true,
      });
    }
    await page.goto('/institutions');
    await expect(page.getByRole('form', { name: 'Register your school' }).getByLabel('School name')).toBeVisible();
    await context.close();
  });
}

test('without JavaScript, the menu at 360 px leads to the list of pages, whose links reach each page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the site menu' }).click();
  await expect(page).toHaveURL(/#site-menu$/);
  const menu = page.getByRole('navigation', { name: 'Site' });
  await expect(menu).toBeInViewport();
  await expect(menu.getByRole('link')).toHaveText([...LANDING_TABS, 'Partners', 'Blog']);
  await page.screenshot({ path: screenshotPath('prerendered-menu-no-js-360') });
  // axe needs a script, so the footer's list is checked with the rest of each page in a11y.spec.ts.
  for (const [path, heading] of PAGES) {
    const name = TAB_OF_PATH.get(path) ?? (path === '/' ? 'Home' : heading);
    await page.goto(path === '/' ? '/parents' : '/');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  // Login is in the header from the start, not only once the app knows the visitor is signed out.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app');
  await context.close();
});

test('a page with nothing left to load fetches no script but its first until the visitor reaches for something', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/parents', { waitUntil: 'load' });
  // Longer than the browser's idle callback may wait (2 s): nothing starts the app by itself.
  await page.waitForTimeout(3000);
  expect(scripts, 'scripts before any interaction').toEqual([expect.stringMatching(/^\/assets\/index-.*\.js$/)]);
  await page.getByRole('button', { name: 'Open the site menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Parents', exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(1);
});

/** The page's scripts, as their paths, from here on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}
/** Whether every script the page fetched is its first (`/assets/index-<hash>.js`), none of the app's. */
const firstScriptOnly = (scripts: string[]) => scripts.every((s) => /^\/assets\/index-.*\.js$/.test(s));

for (const width of [360, 1280]) {
  test(`/partners and /blog show their lists at ${width} px with the first script only, before any interaction`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 2, name: 'Northfield Learning Trust' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Visit PayBridge' })).toHaveAttribute('href', /^https:\/\//);
    await noSidewaysScroll(page, width, '/partners');
    await page.screenshot({ path: screenshotPath(`public-list-partners-${width}`), fullPage: true });

    await page.goto('/blog');
    const posts = page.getByRole('article');
    await expect(posts).toHaveCount(4);
    await expect(posts.first().getByRole('heading', { level: 2 })).toHaveText(
      'Taking the register in under two minutes',
    );
    await expect(posts.first()).toContainText('Guides · Thu, 12 Nov 2026 · Priya Natarajan');
    const categories = page.getByRole('navigation', { name: 'Blog categories' });
    await expect(categories.getByRole('link', { name: 'All posts' })).toHaveAttribute('aria-current', 'page');
    await noSidewaysScroll(page, width, '/blog');
    await page.screenshot({ path: screenshotPath(`public-list-blog-${width}`), fullPage: true });
    // Both lists came without the app: nothing reached for the page yet.
    expect(firstScriptOnly(scripts), scripts.join(', ')).toBe(true);
    // A category is a link, so it works before the app as after it.
    await categories.getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL('/blog?category=guides');
    await expect(posts).toHaveCount(2);
    await expect(categories.getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });
}

test('a partner’s or a post’s words show as text and never run', async ({ page }) => {
  const { db } = admin();
  const hostile = '<img src=x onerror="window.pwned=1">{description}';
  await db.doc('partners/zz-hostile').set({
    name: hostile,
    kind: '<script>window.pwned=2</script>',
    description: '{name}',
    website: 'https://hostile.example.org/',
    order: 0,
  });
  await db.doc('blog/zz-hostile').set({
    title: hostile,
    categoryId: 'guides',
    author: '<b onclick="window.pwned=3">author</b>',
    publishedAt: '2026-11-27',
    summary: '{paragraph}',
    body: ['<iframe src="javascript:window.pwned=4"></iframe>'],
    draft: false,
  });
  await db.doc('blog/zz-draft').set({
    title: 'A draft on the page',
    categoryId: 'guides',
    author: 'Nobody',
    publishedAt: '2026-11-27',
    summary: 'Never shown.',
    body: ['Never shown.'],
    draft: true,
  });
  try {
    const scripts = scriptsOf(page);
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 2, name: hostile })).toBeVisible();
    await expect(page.locator('[data-public-list]').getByText('{name}', { exact: true })).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 2, name: hostile })).toBeVisible();
    await expect(page.getByText('<iframe src="javascript:window.pwned=4"></iframe>')).toBeVisible();
    await expect(page.getByText('A draft on the page')).toHaveCount(0);
    await expect(page.locator('#root img[src="x"], #root iframe, #root script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(firstScriptOnly(scripts), scripts.join(', ')).toBe(true);
  } finally {
    await Promise.all(['partners/zz-hostile', 'blog/zz-hostile', 'blog/zz-draft'].map((p) => db.doc(p).delete()));
  }
});

/** Sums the layout shifts not caused by input, from the first paint on. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('each public page hydrates without a mismatch and without moving', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await watchShifts(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path] of PAGES) {
      await page.goto(path);
      // A tab's page is stored at a path of its own, but its address is the root's with the tab named.
      const tab = TAB_OF_PATH.get(path);
      if (tab) await expect(page).toHaveURL(`/?tab=${tab}`);
      // The app starts at the visitor's first focus (or, with a list to load, when idle): a focus that is no input,
      // so a shift would still count.
      await page.evaluate(() => document.dispatchEvent(new Event('focusin')));
      // Hydrated once React holds the root; signed out, the header then shows Login.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
      );
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      if (path === '/students') await expect(page.getByRole('region', { name: 'Courses schools offer' })).toBeVisible();
      if (path === '/partners' || path === '/blog') await expect(page.getByRole('article').first()).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts, `${path} at ${width} px: layout shift`).toBeLessThan(0.01);
    }
  }
  expect(errors).toEqual([]);
});

test('a reader of another language gets it once the app starts, and a tab at its own address, /?tab=<Name>', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System szkolny, który każdy otwiera codziennie');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.goto('/?tab=Parents');
  await expect(page).toHaveURL('/?tab=Parents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Wiedz, co dzieje się w szkole, bez dopytywania sekretariatu',
  );
  await expect(page.locator('html')).not.toHaveClass(/academy-wait/);
  await expectNoViolations(page, 'prerendered /parents in Polish');
  await context.close();
});
