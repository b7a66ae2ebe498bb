import { NO_ACCOUNT } from '@academy/shared/invitations';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { expectNoViolations, noSidewaysScroll, pointerOffSidebar, screenshotPath, signInAt } from './support';

/**
 * The school's logo: the Admin uploads it in School settings by pointer (1280 px) and sees it beside the school's name
 * in the header; on a phone (360 px) the header still fits, the logo left out for the search box, and from 576 px it
 * is back; a visitor sees it on /join and on the landing site's public course cards; the Admin removes it again.
 * Screenshots and axe at each.
 */
const SCHOOL = 'demo-academy-school';

async function removeLogo() {
  const logo = (await admin().db.doc(`schools/${SCHOOL}`).get()).get('logo') as { fileId: string } | null | undefined;
  if (!logo) return;
  const token = await idTokenFor('admin@demo-academy.test');
  await callApi('POST', '/files/delete', { token, body: { fileId: logo.fileId } });
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(removeLogo);
test.afterAll(removeLogo);

/** A wide crest: a blue field with a white disc, as a school might draw one. */
const crest = () =>
  sharp({ create: { width: 480, height: 240, channels: 4, background: '#1e3a8a' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240"><circle cx="240" cy="120" r="80" fill="#fff"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

const headerLogo = (page: Page) => page.locator('header').getByRole('img', { name: 'Demo Academy' });

test('the Admin uploads the logo in School settings and sees it in the header (1280 px), which fits at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/settings', 'admin@demo-academy.test');
  await expect(page.getByRole('heading', { level: 2, name: 'School logo' })).toBeVisible();
  await expect(page.getByText('The school has no logo yet.')).toBeVisible();
  await expect(headerLogo(page)).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a logo', exact: true }).click();
  await (await chooser).setFiles({ name: 'Crest.png', mimeType: 'image/png', buffer: await crest() });

  const settings = page.getByTestId('school-logo-settings');
  await expect(settings.getByRole('img', { name: 'Demo Academy' })).toBeVisible({ timeout: 20_000 });
  await expect(settings.getByRole('button', { name: 'Replace the logo', exact: true })).toBeVisible();
  await expect(headerLogo(page)).toBeVisible();
  // The picture arrived (a broken image has no natural width), in its fixed box.
  await expect.poll(() => headerLogo(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await page.locator('header').getByTestId('school-logo').boundingBox();
  expect(box?.width).toBe(32);
  expect(box?.height).toBe(32);
  await expect(page.locator('header')).toContainText('Demo Academy');
  await pointerOffSidebar(page);
  await page.screenshot({ path: screenshotPath('files-logo-settings-1280'), fullPage: true });
  await page.locator('header').screenshot({ path: screenshotPath('files-logo-header-1280') });
  await expectNoViolations(page, 'the school logo in settings at 1280 px');

  // On a phone the header keeps its room for the search box: the logo shows from 576 px (sm) up.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(headerLogo(page)).toBeHidden();
  await expect(page.locator('header').getByRole('button', { name: 'Log out' })).toBeVisible();
  const header = await page.locator('header').boundingBox();
  expect(header!.x + header!.width).toBeLessThanOrEqual(360);
  // Everything in the header is inside it, the log-out button last.
  const logOut = await page.locator('header').getByRole('button', { name: 'Log out' }).boundingBox();
  expect(logOut!.x + logOut!.width).toBeLessThanOrEqual(360);
  await noSidewaysScroll(page, 360, 'school settings with a logo at 360 px');
  await page.screenshot({ path: screenshotPath('files-logo-settings-360'), fullPage: true });
  await page.locator('header').screenshot({ path: screenshotPath('files-logo-header-360') });
  await page.setViewportSize({ width: 576, height: 800 });
  await expect(headerLogo(page)).toBeVisible();
  await noSidewaysScroll(page, 576, 'school settings with a logo at 576 px');
  await page.locator('header').screenshot({ path: screenshotPath('files-logo-header-576') });
  await expectNoViolations(page, 'the school logo in settings at 360 px');
});

/** A paper invitation for a parent without an account, undone afterwards so other specs find the parent as seeded. */
const INVITED = 'parent-14';
async function forgetInvitation() {
  const { db } = admin();
  for (const i of (await db.collection(`schools/${SCHOOL}/invitations`).where('personId', '==', INVITED).get()).docs)
    await i.ref.delete();
  await db.doc(`schools/${SCHOOL}/parents/${INVITED}`).update({ accountUid: null, account: NO_ACCOUNT });
}

test('a visitor sees the logo on /join (360 px) and on the public course cards (1280 px)', async ({ page }) => {
  const token = await idTokenFor('admin@demo-academy.test');
  const invited = await callApi<{ letters: { code: string }[] }>('POST', '/accounts/invite', {
    token,
    body: { people: [{ kind: 'parents', id: INVITED }], channel: 'letter' },
  });
  expect(invited.status).toBe(200);
  try {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/join?code=${encodeURIComponent(invited.body.letters[0]!.code)}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Join Demo Academy as / })).toBeVisible();
    const logo = page.getByRole('img', { name: 'Demo Academy' });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await noSidewaysScroll(page, 360, '/join with the logo');
    await page.screenshot({ path: screenshotPath('files-logo-join-360'), fullPage: true });
    await expectNoViolations(page, '/join with the logo at 360 px');
  } finally {
    await forgetInvitation();
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?tab=Students');
  const courses = page.getByRole('region', { name: 'Courses schools offer' });
  await expect(courses).toContainText('Demo Academy · Mathematics · ALG-7');
  const cardLogo = courses.getByRole('img', { name: 'Demo Academy' }).first();
  await expect(cardLogo).toBeVisible();
  await expect.poll(() => cardLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: screenshotPath('files-logo-public-courses-1280'), fullPage: true });
  await expectNoViolations(page, 'the public course cards with the logo at 1280 px');
});

test('the Admin removes the logo: the header shows the name alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/settings', 'admin@demo-academy.test');
  await expect(headerLogo(page)).toBeVisible();
  await page.getByRole('button', { name: 'Remove the logo', exact: true }).click();
  await expect(page.getByText('The school has no logo yet.')).toBeVisible();
  await expect(headerLogo(page)).toHaveCount(0);
  await expect(page.locator('header')).toContainText('Demo Academy');
  await expectNoViolations(page, 'the school settings after the logo is removed');
});
