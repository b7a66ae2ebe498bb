import { expect, type Page, test } from '@playwright/test';
import type { StudentFilesDoc } from '@academy/shared/files';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { look, screenshotPath, signInAt } from './support';

/**
 * What the office keeps about a student, tried by pointer: the office uploads the photographer's ZIP of 7A's photos
 * (named by admission number), then keeps a care plan (staff only) and a trip consent form (shared) on Aisha's record.
 * Mrs Okafor sees the faces on her register and class list, and both documents; Aisha's parent sees only the consent
 * form, on her phone.
 */
const SCHOOL = 'schools/demo-academy-school';
const STUDENTS = ['student-01', 'student-02'];
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/MediaBox[0 0 300 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const face = (background: string) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

let savedSettings: Record<string, unknown> = {};

/** Every photo and document of the two students goes, through the API, so the school's usage stays right. */
async function cleanUp() {
  const token = await idTokenFor('admin@demo-academy.test');
  for (const id of STUDENTS) {
    const kept = (await admin().db.doc(`${SCHOOL}/studentFiles/${id}`).get()).data() as StudentFilesDoc | undefined;
    const ids = [kept?.photo?.fileId, ...(kept?.documents ?? []).map((d) => d.fileId)].filter((f) => !!f);
    for (const fileId of ids) await callApi('POST', '/files/delete', { token, body: { fileId } });
  }
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await cleanUp();
  // Every day a school day, so today's register opens whatever day the test runs.
  const school = await admin().db.doc(SCHOOL).get();
  savedSettings = school.get('settings') as Record<string, unknown>;
  await admin()
    .db.doc(SCHOOL)
    .update({ 'settings.teachingWeekdays': [1, 2, 3, 4, 5, 6, 7] });
});
test.afterAll(async () => {
  await cleanUp();
  await admin().db.doc(SCHOOL).update({ settings: savedSettings });
});

async function choose(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

/** Waits until each picture in `scope` has loaded its bytes. */
async function picturesShown(scope: ReturnType<Page['getByTestId']>) {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  for (const img of await images.all())
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
}

test('the office uploads the photographer’s ZIP of photos named by admission number', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/students', 'admin@demo-academy.test');
  await page.getByRole('button', { name: 'Upload photos' }).click();
  const dialog = page.getByRole('dialog', { name: "Upload students' photos" });
  const zip = zipSync({
    '7A/DA-0001.jpg': new Uint8Array(await face('#7a9')),
    '7A/DA-0002.jpg': new Uint8Array(await face('#a79')),
    '7A/XX-9999.jpg': new Uint8Array(await face('#99a')),
  });
  await dialog
    .getByLabel('Photos or a ZIP file')
    .setInputFiles({ name: '7A photos.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await expect(dialog.getByText('2 photos match students; 1 matches no admission number.')).toBeVisible();
  await expect(dialog.getByText('No student has admission number XX-9999')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(dialog.getByText('Uploaded')).toHaveCount(2);
  await look(page, 'files-people-photos-zip-1280');
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('the office keeps a staff-only care plan and shares a consent form on Aisha’s record', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin/students/student-01', 'admin@demo-academy.test');
  const panel = page.getByTestId('panel-student-files');
  await expect(panel.getByRole('img', { name: 'Photo of Aisha Adeyemi' })).toBeVisible();
  await expect(panel.getByText('No documents are kept for Aisha yet.')).toBeVisible();
  await choose(page, 'Add documents', { name: 'Care plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  const documents = panel.getByRole('list', { name: 'Documents about Aisha Adeyemi' });
  await expect(documents.getByTestId('attached-file').filter({ hasText: 'Care plan.pdf' })).toContainText('Staff only');
  await panel.getByLabel('New documents are').selectOption('guardians');
  await choose(page, 'Add documents', { name: 'Trip consent.pdf', mimeType: 'application/pdf', buffer: PDF });
  const consent = documents.getByTestId('attached-file').filter({ hasText: 'Trip consent.pdf' });
  await expect(consent).toContainText('Shared with guardians');
  // Changing one's mind: made staff only, then shared again.
  await consent.getByRole('button', { name: 'Make staff only' }).click();
  await expect(consent).toContainText('Staff only');
  await consent.getByRole('button', { name: 'Share with guardians' }).click();
  await expect(consent).toContainText('Shared with guardians');
  await panel.scrollIntoViewIfNeeded();
  await look(page, 'files-people-record-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await panel.scrollIntoViewIfNeeded();
  await look(page, 'files-people-record-360');
});

test('the class teacher sees the faces on the register and the class list, and both documents', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAt(page, '/app/teacher/attendance', 'teacher@demo-academy.test');
  const row = page.getByRole('listitem').filter({ hasText: 'Grade 7A: Daily register' });
  await row.getByRole('button', { name: /Take register|Open register/ }).click();
  const aisha = page.getByTestId('mark-student-01');
  await picturesShown(aisha.getByTestId('student-photo'));
  await look(page, 'files-people-register-360');
  await page.getByRole('button', { name: 'Back to registers' }).click();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/teacher/students');
  const link = page.getByRole('link', { name: 'Aisha Adeyemi', exact: true });
  await picturesShown(link.getByTestId('student-photo'));
  await look(page, 'files-people-class-list-1280');
  await link.click();
  const panel = page.getByTestId('panel-student-files');
  await expect(panel.getByRole('list', { name: 'Documents about Aisha Adeyemi' })).toContainText('Care plan.pdf');
  await expect(panel.getByRole('button', { name: /Remove|Share with guardians|Make staff only/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Add documents' })).toHaveCount(0);
});

test('Aisha’s parent reads the consent form on a phone, and nothing of the care plan', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAt(page, '/app/parent/students/student-01', 'parent@demo-academy.test');
  const panel = page.getByTestId('panel-child-documents');
  await expect(panel.getByRole('list', { name: 'Documents about Aisha' })).toContainText('Trip consent.pdf');
  await expect(page.getByText('Care plan.pdf')).toHaveCount(0);
  await expect(page.getByTestId('student-photo')).toHaveCount(0);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: screenshotPath('files-people-parent-documents-360') });
  await panel.getByRole('button', { name: 'Open Trip consent.pdf' }).click();
  await expect(page.getByRole('dialog', { name: 'Trip consent.pdf' }).locator('iframe')).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await look(page, 'files-people-parent-360');
});

test('the office removes Aisha’s photo, and her record says she has none', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAt(page, '/app/admin/students/student-01', 'admin@demo-academy.test');
  const panel = page.getByTestId('panel-student-files');
  await expect(panel.getByRole('img', { name: 'Photo of Aisha Adeyemi' })).toBeVisible();
  await panel.getByRole('button', { name: 'Remove the photo' }).click();
  await expect(panel.getByText('No photo of Aisha yet.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  await look(page, 'files-people-photo-removed-360');
});
