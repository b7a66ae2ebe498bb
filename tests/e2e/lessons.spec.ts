import { expect, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { expectNoViolations, screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';

/** The demo timetable has no Saturday lessons: whatever this test left there goes. */
async function cleanUp() {
  const { db } = admin();
  for (const d of (await db.collection(`${SCHOOL}/lessons`).where('weekday', '==', 6).get()).docs) await d.ref.delete();
}

async function saturdayLessons() {
  return (await admin().db.collection(`${SCHOOL}/lessons`).where('weekday', '==', 6).get()).docs.map(
    (d) => `${d.get('className')} ${d.get('startTime')}`,
  );
}

test.beforeAll(cleanUp);
test.afterAll(cleanUp);

test('an Admin builds a lesson, sees it on the class’s timetable, and is refused a clashing one', async ({ page }) => {
  await signInAt(page, '/app/admin/lessons', 'admin@demo-academy.test');
  await expect(page.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();
  const timetable = page.getByRole('region', { name: 'Timetable of Grade 7A' });
  const monday = timetable.getByRole('list', { name: 'Monday lessons' });
  await expect(monday.getByRole('listitem')).toHaveCount(4);
  await expect(monday.getByRole('listitem').first()).toContainText('09:00–09:50Mathematics (MATH)Amara OkaforRoom 12');
  await expectNoViolations(page, 'the Lessons timetable');

  // A new lesson for Grade 7A (the class on screen), first with its end before its start.
  await page.getByRole('button', { name: 'New lesson' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Class')).toHaveValue('class-7a');
  await dialog.getByLabel('Teacher').selectOption({ label: 'Mei Lin' });
  await dialog.getByLabel('Subject').selectOption({ label: 'Art and Design (ART)' });
  await dialog.getByLabel('Day').selectOption({ label: 'Saturday' });
  await dialog.getByLabel('Room').fill('A1');
  await dialog.getByLabel('Starts at').fill('10:00');
  await dialog.getByLabel('Ends at').fill('09:00');
  await dialog.getByRole('button', { name: 'Create lesson' }).click();
  await expect(dialog.getByText('End time must be after the start time.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-lesson-form-errors') });
  await expectNoViolations(page, 'the New lesson dialog');
  expect(await saturdayLessons()).toEqual([]);

  await dialog.getByLabel('Ends at').fill('11:00');
  await dialog.getByRole('button', { name: 'Create lesson' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Grade 7A Art and Design on Saturday 10:00–11:00 saved.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const saturday = timetable.getByRole('list', { name: 'Saturday lessons' });
  await expect(saturday.getByRole('listitem')).toHaveText(['10:00–11:00Art and Design (ART)Mei LinRoom A1']);
  await page.screenshot({ path: screenshotPath('admin-lessons-timetable-1280'), fullPage: true });

  // The same teacher, another class, overlapping: refused with the clash named, and nothing saved.
  await page.getByRole('button', { name: 'New lesson' }).click();
  await dialog.getByLabel('Class').selectOption({ label: 'Grade 8B' });
  await dialog.getByLabel('Teacher').selectOption({ label: 'Mei Lin' });
  await dialog.getByLabel('Subject').selectOption({ label: 'Art and Design (ART)' });
  await dialog.getByLabel('Day').selectOption({ label: 'Saturday' });
  await dialog.getByLabel('Starts at').fill('10:30');
  await dialog.getByLabel('Ends at').fill('11:30');
  await dialog.getByRole('button', { name: 'Create lesson' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Clashes with Grade 7A Art and Design on Saturday 10:00–11:00: Mei Lin teaches then.',
  );
  await page.screenshot({ path: screenshotPath('admin-lesson-clash-1280') });
  expect(await saturdayLessons()).toEqual(['Grade 7A 10:00']);

  await page.setViewportSize({ width: 360, height: 800 });
  await dialog.getByRole('alert').scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('admin-lesson-clash-360') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // By teacher: Mei Lin's week, where each card names the class.
  await page.getByRole('button', { name: 'By teacher' }).click();
  await page.getByLabel('Teacher', { exact: true }).selectOption({ label: 'Mei Lin' });
  const hers = page.getByRole('region', { name: 'Timetable of Mei Lin' });
  await expect(hers.getByRole('list', { name: 'Saturday lessons' })).toContainText('Grade 7A');
  await page.screenshot({ path: screenshotPath('admin-lessons-by-teacher-360'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The class's own page shows the lesson too; from there, the lesson's page deletes it.
  await page.goto('/app/admin/classes/class-7a');
  const classTimetable = page.getByRole('region', { name: 'Timetable of Grade 7A' });
  const link = classTimetable.getByRole('link', { name: 'Grade 7A Art and Design, Saturday 10:00–11:00' });
  await expect(link).toBeVisible();
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('admin-class-timetable-1280') });
  await link.click();
  await expect(page.getByRole('heading', { name: 'Grade 7A Art and Design', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Room').fill('A2');
  await page.getByRole('button', { name: 'Save lesson' }).click();
  // Shown in place, and as a toast like every API result.
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Grade 7A Art and Design on Saturday 10:00–11:00 saved.',
  );
  await page.getByRole('button', { name: 'Stop editing' }).click();
  await expect(page.getByText('A2', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-lesson-detail-1280') });
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/lessons$/);
  await expect.poll(saturdayLessons).toEqual([]);
});

test('the list of lessons pages through the week and filters by teacher', async ({ page }) => {
  await signInAt(page, '/app/admin/lessons', 'admin@demo-academy.test');
  await page.getByRole('tab', { name: 'List' }).click();
  const list = page.getByRole('table', { name: 'lessons' });
  await expect(page.getByText('1–25 of 45 lessons')).toBeVisible();
  await expect(list.getByRole('row').nth(1)).toContainText('Monday 09:00–09:50');
  await page.getByLabel('Teacher', { exact: true }).selectOption({ label: 'Mei Lin' });
  await expect(page.getByText('1–7 of 7 lessons')).toBeVisible();
  await page.screenshot({ path: screenshotPath('admin-lessons-list-1280') });
});
