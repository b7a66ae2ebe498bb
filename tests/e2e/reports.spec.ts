import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { DocumentData } from 'firebase-admin/firestore';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { lookAtPhoneAndDesktop, signInAt } from './support';

const SCHOOL = 'demo-academy-school';
const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const TEACHER_UID = 'demo-teacher';
const SCHOOL_SENTENCE = '{name} has worked hard this term and {his} homework is always on time.';
const NOTE = 'Please say which book she enjoyed most.';

let roundId = '';
const scaleIds: string[] = [];
/** The comment banks as they were, put back afterwards. */
const banksBefore = new Map<string, DocumentData | undefined>();

async function asUser(browser: Browser, path: string, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInAt(page, path, email);
  return page;
}

test.beforeAll(async () => {
  const { db } = admin();
  for (const owner of ['school', TEACHER_UID]) {
    const ref = db.doc(`schools/${SCHOOL}/commentBanks/${owner}`);
    banksBefore.set(owner, (await ref.get()).data());
  }
  const office = await idTokenFor(ADMIN);
  for (const scale of [
    {
      name: 'E2E attainment',
      kind: 'attainment',
      grades: [
        { code: 'GD', label: 'Greater depth' },
        { code: 'EXP', label: 'Expected' },
        { code: 'WT', label: 'Working towards' },
      ],
    },
    {
      name: 'E2E effort',
      kind: 'effort',
      grades: [
        { code: '1', label: 'Excellent' },
        { code: '2', label: 'Good' },
        { code: '3', label: 'Needs focus' },
      ],
    },
  ]) {
    const saved = await callApi<{ id: string }>('POST', '/reports/saveScale', { token: office, body: scale });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    scaleIds.push(saved.body.id);
  }
  const round = await callApi<{ id: string }>('POST', '/reports/saveRound', {
    token: office,
    body: {
      name: 'E2E autumn report',
      termId: null,
      classIds: ['class-7a'],
      subjectIds: ['math'],
      attainmentScaleId: scaleIds[0],
      effortScaleId: scaleIds[1],
      commentMaxChars: 300,
      showGradebookAverage: true,
      showAttendance: true,
      tutorComment: false,
      headComment: false,
      teachersDueDate: '2026-12-10',
      // A date a month ahead: the round page says when the reports will go home by themselves.
      publishOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      sendToStudent: false,
    },
  });
  expect(round.status, JSON.stringify(round.body)).toBe(200);
  roundId = round.body.id;
  const banks = await callApi('POST', '/reports/saveCommentBank', {
    token: office,
    body: { owner: 'school', sentences: [SCHOOL_SENTENCE] },
  });
  expect(banks.status, JSON.stringify(banks.body)).toBe(200);
  await db.doc(`schools/${SCHOOL}/commentBanks/${TEACHER_UID}`).delete();
});

test.afterAll(async () => {
  const { db } = admin();
  for (const name of ['reportEntries', 'reports']) {
    const left = await db.collection(`schools/${SCHOOL}/${name}`).where('roundId', '==', roundId).get();
    for (const d of left.docs) await d.ref.delete();
  }
  if (roundId) await db.doc(`schools/${SCHOOL}/reportRounds/${roundId}`).delete();
  for (const id of scaleIds) await db.doc(`schools/${SCHOOL}/gradeScales/${id}`).delete();
  for (const [owner, data] of banksBefore) {
    const ref = db.doc(`schools/${SCHOOL}/commentBanks/${owner}`);
    await (data ? ref.set(data) : ref.delete());
  }
});

