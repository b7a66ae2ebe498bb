import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { admin } from '../support/emulators';
import { fillDate, screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';

async function cleanUp() {
  const { db } = admin();
  for (const s of (await db.collection(`${SCHOOL}/students`).where('lastName', '==', 'Browserton').get()).docs) {
    await db.doc(`${SCHOOL}/parents/parent-05`).update({ childIds: FieldValue.arrayRemove(s.id) });
    await s.ref.delete();
  }
  await db.doc(`${SCHOOL}/classes/class-7a`).update({ studentCount: 10 });
  for (const p of (await db.collection(`${SCHOOL}/parents`).where('lastName', '==', 'Browserton').get()).docs) {
    await db.doc(`${SCHOOL}/students/student-30`).update({ guardianIds: FieldValue.arrayRemove(p.id) });
    await p.ref.delete();
  }
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);

test('an Admin creates a student with a guardian, is refused a duplicate admission number, then archives them', async ({
  page,
}) => {
  await signInAt(page, '/app/admin/students', 'admin@demo-academy.test');
  await expect(page.getByText('1–25 of 30 students')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('26–30 of 30 students')).toBeVisible();

  await page.getByRole('button', { name: 'New student' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Admission number').fill('da-0001');
  await dialog.getByLabel('First name').fill('Robin');
  await dialog.getByLabel('Last name').fill('Browserton');
  await fillDate(dialog.getByLabel('Date of birth'), '2013-02-03');
  await dialog.getByRole('button', { name: 'Create student' }).click();
  await expect(dialog.getByText('Gender must be female, male or other.')).toBeVisible();

  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByLabel('Class').selectOption({ label: 'Grade 7A (10/30)' });
  const guardian = await dialog.getByLabel('Guardians').locator('option', { hasText: 'parent05@' }).textContent();
  await dialog.getByLabel('Guardians').selectOption({ label: guardian ?? '' });
  await dialog.getByRole('button', { name: 'Create student' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Admission number DA-0001 is already used by Aisha Adeyemi.');
  await expect(
    page.locator('.Toastify__toast--error', { hasText: 'Admission number DA-0001 is already used' }),
  ).toBeVisible();
  await dialog.getByLabel('Admission number').fill('DA-9001');
  await dialog.getByRole('button', { name: 'Create student' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Robin Browserton (DA-9001) saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('searchbox', { name: 'Search the list of students' }).fill('browsert');
  await page.getByRole('link', { name: 'Robin Browserton' }).click();
  await expect(page.getByRole('heading', { name: 'Robin Browserton' })).toBeVisible();
  await expect(page.getByText(guardian?.replace(/ \(.*$/, '') ?? '')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Grade 7A' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-student-detail') });

  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('button', { name: 'Yes, archive' }).click();
  await expect(page).toHaveURL('/app/admin/students');
  await page.getByLabel('Archived').selectOption({ label: 'Archived students' });
  await expect(page.getByRole('link', { name: 'Robin Browserton' })).toBeVisible();
});

test('an Admin creates a parent linked to a student, and the student’s page names them', async ({ page }) => {
  await signInAt(page, '/app/admin/parents', 'admin@demo-academy.test');
  await page.getByRole('button', { name: 'New parent' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Lee');
  await dialog.getByLabel('Last name').fill('Browserton');
  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Create parent' }).click();
  await expect(dialog.getByText('E-mail must be a valid e-mail address.')).toBeVisible();
  await dialog.getByLabel('E-mail').fill('lee.browserton@families.test');
  await dialog.getByLabel('Children').selectOption({ label: 'Dev Chen (DA-0030)' });
  await dialog.getByRole('button', { name: 'Create parent' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Lee Browserton saved.');
  await expect(page.locator('.Toastify__toast--success', { hasText: 'Lee Browserton saved.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('searchbox', { name: 'Search the list of parents' }).fill('browsert');
  await expect(page.getByText('1–1 of 1 parent', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Lee Browserton' }).click();
  await page.getByRole('link', { name: 'Dev Chen' }).click();
  await expect(page.getByRole('heading', { name: 'Dev Chen' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Lee Browserton')).toBeVisible();
});

test('the Students list names each row’s class, and its CSV export names them too', async ({ page }) => {
  await signInAt(page, '/app/admin/students', 'admin@demo-academy.test');
  // Each row's class is read by its id, not with every class of the school.
  await expect(page.getByRole('row').filter({ hasText: 'Aisha Adeyemi' })).toContainText('Grade 7A');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  let text = '';
  for await (const chunk of await (await download).createReadStream()) text += String(chunk);
  expect(text).toContain('Aisha Adeyemi,DA-0001,Grade 7A');
});
