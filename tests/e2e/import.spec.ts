import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { storedState } from '../support/state';
import { screenshotPath, signInAt } from './support';

const SCHOOL = 'schools/demo-academy-school';
const CLASS_ID = 'class-intake-e2e';
const CLASS_NAME = 'Grade 7 Intake';

async function cleanUp() {
  const { db } = admin();
  for (const s of (await db.collection(`${SCHOOL}/students`).where('lastName', '==', 'Intake').get()).docs)
    await s.ref.delete();
  await db.doc(`${SCHOOL}/classes/${CLASS_ID}`).delete();
  for (const a of (await db.collection(`${SCHOOL}/auditLog`).where('action', '==', 'students.imported').get()).docs)
    await a.ref.delete();
}

test.beforeAll(async () => {
  await cleanUp();
  // A class of the current term with room for the whole intake (the demo classes have 20 places left).
  await admin()
    .db.doc(`${SCHOOL}/classes/${CLASS_ID}`)
    .set({
      name: CLASS_NAME,
      grade: 7,
      section: 'I',
      capacity: 60,
      // Amara Okafor (the demo teacher's account) is its homeroom teacher: she should see the intake once imported.
      homeroomTeacherId: 'teacher-01',
      homeroomTeacherName: 'Amara Okafor',
      teacherUids: ['demo-teacher'],
      guardianUids: [],
      termId: 'term-2026-autumn',
      studentCount: 0,
      searchTokens: ['grade', 'intake'],
    });
});
test.afterAll(cleanUp);

/** A file of 50 new students, as an office would fill the template; `badRow` (a file row number) gets a bad date. */
function intakeCsv(header: string, badRow?: number): string {
  const lines = [header.trim()];
  for (let n = 1; n <= 50; n++) {
    const row = n + 1;
    const born = row === badRow ? '21/04/2013' : `2013-${String((n % 12) + 1).padStart(2, '0')}-15`;
    lines.push(
      [
        `IN-${String(n).padStart(3, '0')}`,
        `Pupil${n}`,
        'Intake',
        born,
        n % 2 ? 'female' : 'male',
        CLASS_NAME,
        'enrolled',
        '2026-09-01',
        n === 3 ? '"Asthma, inhaler in bag"' : '',
        'Intake family',
        '+44 7700 900777',
        n === 1 ? 'parent05@families.demo-academy.test' : '',
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

async function chooseFile(dialog: Locator, name: string, csv: string) {
  await dialog.getByLabel('CSV file (drop it here or choose it)').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from a CSV file' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const intakeState = async () => {
  const { firestore } = await storedState();
  return Object.fromEntries(Object.entries(firestore).filter(([path]) => path.startsWith(SCHOOL)));
};

test('an Admin imports 50 students from CSV: a bad row first, then the fixed file; a second import changes nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, '/app/admin/students', 'admin@demo-academy.test');
  await expect(page.getByText('1–25 of 30 students')).toBeVisible();

  let dialog = await openImport(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const template = await readFile((await (await download).path())!, 'utf8');
  expect(template).toBe(
    'admissionNumber,firstName,lastName,dateOfBirth,gender,class,status,enrolmentDate,medicalNotes,' +
      'emergencyContactName,emergencyContactPhone,guardianEmails\r\n',
  );

  // First version: row 7 has a date the way a spreadsheet may write it.
  const before = await intakeState();
  await chooseFile(dialog, 'intake.csv', intakeCsv(template, 7));
  await expect(dialog.getByText('Preview of 50 rows: 49 new, 0 updated, 0 unchanged, 1 with errors.')).toBeVisible();
  await expect(dialog.getByText('Row 7: Date of birth must be a date (YYYY-MM-DD).')).toBeVisible();
  // The comparison with the enrolment date waits until the date itself is right.
  await expect(dialog.getByText(/Enrolment date must be after/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Import / })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('import-students-row-error') });

  // Leaving the bad row out leaves 49 to import; the office fixes the file instead, to import all 50.
  await dialog.getByRole('button', { name: 'Leave out the 1 row with errors' }).click();
  await expect(dialog.getByText('Preview of 49 rows: 49 new, 0 updated, 0 unchanged.')).toBeVisible();
  expect(await intakeState()).toEqual(before);

  const fixed = intakeCsv(template);
  await chooseFile(dialog, 'intake-fixed.csv', fixed);
  await expect(dialog.getByText('Preview of 50 rows: 50 new, 0 updated, 0 unchanged.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('import-students-preview') });
  expect(await intakeState()).toEqual(before);

  await dialog.getByRole('button', { name: 'Import 50 rows' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported: 50 new, 0 updated, 0 unchanged.');
  await expect(page.locator('.Toastify').getByText('Imported: 50 new, 0 updated, 0 unchanged.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('import-students-done') });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByText('1–25 of 80 students')).toBeVisible();
  await page.screenshot({ path: screenshotPath('import-students-list') });
  // The class filter's choices are read when the pointer reaches it, not when the list opens.
  const classFilter = page.getByLabel('Class', { exact: true });
  await classFilter.hover();
  await classFilter.selectOption({ label: CLASS_NAME });
  await expect(page.getByText('1–25 of 50 students')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the list of students' }).fill('pupil3');
  await page.getByRole('link', { name: 'Pupil3 Intake' }).click();
  await expect(page.getByText('Asthma, inhaler in bag')).toBeVisible();
  await expect(page.getByRole('link', { name: CLASS_NAME })).toBeVisible();
  const intake = (await admin().db.doc(`${SCHOOL}/classes/${CLASS_ID}`).get()).data();
  expect(intake?.studentCount).toBe(50);

  // The same file again: every row unchanged, and nothing is written.
  await page.goto('/app/admin/students');
  await expect(page.getByText('1–25 of 80 students')).toBeVisible();
  const imported = await intakeState();
  dialog = await openImport(page);
  await chooseFile(dialog, 'intake-fixed.csv', fixed);
  await expect(dialog.getByText('Preview of 50 rows: 0 new, 0 updated, 50 unchanged.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 50 rows' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported: 0 new, 0 updated, 50 unchanged.');
  await expect(dialog.getByText('Outcome for 50 rows: 0 new, 0 updated, 50 unchanged.')).toBeVisible();
  await expect(page.locator('.Toastify').getByText('Imported: 0 new, 0 updated, 50 unchanged.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('import-students-unchanged') });
  expect(await intakeState()).toEqual(imported);
});

test('the class’s homeroom teacher sees the imported students, read-only', async ({ page }) => {
  await signInAt(page, '/app/teacher/students', 'teacher@demo-academy.test');
  await page.getByLabel('Switch class').selectOption({ label: `${CLASS_NAME} (homeroom)` });
  await expect(page.getByText(`1–25 of 50 students in ${CLASS_NAME}`)).toBeVisible();
  await page.getByRole('main').getByRole('searchbox').fill('pupil3');
  await expect(page.getByRole('link', { name: 'Pupil3 Intake', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Import|New student/ })).toHaveCount(0);
});
