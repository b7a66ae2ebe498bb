import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { FieldValue } from 'firebase-admin/firestore';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { look, signInAt } from './support';

/**
 * Files on a phone: Aisha photographs her worksheet and hands it in at 360 px; Mrs Okafor opens the photo and returns
 * a marked-up PDF with the mark; Aisha and her parent open it. Every step by pointer, through the file chooser a tap opens.
 */
const SCHOOL = 'demo-academy-school';
const TITLE = 'E2E: a photo of your worksheet';
const today = schoolToday('Europe/London');
let assignmentId = '';

async function cleanUp() {
  const { db } = admin();
  for (const a of (await db.collection(`schools/${SCHOOL}/assignments`).where('title', '==', TITLE).get()).docs) {
    for (const s of (await db.collection(`schools/${SCHOOL}/submissions`).where('assignmentId', '==', a.id).get()).docs)
      await s.ref.update({ status: 'assigned', submittedAt: null, grade: null });
    const token = await idTokenFor('teacher@demo-academy.test');
    await callApi('POST', '/assignments/deleteAssignment', { token, body: { id: a.id } });
    // The mark it gave leaves Aisha's term marks, so other tests read the demo's figures.
    const totals = await db.collection(`schools/${SCHOOL}/gradeTotals`).where('studentId', '==', 'student-01').get();
    for (const t of totals.docs) await t.ref.update({ [`marks.${a.id}`]: FieldValue.delete() });
  }
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await cleanUp();
  const token = await idTokenFor('teacher@demo-academy.test');
  const res = await callApi<{ id: string }>('POST', '/assignments/saveAssignment', {
    token,
    body: {
      title: TITLE,
      instructions: 'Photograph your worksheet and hand it in.',
      links: [],
      classIds: ['class-7a'],
      subjectId: 'math',
      openDate: today,
      dueDate: addIsoDays(today, 4),
      dueTime: '15:30',
      points: 10,
      lateAccepted: true,
    },
  });
  assignmentId = res.body.id;
});
test.afterAll(cleanUp);

/** Taps a button that opens the file chooser, and chooses a file in it. */
async function choose(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#f4e9c8' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1200"><rect x="200" y="200" width="1200" height="800" fill="none" stroke="#333" stroke-width="12"/></svg>',
        ),
      },
    ])
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/MediaBox[0 0 300 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a student photographs their work and hands it in on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, `/app/student/work/${assignmentId}`, 'student@demo-academy.test');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await choose(page, 'Take a photo', { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  const files = page.getByRole('list', { name: 'Your files' });
  await expect(files.getByTestId('attached-file')).toContainText('IMG_2041.jpg');
  // The thumbnail came through the student's own link.
  await expect(files.locator('img')).toHaveJSProperty('complete', true);
  await expect
    .poll(() => files.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await look(page, 'files-hand-in-photo-360');
  await page.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByText(`${TITLE} handed in.`).first()).toBeVisible();
  // Handed in: the file stays, and can no longer be removed.
  await expect(files.getByRole('button', { name: 'Remove IMG_2041.jpg' })).toHaveCount(0);
});

test('the teacher opens the photo and returns a marked-up file with the mark', async ({ page }) => {
  await signInAt(page, `/app/teacher/assignments/${assignmentId}`, 'teacher@demo-academy.test');
  await page.getByRole('button', { name: 'Aisha Adeyemi' }).click();
  const handedIn = page.getByRole('list', { name: 'Files Aisha Adeyemi handed in' });
  await handedIn.getByRole('button', { name: 'Open IMG_2041.jpg' }).click();
  const preview = page.getByRole('dialog', { name: 'IMG_2041.jpg' });
  const image = preview.getByRole('img', { name: 'IMG_2041.jpg' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await look(page, 'files-teacher-preview-1280');
  await preview.getByRole('button', { name: 'Close' }).click();
  await choose(page, 'Return a marked-up file', { name: 'marked.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: 'Files returned with the mark' })).toContainText('marked.pdf');
  await page.getByLabel('Points out of 10').fill('8');
  await page.getByRole('button', { name: 'Return', exact: true }).click();
  await expect(page.getByTestId('assignment-counts')).toContainText('Returned1');
  await look(page, 'files-teacher-returned-1280');
});

test('the student opens the returned file on their phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, `/app/student/work/${assignmentId}`, 'student@demo-academy.test');
  const returned = page.getByRole('list', { name: 'Files returned with the mark' });
  await returned.getByRole('button', { name: 'Open marked.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'marked.pdf' });
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await look(page, 'files-student-returned-360');
});

test('the parent opens the returned file on their child’s page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, '/app/parent/students/student-01', 'parent@demo-academy.test');
  const mark = page.getByTestId('panel-child-work').getByTestId('returned-mark').filter({ hasText: TITLE });
  await mark.getByRole('button', { name: 'Open marked.pdf' }).click();
  await expect(page.getByRole('dialog', { name: 'marked.pdf' }).locator('iframe')).toHaveAttribute('src', /^blob:/);
  await look(page, 'files-parent-returned-360');
});
