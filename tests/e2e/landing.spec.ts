import { LANDING_TABS, landingTabHref } from '@academy/shared/landing-tabs';
import { expect, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { expectNoViolations, noSidewaysScroll, screenshotPath, signIn, WIDTHS } from './support';

const TABS = LANDING_TABS;

test('the landing drawer lists every tab, Partners, Blog and (signed out) Login; each tab is its own page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the site menu' }).click();
  const drawer = page.getByRole('dialog');
  const site = drawer.getByRole('navigation', { name: 'Site' });
  await expect(site.getByRole('link')).toHaveText([...TABS, 'Partners', 'Blog', 'Login']);
  for (const tab of TABS)
    await expect(site.getByRole('link', { name: tab, exact: true })).toHaveAttribute('href', landingTabHref(tab));
  await expect(site.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app');

  const headings = new Set<string>();
  for (const tab of TABS) {
    await page.goto(`/?tab=${tab}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    headings.add((await h1.textContent()) ?? '');
  }
  expect(headings.size).toBe(TABS.length);
  await page.goto('/?tab=Parents');
  await expect(page.getByText('Brothers and sisters at the same school')).toBeVisible();
});

test('Login appears only while signed out', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'teacher@demo-academy.test');
  await expect(page).toHaveURL('/app/teacher');

  await page.goto('/?tab=Teachers');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Open Academy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the site menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Teachers', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('the landing page loads no Firestore and no reactfire', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/?tab=Home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const bodies = await Promise.all(scripts.map((u) => page.request.get(u).then((r) => r.text())));
  for (const body of bodies) {
    expect(body).not.toContain('firestore.googleapis.com');
    expect(body).not.toContain('reactfire');
  }
});

test('/partners and /blog show their content from the API; categories narrow the blog', async ({ page }) => {
  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 2, name: 'Northfield Learning Trust' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 2, name: 'Taking the register in under two minutes' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL('/blog?category=guides');
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('Institutions: "register your school" checks the form, then stores the request', async ({ page }) => {
  const { db } = admin();
  for (const d of (await db.collection('rateLimits').get()).docs) await d.ref.delete();

  await page.goto('/?tab=Institutions');
  const form = page.getByRole('form', { name: 'Register your school' });
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByText('School name is required.')).toBeVisible();
  await expect(form.getByText('E-mail must be a valid e-mail address.')).toBeVisible();

  await form.getByLabel('School name').fill('Hillcrest Primary School');
  await form.getByLabel('Your name').fill('Joan Whitfield');
  await form.getByLabel('E-mail').fill('office@hillcrest.example.org');
  await form.getByLabel('Country').fill('United Kingdom');
  await form.getByLabel('Number of students').fill('240');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.locator('.Toastify__toast--success')).toContainText('Thank you.');
  await expect(page.getByRole('status').filter({ hasText: 'Hillcrest Primary School' })).toBeVisible();
  const stored = await db.collection('schoolRegistrations').where('email', '==', 'office@hillcrest.example.org').get();
  expect(stored.size).toBeGreaterThanOrEqual(1);
});

for (const width of WIDTHS) {
  test(`the landing site is usable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/?tab=Home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: screenshotPath(`landing-home-${width}`), fullPage: true });
    await page.goto('/?tab=Institutions');
    await expect(page.getByRole('form', { name: 'Register your school' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`landing-institutions-${width}`), fullPage: true });
  });
}

test('the Students page shows the courses schools have made public, from the API', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/?tab=Students');
    // The courses load when their place on the page comes into view.
    await page.mouse.wheel(0, 2000);
    const courses = page.getByRole('region', { name: 'Courses schools offer' });
    await expect(courses.getByRole('heading', { level: 3, name: 'Algebra foundations' })).toBeVisible();
    await expect(courses).toContainText('Demo Academy · Mathematics · ALG-7');
    await expect(courses).toContainText('Free');
    await page.screenshot({ path: screenshotPath(`landing-public-courses-${width}`), fullPage: true });
    await expectNoViolations(page, `landing-public-courses-${width}`);
  }
});
