import { expect, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { fillDate, screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';

/** Puts back what the flow changed, whatever step it stopped at. */
async function cleanUp() {
  const { db } = admin();
  for (const [collection, field, values] of [
    ['terms', 'schoolYear', ['2034/2035']],
    ['subjects', 'code', ['E2E1']],
    ['classes', 'name', ['E2E 9Z']],
  ] as const) {
    for (const d of (await db.collection(`${SCHOOL}/${collection}`).where(field, 'in', values).get()).docs)
      await d.ref.delete();
  }
  await db.doc(`${SCHOOL}/students/student-30`).update({ classId: 'class-9c' });
  await db.doc(`${SCHOOL}/classes/class-9c`).update({ studentCount: 10 });
}

test.beforeAll(cleanUp);
test.afterAll(cleanUp);

test('an Admin creates a term, sees a field error and a refused overlap', async ({ page }) => {
  await signInAt(page, '/app/admin/terms', 'admin@demo-academy.test');
  const list = page.getByRole('table', { name: 'terms' });
  await expect(list.getByRole('link', { name: 'Autumn term' })).toBeVisible();
  await expect(page.getByText('1–2 of 2 terms')).toBeVisible();

  await page.getByRole('button', { name: 'New term' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('School year').fill('2034/2035');
  await fillDate(dialog.getByLabel('Start date'), '2034-09-01');
  await fillDate(dialog.getByLabel('End date'), '2034-08-01');
  await dialog.getByRole('button', { name: 'Create term' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await expect(dialog.getByText('End date must be after the start date.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-term-form-errors') });

  await dialog.getByLabel('Name', { exact: true }).fill('E2E autumn');
  await fillDate(dialog.getByLabel('End date'), '2034-12-15');
  await dialog.getByRole('button', { name: 'Create term' }).click();
  await expect(dialog.getByRole('status')).toHaveText('E2E autumn 2034/2035 saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(list.getByRole('link', { name: 'E2E autumn' })).toBeVisible();
  await expect(page.getByText('1–3 of 3 terms')).toBeVisible();

  await page.getByRole('button', { name: 'New term' }).click();
  await dialog.getByLabel('School year').fill('2034/2035');
  await dialog.getByLabel('Name', { exact: true }).fill('E2E clash');
  await fillDate(dialog.getByLabel('Start date'), '2034-12-01');
  await fillDate(dialog.getByLabel('End date'), '2035-02-01');
  await dialog.getByRole('button', { name: 'Create term' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'E2E clash overlaps E2E autumn (Fri, 1 Sept 2034 to Fri, 15 Dec 2034) in 2034/2035: terms of a school year cannot overlap.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('searchbox', { name: 'Search the list of terms' }).fill('e2e');
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1–1 of 1 term', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-terms-search') });
});

test('an Admin creates a subject and is refused a duplicate code', async ({ page }) => {
  await signInAt(page, '/app/admin/subjects', 'admin@demo-academy.test');
  await page.getByRole('button', { name: 'New subject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill('math');
  await dialog.getByLabel('Name', { exact: true }).fill('More maths');
  await dialog.getByRole('button', { name: 'Create subject' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Code MATH is already used by Mathematics.');

  await dialog.getByLabel('Code').fill('e2e1');
  await dialog.getByLabel('Grade levels').fill('7, eight');
  await dialog.getByRole('button', { name: 'Create subject' }).click();
  await expect(dialog.getByText('Each grade level must be a number.')).toBeVisible();
  await dialog.getByLabel('Grade levels').fill('8, 7');
  await dialog.getByRole('button', { name: 'Create subject' }).click();
  await expect(dialog.getByRole('status')).toHaveText('E2E1 More maths saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'E2E1' }).click();
  await expect(page.getByRole('heading', { name: 'E2E1 More maths' })).toBeVisible();
  await expect(page.getByText('7, 8')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL('/app/admin/subjects');
});

test('an Admin creates a class, fills it to capacity and cannot delete it while it has students', async ({ page }) => {
  await signInAt(page, '/app/admin/classes', 'admin@demo-academy.test');
  await page.getByRole('button', { name: 'New class' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('E2E 9Z');
  await dialog.getByLabel('Grade', { exact: true }).fill('9');
  await dialog.getByLabel('Capacity').fill('1');
  await dialog.getByLabel('Homeroom teacher').selectOption({ label: 'Mei Lin' });
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(dialog.getByRole('status')).toHaveText('E2E 9Z saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Move a student of Grade 9C into the new class; a second one does not fit.
  await page.getByRole('link', { name: 'Grade 9C' }).click();
  await expect(page.getByText('10 of 30 places taken.')).toBeVisible();
  await page.getByLabel('Move Dev Chen to another class').selectOption({ label: 'E2E 9Z' });
  // The roster shows each result in place, and as a toast like every API result.
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('1 student moved into E2E 9Z.');
  await expect(page.locator('.Toastify__toast--success', { hasText: '1 student moved into E2E 9Z.' })).toBeVisible();
  await expect(page.getByText('9 of 30 places taken.')).toBeVisible();
  await page.getByLabel('Move Carmen Brown to another class').selectOption({ label: 'E2E 9Z' });
  await expect(main.getByRole('alert')).toHaveText(
    'E2E 9Z has room for 0 more students (1 of 1 places taken); you chose 1.',
  );

  await page.getByRole('link', { name: 'All classes' }).click();
  await page.getByRole('link', { name: 'E2E 9Z' }).click();
  await expect(page.getByRole('table', { name: 'Roster' }).getByText('Dev Chen')).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-class-detail') });
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'E2E 9Z still has 1 student: move or remove them from the class before deleting it.',
  );

  await page.getByRole('button', { name: 'Remove Dev Chen from the class' }).click();
  await expect(page.getByText('No students in this class yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL('/app/admin/classes');

  await page.getByRole('link', { name: 'Grade 9C' }).click();
  await page.getByLabel('Student to add').selectOption({ label: 'Dev Chen (DA-0030)' });
  await page.getByRole('button', { name: 'Add to class' }).click();
  await expect(page.getByText('10 of 30 places taken.')).toBeVisible();
});
