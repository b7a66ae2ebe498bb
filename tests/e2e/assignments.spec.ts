import { weekdayName } from '@academy/shared/assignment';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { execFileSync } from 'node:child_process';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { fillDate, look, noSidewaysScroll, screenshotPath, signInAt } from './support';

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
  // Two resource links; a bad address is named beside its field.
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Link 1: title').fill('Shapes sheet');
  await page.getByLabel('Link 1: web address').fill('https://example.org/shapes');
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Link 2: title').fill('Worked example');
  await page.getByLabel('Link 2: web address').fill('example.org/worked');
  await expect(page.getByText('Link must be a web address starting with http:// or https://.')).toBeVisible();
  await page.getByLabel('Link 2: web address').fill('https://example.org/worked');
  await page.getByLabel('Subject').selectOption({ label: 'Mathematics' });
  // Work for one course of the subject.
  await page.getByLabel('Course').selectOption({ label: 'Algebra foundations' });
  // The demo Fractions worksheet is due in three days: the hint counts it.
  await fillDate(page.getByLabel('Due date'), addIsoDays(today, 3));
  await expect(page.getByTestId('workload-hint')).toContainText('of 10 students in Grade 7A already have 1 piece due');
  await look(page, 'assignments-set-work-1280');
  await page.getByRole('button', { name: 'Set work' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Mathematics: Algebra foundations')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shapes sheet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Worked example' })).toBeVisible();
  await expect(page.getByTestId('assignment-counts')).toContainText('Handed in0');
  // Changing it opens on the course and the links it was set with.
  await page.getByRole('button', { name: 'Change the work' }).click();
  const change = page.getByRole('form', { name: 'Change the work' });
  await expect(change.getByLabel('Course')).toHaveValue('course-alg-7');
  await expect(change.getByLabel('Link 2: web address')).toHaveValue('https://example.org/worked');
  await page.getByRole('button', { name: 'Close the form' }).click();
});

test('the demo student hands it in from the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, '/app/student', 'student@demo-academy.test');
  const panel = page.getByTestId('panel-my-work');
  await panel.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // Nothing written yet: the form says what to do, and nothing is handed in.
  await page.getByRole('button', { name: 'Hand in' }).click();
  await expect(
    page.getByText(
      'Your answer is empty: write your answer, attach a file or add a link to your work before handing it in.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubmit' })).toHaveCount(0);
  await look(page, 'assignments-empty-hand-in-360');
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
  execFileSync('npx', ['tsx', 'scripts/job.ts', 'assignmentSchedule'], { env: process.env, stdio: 'inherit' });
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
      await fillDate(marking.getByLabel('New due date'), addIsoDays(today, 6));
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

