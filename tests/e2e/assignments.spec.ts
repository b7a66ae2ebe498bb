import { weekdayName } from '@academy/shared/assignment';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { execFileSync } from 'node:child_process';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { expectNoViolations, screenshotPath, signInAt } from './support';

/**
 * The whole round: Amara Okafor sets work for Grade 7A (seeing how much is already due), Aisha hands it in from her
 * dashboard, it is marked and returned, and her parent sees the mark and the feedback; then overdue work reaches the
 * parent as a missing-work notice.
 */
const SCHOOL = 'demo-academy-school';
const TITLE = 'E2E: fractions of shapes';
const MISSING = 'E2E: times tables test';
const today = schoolToday('Europe/London');
const made: string[] = [];

async function cleanUp() {
  const { db } = admin();
  for (const title of [TITLE, MISSING, 'E2E: fractions of shapes, corrected']) {
    const found = await db.collection(`schools/${SCHOOL}/assignments`).where('title', '==', title).get();
    for (const a of found.docs) made.push(a.id);
  }
  for (const id of made) {
    for (const s of (await db.collection(`schools/${SCHOOL}/submissions`).where('assignmentId', '==', id).get()).docs)
      await s.ref.delete();
    await db.doc(`schools/${SCHOOL}/assignments/${id}`).delete();
    await db
      .doc(`schools/${SCHOOL}/classWork/class-7a_term-2026-autumn`)
      .set({ work: { [id]: FieldValue.delete() } }, { merge: true });
  }
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);

async function look(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
  await expectNoViolations(page, name);
}

test.describe.configure({ mode: 'serial' });

test('the teacher sets work for 7A and sees the workload hint', async ({ page }) => {
  await signInAt(page, '/app/teacher/assignments', 'teacher@demo-academy.test');
  await page.getByRole('button', { name: 'Set work' }).click();
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Instructions', { exact: false }).fill('Shade **half** of each shape.');
  await page
    .locator('label')
    .filter({ hasText: /^Grade 7A$/ })
    .click();
  await page.getByLabel('Subject').selectOption({ label: 'Mathematics' });
  // The demo Fractions worksheet is due in three days: the hint counts it.
  await page.getByLabel('Due date').fill(addIsoDays(today, 3));
  await expect(page.getByTestId('workload-hint')).toContainText('of 10 students in Grade 7A already have 1 piece due');
  await look(page, 'assignments-set-work-1280');
  await page.getByRole('button', { name: 'Set work' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByTestId('assignment-counts')).toContainText('Handed in0');
});

test('the demo student hands it in from the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, '/app/student', 'student@demo-academy.test');
  const panel = page.getByTestId('panel-my-work');
  await panel.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByLabel('Your answer (formatted text)').fill('I shaded **two of four** squares.');
  await page.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByRole('button', { name: 'Unsubmit' })).toBeVisible();
  await expect(page.getByText(`${TITLE} handed in.`).first()).toBeVisible();
  await look(page, 'assignments-handed-in-360');
});

test('the teacher marks and returns it', async ({ page }) => {
  await signInAt(page, '/app/teacher/assignments', 'teacher@demo-academy.test');
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByTestId('assignment-counts')).toContainText('Handed in1');
  await page.getByRole('button', { name: 'Aisha Adeyemi' }).click();
  await page.getByLabel('Points out of 10').fill('9');
  await page.getByLabel('Feedback').fill('Careful shading and clear reasoning.');
  await page.getByRole('button', { name: 'Return', exact: true }).click();
  await expect(page.getByTestId('assignment-counts')).toContainText('Returned1');
  await look(page, 'assignments-marking-1280');
});

test('the parent sees the mark and the feedback', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, '/app/parent/students/student-01', 'parent@demo-academy.test');
  const panel = page.getByTestId('panel-child-work');
  await expect(panel.getByTestId('returned-mark').filter({ hasText: `${TITLE}: 9/10` })).toContainText(
    'Careful shading and clear reasoning.',
  );
  await look(page, 'assignments-parent-360');
});

