import { expect, test } from '@playwright/test';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { STUDENT } from '../support/route-samples';
import { signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const MARKUP = '<img src=x onerror=alert(1)>';

async function cleanUp() {
  const { db } = admin();
  for (const s of (await db.collection(`${SCHOOL}/students`).where('lastName', '==', 'Markupson').get()).docs)
    await s.ref.delete();
}
test.beforeAll(async () => {
  await cleanUp();
  const res = await callApi('POST', '/students/create', {
    token: await idTokenFor('admin@demo-academy.test'),
    body: {
      ...STUDENT,
      admissionNumber: 'DA-HTML-1',
      firstName: MARKUP,
      lastName: 'Markupson',
      medicalNotes: '<b>bold?</b>',
    },
  });
  expect(res.status).toBe(200);
});
test.afterAll(cleanUp);

test('HTML in a name is shown as the text it is, in the list and on the record', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  await signInAt(page, '/app/admin/students', 'admin@demo-academy.test');
  await page.getByRole('searchbox', { name: 'Search the list of students' }).fill('markupson');
  const link = page.getByRole('link', { name: `${MARKUP} Markupson` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name: `${MARKUP} Markupson` })).toBeVisible();
  await expect(page.getByText('<b>bold?</b>')).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('b', { hasText: 'bold?' }).count()).toBe(0);
  expect(dialogs).toBe(0);
});