test.describe('a full gradebook: 40 pieces of work × 35 students', () => {
  const TERM = 'term-2026-autumn';
  const WORK = Array.from({ length: 40 }, (_, i) => `e2e-gb-work-${String(i + 1).padStart(2, '0')}`);
  const STUDENTS = Array.from({ length: 25 }, (_, i) => `e2e-gb-student-${String(i + 1).padStart(2, '0')}`);
  const rows = () => admin().db.collection(`schools/${SCHOOL}/gradeTotals`);
  const list = () => admin().db.doc(`schools/${SCHOOL}/classWork/class-7a_${TERM}`);

  async function removeSeed() {
    for (const id of STUDENTS) await rows().doc(`${TERM}_${id}`).delete();
    await list().set({ work: Object.fromEntries(WORK.map((id) => [id, FieldValue.delete()])) }, { merge: true });
  }

  // Grade 7A's ten students plus 25 rows of the same class, and 40 returned pieces of maths work as the API keeps them.
  test.beforeAll(async () => {
    await removeSeed();
    const dueAt = Date.parse(`${addIsoDays(today, -60)}T15:30:00Z`);
    await list().set(
      {
        classId: 'class-7a',
        termId: TERM,
        work: Object.fromEntries(
          WORK.map((id, i) => [
            id,
            {
              title: `Weekly quiz ${i + 1}`,
              subjectName: 'Mathematics',
              points: 20,
              dueAt: dueAt + i * 86_400_000,
              dueDate: addIsoDays(today, -60 + i),
              archived: false,
            },
          ]),
        ),
      },
      { merge: true },
    );
    const batch = admin().db.batch();
    STUDENTS.forEach((id, s) =>
      batch.set(rows().doc(`${TERM}_${id}`), {
        studentId: id,
        studentName: `Zz Gradebook ${String(s + 1).padStart(2, '0')}`,
        classId: 'class-7a',
        termId: TERM,
        studentUid: null,
        guardianUids: [],
        marks: Object.fromEntries(
          WORK.map((w, i) => [
            w,
            (s + i) % 11 === 0
              ? {
                  subjectId: 'math',
                  subjectName: 'Mathematics',
                  points: null,
                  outOf: 20,
                  missing: true,
                  returned: false,
                }
              : {
                  subjectId: 'math',
                  subjectName: 'Mathematics',
                  points: (s + i) % 21,
                  outOf: 20,
                  missing: false,
                  returned: true,
                },
          ]),
        ),
      }),
    );
    await batch.commit();
  });
  test.afterAll(removeSeed);

  for (const width of [1280, 360] as const) {
    test(`scrolls both ways with the work's titles and the students' names kept in view (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAt(page, '/app/teacher/assignments/gradebook/class-7a', 'teacher@demo-academy.test');
      await expect(page.getByRole('heading', { level: 1, name: 'Gradebook: Grade 7A' })).toBeVisible();
      const grid = page.getByTestId('gradebook-grid');
      await expect(grid.getByRole('columnheader', { name: /Weekly quiz 40/ })).toHaveCount(1);
      // 35 students and the averages row.
      await expect(grid.locator('tbody tr')).toHaveCount(36);
      await expect(grid.getByRole('rowheader', { name: 'Zz Gradebook 25' })).toHaveCount(1);
      await expect(grid.locator('tbody tr').filter({ hasText: 'Zz Gradebook 01' })).toContainText('Missing');
      await look(page, `assignments-gradebook-40x35-${width}`);
      if (width === 1280) {
        // Another term of the class: its own (empty) list, in the address, and back.
        await page.getByLabel('Term').selectOption({ label: 'Spring term (2026/2027)' });
        await expect(page).toHaveURL(/\?term=term-2027-spring$/);
        await expect(page.getByText('No marks returned yet.')).toBeVisible();
        await page.getByLabel('Term').selectOption({ label: 'Autumn term (2026/2027)' });
        await expect(page).toHaveURL(/gradebook\/class-7a$/);
      }

      // Scrolled to the far corner, the header row is still at the top and the names still at the left.
      await grid.evaluate((el) => el.scrollTo(el.scrollWidth, el.scrollHeight));
      const box = (await grid.boundingBox())!;
      const header = (await grid.getByRole('columnheader', { name: 'Student' }).boundingBox())!;
      expect(Math.abs(header.y - box.y)).toBeLessThan(3);
      expect(Math.abs(header.x - box.x)).toBeLessThan(3);
      const lastName = (await grid.getByRole('rowheader', { name: 'Average' }).boundingBox())!;
      expect(Math.abs(lastName.x - box.x)).toBeLessThan(3);
      await expect(grid.getByRole('columnheader', { name: 'Average' })).toBeInViewport();
      await page.screenshot({ path: screenshotPath(`assignments-gradebook-40x35-scrolled-${width}`) });
    });
  }
});

test.describe('a long list of work set', () => {
  const OLD = Array.from({ length: 55 }, (_, i) => `e2e-old-work-${String(i + 1).padStart(2, '0')}`);
  const ref = (id: string) => admin().db.doc(`schools/${SCHOOL}/assignments/${id}`);
  const removeOld = async () => {
    for (const id of OLD) await ref(id).delete();
  };

  // 55 pieces of last year's work for Grade 7A, as the API stores them (no submissions: only the list reads them).
  test.beforeAll(async () => {
    const batch = admin().db.batch();
    OLD.forEach((id, i) => {
      const dueAt = Date.parse('2025-06-01T14:30:00Z') - i * 86_400_000;
      batch.set(ref(id), {
        title: `Old homework ${i + 1}`,
        instructions: '',
        links: [],
        subjectId: 'math',
        subjectName: 'Mathematics',
        openDate: '2025-01-01',
        dueDate: new Date(dueAt).toISOString().slice(0, 10),
        dueTime: '15:30',
        dueAt,
        points: 10,
        lateAccepted: true,
        classIds: ['class-7a'],
        classNames: ['Grade 7A'],
        termId: 'term-old',
        teacherUids: ['demo-teacher'],
        setByUid: 'demo-teacher',
        setByName: 'Amara Okafor',
        archived: true,
        counts: { students: 0, handedIn: 0, late: 0, missing: 0, returned: 0, excused: 0 },
        createdAt: dueAt,
        updatedAt: dueAt,
      });
    });
    await batch.commit();
  });
  test.afterAll(removeOld);

  test('shows the latest 50 and earlier work on request (360 px)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAt(page, '/app/teacher/assignments', 'teacher@demo-academy.test');
    const rows = page.getByRole('list', { name: 'Work set' }).getByRole('listitem');
    await expect(rows).toHaveCount(50);
    await noSidewaysScroll(page, 360);
    await page.getByRole('button', { name: 'Show 50 earlier pieces of work' }).click();
    await expect(page.getByRole('link', { name: 'Old homework 55', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show 50 earlier pieces of work' })).toHaveCount(0);
    await look(page, 'assignments-list-earlier-360');
  });
});
