import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const LESSON = `${SCHOOL}/lessons/e2e-course-lesson`;

async function cleanUp() {
  const { db } = admin();
  for (const d of (await db.collection(`${SCHOOL}/courses`).where('code', '==', 'E2E-PY').get()).docs)
    await d.ref.delete();
  await db.doc(LESSON).delete();
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);

const lectureTitles = (module: Locator) => module.getByRole('listitem').locator('p:first-child');

test('an Admin builds a course of two modules, reorders a lecture, publishes it, and deletes it once no lesson uses it', async ({
  page,
}) => {
  await signInAt(page, '/app/admin/courses', 'admin@demo-academy.test');
  const list = page.getByRole('table', { name: 'courses' });
  await expect(list.getByRole('link', { name: 'ALG-7' })).toBeVisible();
  await expect(page.getByText('1–2 of 2 courses')).toBeVisible();

  await page.getByRole('button', { name: 'New course' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill('e2e-py');
  await dialog.getByLabel('Title', { exact: true }).fill('Browser Python');
  await dialog.getByLabel('Subject').selectOption({ label: 'SCI Science' });
  await dialog.getByLabel('Classes').selectOption({ label: 'Grade 7A' });
  await dialog.getByLabel('Price').fill('12.5');
  const first = dialog.getByRole('group', { name: 'Module 1', exact: true });
  await first.getByLabel('Module 1 title').fill('Basics');
  const variables = dialog.getByRole('group', { name: 'Module 1, lecture 1' });
  await variables.getByLabel('Lecture 1 title').fill('Variables');
  await variables.getByLabel('Content').fill('x = 1 gives x the value 1.');
  await first.getByRole('button', { name: 'Add a lecture to module 1' }).click();
  const hello = dialog.getByRole('group', { name: 'Module 1, lecture 2' });
  await hello.getByLabel('Lecture 2 title').fill('Hello, world');
  await hello.getByLabel('Lecture is').selectOption('link');
  await hello.getByLabel('Link').fill('ftp://example.test/hello');
  await dialog.getByRole('button', { name: 'Add a module' }).click();
  const second = dialog.getByRole('group', { name: 'Module 2', exact: true });
  await second.getByLabel('Module 2 title').fill('Loops');
  await second.getByLabel('Lecture 1 title').fill('For loops');
  await dialog.getByRole('button', { name: 'Create course' }).click();
  await expect(
    hello.getByText('Module 1, lecture 2: Link must be a web address starting with http:// or https://.'),
  ).toBeVisible();
  await expect(second.getByText('Module 2, lecture 1: Give the lecture’s content or a link.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-course-form-errors'), fullPage: true });
  // The syllabus editor, with its problems shown.
  const axe = await new AxeBuilder({ page })
    .include('[role=dialog] fieldset')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await hello.getByLabel('Link').fill('https://docs.python.org/3/tutorial/');
  await second.getByLabel('Content').fill('Repeat with for.');
  await dialog.getByRole('button', { name: 'Create course' }).click();
  await expect(dialog.getByRole('status')).toHaveText('E2E-PY Browser Python saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await list.getByRole('link', { name: 'E2E-PY' }).click();
  await expect(page.getByRole('heading', { name: 'E2E-PY Browser Python', level: 1 })).toBeVisible();
  await expect(page.getByText('£12.50')).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  const basics = page.getByRole('region', { name: 'Module 1: Basics' });
  await expect(lectureTitles(basics)).toHaveText(['Variables', 'Hello, world']);
  await expect(page.getByRole('region', { name: 'Module 2: Loops' })).toContainText('Repeat with for.');

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Move lecture 2 of module 1 up' }).click();
  await page.getByText('Published', { exact: true }).click();
  await page.getByRole('button', { name: 'Save course' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('E2E-PY Browser Python saved.');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(lectureTitles(basics)).toHaveText(['Hello, world', 'Variables']);
  await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'https://docs.python.org/3/tutorial/' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath('admin-course-detail'), fullPage: true });

  // A lesson of the timetable teaches the course (lessons are built elsewhere; one is put in place here).
  const courseId = page.url().split('/').at(-1) ?? '';
  await admin().db.doc(LESSON).set({ courseId, classId: 'class-7a', weekday: 1 });
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'E2E-PY Browser Python is taught in 1 lesson of the timetable: delete those lessons or give them another course first.',
  );
  await admin().db.doc(LESSON).delete();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL('/app/admin/courses');
  await expect(page.getByText('1–2 of 2 courses')).toBeVisible();
});

test('the courses list filters by published and exports what it shows', async ({ page }) => {
  await signInAt(page, '/app/admin/courses', 'admin@demo-academy.test');
  const list = page.getByRole('table', { name: 'courses' });
  await page.getByLabel('Published', { exact: true }).selectOption({ label: 'Drafts' });
  await expect(list.getByRole('link')).toHaveText(['CW-8']);
  await expect(list).toContainText('£45.00');
  await page.screenshot({ path: screenshotPath('admin-courses-list') });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await download).createReadStream();
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  expect(text).toContain('CW-8,Creative writing workshop');
  expect(text).not.toContain('ALG-7');
});