test('a teacher writes a grid with the keyboard and the comment bank, the office sends a subject back and publishes, and a parent opens the PDF on a phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const entry = () => admin().db.doc(`schools/${SCHOOL}/reportEntries/${roundId}_student-01_math`);

  // The teacher, at 1280 px: the grid from the Reports page, filled with the keyboard and the comment bank.
  const teacher = await asUser(browser, '/app/teacher/reports', TEACHER, 1280);
  await lookAtPhoneAndDesktop(teacher, 'reports-teacher-home');
  await teacher.getByRole('link', { name: /^Mathematics Grade 7A: 0 of \d+$/ }).click();
  await expect(teacher.getByRole('heading', { level: 1 })).toHaveText('Mathematics: Grade 7A');
  const rows = teacher.getByTestId('report-row');
  // The guide beside each child: the term's attendance, from the class's figures (one document for the class).
  await expect(rows.first().getByTestId('report-guide')).toContainText(/Attendance \d+(\.\d)?%/);
  await teacher.getByLabel('Grade for Aisha Adeyemi').focus();
  await teacher.keyboard.type('G');
  await teacher.keyboard.press('Tab');
  await teacher.keyboard.type('1');
  await teacher.keyboard.press('Tab');
  await expect(teacher.getByLabel('Comment for Aisha Adeyemi')).toBeFocused();
  await teacher.keyboard.type('Aisha reads widely. ');
  await rows.first().getByRole('button', { name: 'Comment bank for Aisha Adeyemi' }).click();
  await teacher
    .getByRole('dialog')
    .getByRole('button', { name: 'Aisha has worked hard this term and her homework is always on time.' })
    .click();
  const aishaComment = teacher.getByLabel('Comment for Aisha Adeyemi');
  await expect(aishaComment).toHaveValue(
    'Aisha reads widely. Aisha has worked hard this term and her homework is always on time.',
  );
  await expect(aishaComment).toBeFocused();
  // Enter moves down the column; the next child's row warns of what is missing.
  await teacher.keyboard.press('Enter');
  await expect(teacher.getByLabel('Comment for Ben Adeyemi')).toBeFocused();
  await teacher.keyboard.type('Ben has improved in {topic}.');
  await expect(rows.nth(1).getByTestId('row-warnings')).toContainText('The grade is missing.');
  await expect(rows.nth(1).getByTestId('row-warnings')).toContainText('{topic} is still in the comment');
  await expect(rows.first().getByTestId('row-saved')).toHaveText('Saved');
  await expect(rows.nth(1).getByTestId('row-saved')).toHaveText('Saved');
  await expect.poll(async () => (await entry().get()).get('grade')).toBe('GD');
  expect((await entry().get()).get('effort')).toBe('1');
  await lookAtPhoneAndDesktop(teacher, 'reports-grid');
  await teacher.setViewportSize({ width: 1280, height: 900 });
  await teacher.getByRole('button', { name: 'Send the finished rows to the office (1)' }).click();
  await expect(teacher.getByText('Rows sent to the office: 1.').first()).toBeVisible();
  await expect.poll(async () => (await entry().get()).get('state')).toBe('submitted');

  // The office: the round's progress, then Aisha's whole report, and mathematics sent back with a note.
  const office = await asUser(browser, '/app/admin/reports', ADMIN, 1280);
  await expect(office.getByTestId('panel-grade-scales')).toContainText('E2E attainment');
  await lookAtPhoneAndDesktop(office, 'reports-office-home');
  await office.getByRole('link', { name: 'New report round' }).click();
  await office.getByRole('button', { name: 'Open the round' }).click();
  // Each problem shows beside its field, named by the field's label.
  await expect(office.getByText(/^Round name /).first()).toBeVisible();
  await lookAtPhoneAndDesktop(office, 'reports-round-form');
  await office.goto(`/app/admin/reports/rounds/${roundId}`);
  await expect(office.getByText(/^Mathematics Grade 7A: 1 of \d+$/)).toBeVisible();
  await expect(office.getByText(/The approved reports go home by themselves on .+, from 08:00\./)).toBeVisible();
  await lookAtPhoneAndDesktop(office, 'reports-round');
  await office.setViewportSize({ width: 1280, height: 900 });
  await office.getByRole('link', { name: 'Review the class’s reports Grade 7A' }).click();
  await office.getByRole('link', { name: 'Aisha Adeyemi' }).click();
  await expect(office.getByTestId('review-subject')).toContainText('Grade: GD – Greater depth');
  await office.getByRole('button', { name: 'Send back Mathematics' }).click();
  await office.getByLabel('What should the teacher change in Mathematics?').fill(NOTE);
  await office.getByRole('button', { name: 'Send back to the teacher' }).click();
  await expect(office.getByTestId('review-subject')).toContainText(`Sent back: ${NOTE}`);
  await lookAtPhoneAndDesktop(office, 'reports-review');

  // The teacher sees why, mends the comment and sends it again.
  await teacher.reload();
  await expect(rows.first().getByTestId('return-note')).toHaveText(`The office sent this back: ${NOTE}`);
  await lookAtPhoneAndDesktop(teacher, 'reports-returned');
  await teacher.setViewportSize({ width: 1280, height: 900 });
  await aishaComment.fill('Aisha reads widely and enjoyed Holes most of all this term.');
  await expect(rows.first().getByTestId('row-saved')).toHaveText('Saved');
  await teacher.getByRole('button', { name: 'Send the finished rows to the office (1)' }).click();
  await expect.poll(async () => (await entry().get()).get('state')).toBe('submitted');

  // The office approves the report and publishes; the job's progress ends with it published.
  await office.reload();
  await office.getByRole('button', { name: 'Approve the whole report' }).click();
  await expect(office.getByText('Approved and locked', { exact: true })).toBeVisible();
  await office.goto(`/app/admin/reports/rounds/${roundId}`);
  await office.getByRole('button', { name: 'Publish the approved reports (1)' }).click();
  await expect(office.getByText(/Reports approved: 1 of \d+\. Published: 1\./)).toBeVisible({
    timeout: 90_000,
  });

  // The parent, on a phone: the report on the child's page, opened by pointer.
  const parent = await asUser(browser, '/app/parent/students/student-01', PARENT, 360);
  const panel = parent.getByTestId('panel-reports');
  await expect(panel.getByTestId('published-report')).toContainText('E2E autumn report');
  await lookAtPhoneAndDesktop(parent, 'reports-parent');
  await parent.setViewportSize({ width: 360, height: 900 });
  const download = parent.waitForEvent('download');
  await panel.getByRole('button', { name: 'Open the PDF E2E autumn report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