test('a missing-work notice reaches the parent', async ({ page }) => {
  const token = await idTokenFor('teacher@demo-academy.test');
  const yesterday = addIsoDays(today, -1);
  const res = await callApi<{ id: string }>('POST', '/assignments/saveAssignment', {
    token,
    body: {
      title: MISSING,
      instructions: '',
      links: [],
      classIds: ['class-7a'],
      subjectId: 'math',
      openDate: yesterday,
      dueDate: yesterday,
      dueTime: '09:00',
      points: 20,
      lateAccepted: true,
    },
  });
  expect(res.status).toBe(200);
  made.push(res.body.id);
  // The schedule's work, run now (the emulator fires no schedules).
  execFileSync('npx', ['tsx', 'scripts/run-assignment-schedule.ts'], { env: process.env, stdio: 'inherit' });
  await signInAt(page, '/app/parent/students/student-01', 'parent@demo-academy.test');
  await expect(page.getByTestId('panel-child-work')).toContainText(MISSING);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText(`Aisha has not handed in “${MISSING}”, due yesterday.`)).toBeVisible();
  await look(page, 'assignments-missing-notice-1280');
  await admin().db.doc(`schools/${SCHOOL}/notifications/missing_${res.body.id}_student-01_demo-parent`).delete();
});

test.describe('changing work already set', () => {
  const CHANGED = 'E2E: fractions of shapes, corrected';

  for (const width of [360, 1280] as const) {
    test(`the teacher changes the work and gives one student an extension, then excuses another (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await idTokenFor('teacher@demo-academy.test');
      const res = await callApi<{ id: string }>('POST', '/assignments/saveAssignment', {
        token,
        body: {
          title: TITLE,
          instructions: 'Shade half.',
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
      expect(res.status).toBe(200);
      made.push(res.body.id);
      await signInAt(page, `/app/teacher/assignments/${res.body.id}`, 'teacher@demo-academy.test');

      await page.getByRole('button', { name: 'Change the work' }).click();
      const form = page.getByRole('form', { name: 'Change the work' });
      await expect(form.getByLabel('Title')).toHaveValue(TITLE);
      // The hint counts the class's other work, not this piece itself.
      await expect(form.getByTestId('workload-hint')).not.toContainText(`due on ${weekdayName(addIsoDays(today, 4))}`);
      // A problem is shown beside the field it is about, and nothing is sent.
      await form.getByLabel('Points (empty: no grade)').fill('0');
      await expect(form.getByText('Points must be at least 1.')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
      await form.getByLabel('Points (empty: no grade)').fill('12');
      await form.getByLabel('Title').fill(CHANGED);
      await look(page, `assignments-change-work-${width}`);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: CHANGED })).toBeVisible();
      await expect(page.getByText('out of 12')).toBeVisible();

      // Aisha gets two more days; Ben is excused.
      await page.getByRole('button', { name: 'Aisha Adeyemi' }).click();
      const marking = page.getByTestId('mark-work');
      await marking.getByLabel('New due date').fill(addIsoDays(today, 6));
      await marking.getByLabel('New due time').fill('09:00');
      await marking.getByRole('button', { name: 'Give an extension' }).click();
      await expect(marking.getByTestId('student-due')).toContainText('Extension until');
      await expect(page.getByRole('row', { name: /Aisha Adeyemi/ })).toContainText('Extension');
      await look(page, `assignments-extension-${width}`);
      const other = page.getByRole('row').nth(2).getByRole('button');
      const otherName = (await other.innerText()).trim();
      await other.click();
      await page
        .getByTestId('mark-work')
        .getByRole('button', { name: `Excuse ${otherName.split(' ')[0]}` })
        .click();
      await expect(page.getByTestId('assignment-counts')).toContainText('Excused1');
      await expect(page.getByTestId('mark-work').getByTestId('student-due')).toHaveText('Excused from this work.');
      await look(page, `assignments-excused-${width}`);
      // Nobody handed it in: it can still be deleted, and the page goes back to the list.
      await page.getByRole('button', { name: 'Delete the work' }).click();
      await expect(page).toHaveURL(/\/app\/teacher\/assignments$/);
      await expect(page.getByRole('link', { name: CHANGED })).toHaveCount(0);
    });
  }
});
