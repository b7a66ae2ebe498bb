/**
 * Teacher → Students and Parent → Students, as the demo accounts see them. The demo teacher (Amara Okafor) is the
 * homeroom teacher of Grade 7A (student-01..10); the demo parent's children Aisha and Ben Adeyemi are both in it.
 */
import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { admin } from '../support/emulators';
import { screenshotPath, signIn } from './support';

const CLASS_8B = 'schools/demo-academy-school/classes/class-8b';

/** The teacher also teaches Grade 8B, as a subject teacher would once the timetable lists them for it. */
const teachAlso8B = (yes: boolean) =>
  admin()
    .db.doc(CLASS_8B)
    .update({ teacherUids: yes ? FieldValue.arrayUnion('demo-teacher') : FieldValue.arrayRemove('demo-teacher') });
test.afterAll(() => teachAlso8B(false));

const studentsTable = (page: Page, className: string) => page.getByRole('table', { name: `students in ${className}` });

test('a teacher sees the students of their class only, searches them, and opens a read-only profile', async ({
  page,
}) => {
  await page.goto('/app/teacher');
  await signIn(page, 'teacher@demo-academy.test');
  // The Dashboard shows the class they are working with.
  await expect(page.getByRole('group', { name: 'Current class' })).toContainText('Grade 7A');
  await expect(page.getByRole('group', { name: 'Current class' })).toContainText('Homeroom');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  const table = studentsTable(page, 'Grade 7A');
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('link', { name: 'Aisha Adeyemi' })).toBeVisible();
  await expect(page.getByText('1–10 of 10 students in Grade 7A')).toBeVisible();
  await expect(page.getByText('Kofi Jensen')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /New student/ })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('teacher-students'), fullPage: true });

  // Search stays within the class: a Grade 8B name finds nothing.
  const search = page.getByLabel('Search the list of students in Grade 7A');
  await search.fill('kofi');
  await expect(page.getByText('No students in Grade 7A match this search.')).toBeVisible();
  await search.fill('elif');
  await expect(table.getByRole('link')).toHaveText(['Elif Dubois']);

  await table.getByRole('link', { name: 'Elif Dubois' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elif Dubois' })).toBeVisible();
  await expect(page.getByText('Peanut allergy: EpiPen in the office.')).toBeVisible();
  await expect(page.getByText('Grade 7A')).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit|Archive|Delete/ })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('teacher-student-profile'), fullPage: true });

  // A student of another class is refused exactly like a missing one, even by direct address.
  await page.goto('/app/teacher/students/student-11');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Kofi')).toHaveCount(0);
});

test('a teacher of two classes switches class, and the choice is kept', async ({ page }) => {
  await teachAlso8B(true);
  await page.goto('/app/teacher/students');
  await signIn(page, 'teacher@demo-academy.test');
  const switcher = page.getByLabel('Switch class');
  await expect(switcher).toHaveValue('class-7a');
  await expect(studentsTable(page, 'Grade 7A').getByRole('link', { name: 'Aisha Adeyemi' })).toBeVisible();

  await switcher.selectOption({ label: 'Grade 8B (subject class)' });
  const table = studentsTable(page, 'Grade 8B');
  await expect(table.getByRole('link', { name: 'Kofi Jensen' })).toBeVisible();
  await expect(page.getByText('1–10 of 10 students in Grade 8B')).toBeVisible();
  await expect(page.getByText('Aisha Adeyemi')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Current class' })).toContainText('Subject class');
  await page.screenshot({ path: screenshotPath('teacher-students-switched'), fullPage: true });

  // The Dashboard follows, and a new page load keeps the choice.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByLabel('Switch class')).toHaveValue('class-8b');
  await page.reload();
  await expect(page.getByLabel('Switch class')).toHaveValue('class-8b');

  // No longer teaching Grade 8B: the stored choice is dropped and the homeroom class comes back.
  await teachAlso8B(false);
  await page.goto('/app/teacher/students');
  await expect(studentsTable(page, 'Grade 7A').getByRole('link', { name: 'Aisha Adeyemi' })).toBeVisible();
  await expect(page.getByLabel('Switch class')).toHaveCount(0);
});

test('a parent sees their own children only, switches child, and another family’s child is not found', async ({
  page,
}) => {
  await page.goto('/app/parent/students');
  await signIn(page, 'parent@demo-academy.test');
  const children = page.getByRole('navigation', { name: 'Your children' });
  await expect(children.getByRole('link')).toHaveText(['Aisha Adeyemi', 'Ben Adeyemi']);
  await expect(page.getByRole('heading', { name: 'Aisha Adeyemi' })).toBeVisible();
  const klass = page.getByRole('region', { name: 'Class' });
  await expect(klass).toContainText('Grade 7A');
  await expect(klass).toContainText('Amara Okafor');
  await expect(page.getByRole('region', { name: 'Teachers' })).toContainText('Amara Okafor');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('DA-0001');
  await page.screenshot({ path: screenshotPath('parent-students'), fullPage: true });

  await children.getByRole('link', { name: 'Ben Adeyemi' }).click();
  await expect(page).toHaveURL(/\/app\/parent\/students\/student-02$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ben Adeyemi' })).toBeVisible();
  await expect(children.getByRole('link', { name: 'Ben Adeyemi' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('DA-0002');
  await page.screenshot({ path: screenshotPath('parent-students-switched'), fullPage: true });

  // Chloé Bauer (student-03) is in the same class but another family's child.
  await page.goto('/app/parent/students/student-03');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Chloé')).toHaveCount(0);
});

test('a parent with one child sees no switcher', async ({ page }) => {
  await page.goto('/app/parent/students');
  await signIn(page, 'parent@northside.test');
  await expect(page.getByRole('heading', { name: 'Jordan Price' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Class' })).toContainText('Marcus Hill');
  await expect(page.getByRole('navigation', { name: 'Your children' })).toHaveCount(0);
});
