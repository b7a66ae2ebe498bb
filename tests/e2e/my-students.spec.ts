/**
 * Teacher → Students and Parent → Students, as the demo accounts see them. The demo teacher (Amara Okafor) is the
 * homeroom teacher of Grade 7A (student-01..10); the demo parent's children Aisha and Ben Adeyemi are both in it.
 */
import { expect, type Page, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { pointerOffSidebar, screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';

/** A class the demo teacher does not teach (Grade 6Z) and one they will teach lessons in (Grade 6Y), one student each. */
const CLASSES: Record<'other' | 'subject', [classId: string, name: string, firstName: string, lastName: string]> = {
  other: ['e2e-views-6z', 'Grade 6Z', 'Zed', 'Outsider'],
  subject: ['e2e-views-6y', 'Grade 6Y', 'Yara', 'Subjectson'],
};
const LESSON = `${SCHOOL}/lessons/e2e-views-english-7a`;

async function seedClasses() {
  const { db } = admin();
  for (const [classId, name, firstName, lastName] of Object.values(CLASSES)) {
    await db.doc(`${SCHOOL}/classes/${classId}`).set({
      name,
      grade: 6,
      section: name.slice(-1),
      capacity: 30,
      homeroomTeacherId: null,
      teacherUids: [],
      guardianUids: [],
      homeroomTeacherName: '',
      termId: 'term-2026-autumn',
      studentCount: 1,
      searchTokens: [],
    });
    await db.doc(`${SCHOOL}/students/${classId}-pupil`).set({
      admissionNumber: `E2E-${name.slice(-2)}`,
      firstName,
      lastName,
      dateOfBirth: '2014-05-05',
      gender: 'other',
      classId,
      guardianIds: [],
      status: 'enrolled',
      enrolmentDate: '2026-09-01',
      medicalNotes: '',
      emergencyContact: { name: '', phone: '' },
      accountUid: null,
      guardianUids: [],
      searchTokens: [firstName.toLowerCase(), lastName.toLowerCase()],
      archived: false,
    });
  }
  // Grade 7A's English, as the timetable would hold it: the parent's view lists its teacher.
  await db.doc(LESSON).set({ classId: 'class-7a', teacherName: 'Daniel Reyes', title: 'English', weekday: 1 });
}
async function removeClasses() {
  const { db } = admin();
  for (const [classId] of Object.values(CLASSES)) {
    await db.doc(`${SCHOOL}/students/${classId}-pupil`).delete();
    await db.doc(`${SCHOOL}/classes/${classId}`).delete();
  }
  await db.doc(LESSON).delete();
}
test.beforeAll(seedClasses);
test.afterAll(removeClasses);

/** The teacher teaches Grade 6Y too, as a subject teacher the timetable lists for it. */
const teachAlso6Y = (yes: boolean) =>
  admin()
    .db.doc(`${SCHOOL}/classes/${CLASSES.subject[0]}`)
    .update({ teacherUids: yes ? ['demo-teacher'] : [] });

const studentsTable = (page: Page, className: string) => page.getByRole('table', { name: `students in ${className}` });

test('a teacher sees the students of their class only, searches them, and opens a read-only profile', async ({
  page,
}) => {
  await signInAt(page, '/app/teacher', 'teacher@demo-academy.test');
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
  await expect(page.getByText('Zed Outsider')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /New student/ })).toHaveCount(0);
  await pointerOffSidebar(page);
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

  // A student of a class they do not teach is refused exactly like a missing one, even by direct address.
  await page.goto(`/app/teacher/students/${CLASSES.other[0]}-pupil`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Outsider')).toHaveCount(0);
});

test('a teacher of several classes switches class, and the choice is kept', async ({ page }) => {
  await teachAlso6Y(true);
  await signInAt(page, '/app/teacher/students', 'teacher@demo-academy.test');
  const switcher = page.getByLabel('Switch class');
  // The homeroom class comes first.
  await expect(switcher).toHaveValue('class-7a');
  await expect(studentsTable(page, 'Grade 7A').getByRole('link', { name: 'Aisha Adeyemi' })).toBeVisible();

  await switcher.selectOption({ label: 'Grade 6Y (subject class)' });
  const table = studentsTable(page, 'Grade 6Y');
  await expect(table.getByRole('link', { name: 'Yara Subjectson' })).toBeVisible();
  await expect(page.getByText('1–1 of 1 student in Grade 6Y')).toBeVisible();
  await expect(page.getByText('Aisha Adeyemi')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Current class' })).toContainText('Subject class');
  await page.screenshot({ path: screenshotPath('teacher-students-switched'), fullPage: true });

  // The Dashboard follows, and a new page load keeps the choice.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByLabel('Switch class')).toHaveValue(CLASSES.subject[0]);
  await page.reload();
  await expect(page.getByLabel('Switch class')).toHaveValue(CLASSES.subject[0]);

  // No longer teaching Grade 6Y: the stored choice is dropped and the homeroom class comes back.
  await teachAlso6Y(false);
  await page.goto('/app/teacher/students');
  await expect(studentsTable(page, 'Grade 7A').getByRole('link', { name: 'Aisha Adeyemi' })).toBeVisible();
  await expect(page.getByText('Yara Subjectson')).toHaveCount(0);
});

test('a parent sees their own children only, switches child, and another family’s child is not found', async ({
  page,
}) => {
  await signInAt(page, '/app/parent/students', 'parent@demo-academy.test');
  const children = page.getByRole('navigation', { name: 'Your children' });
  await expect(children.getByRole('link')).toHaveText(['Aisha Adeyemi', 'Ben Adeyemi']);
  await expect(page.getByRole('heading', { name: 'Aisha Adeyemi' })).toBeVisible();
  const klass = page.getByRole('region', { name: 'Class', exact: true });
  await expect(klass).toContainText('Grade 7A');
  await expect(klass).toContainText('Amara Okafor');
  const teachers = page.getByRole('region', { name: 'Teachers' });
  await expect(teachers).toContainText('Amara Okafor · homeroom teacher');
  await expect(teachers).toContainText('Daniel Reyes · English');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('DA-0001');
  // Her class's week, read under the rules: Monday starts with Mathematics at 09:00.
  const monday = page
    .getByRole('region', { name: 'Timetable of Grade 7A' })
    .getByRole('list', { name: 'Monday lessons' })
    .getByRole('listitem');
  await expect(monday.first()).toContainText('09:00');
  await expect(monday.first()).toContainText('Mathematics');
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
  await signInAt(page, '/app/parent/students', 'parent@northside.test');
  await expect(page.getByRole('heading', { name: 'Jordan Price' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Class', exact: true })).toContainText('Marcus Hill');
  await expect(page.getByRole('navigation', { name: 'Your children' })).toHaveCount(0);
});
