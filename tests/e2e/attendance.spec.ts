/**
 * Attendance as the demo accounts see it. The demo teacher (Amara Okafor) is Grade 7A's homeroom teacher; the demo
 * parent's children Aisha and Ben Adeyemi are in it. The school is made to teach every weekday for the run, so the
 * tests take "today's" register whatever day they run, and everything they change is put back afterwards.
 */
import { addIsoDays, isoWeekday, schoolToday } from '@academy/shared/school-time';
import { readFileSync } from 'node:fs';
import { type Download, expect, type Page, test } from '@playwright/test';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { expectNoViolations, fillDate, noSidewaysScroll, pointerOffSidebar, screenshotPath, signInAt } from './support';
import { shownDate } from '../support/dates';

const SCHOOL = 'schools/demo-academy-school';
const TODAY = schoolToday('Europe/London');
const REGISTER = `class-7a_${TODAY}_day`;
const CLASS_7A = Array.from({ length: 10 }, (_, i) => `student-${String(i + 1).padStart(2, '0')}`);

let savedSettings: Record<string, unknown> = {};
let savedTotals: [string, Record<string, unknown> | undefined][] = [];

async function clearToday() {
  const { db } = admin();
  await db.doc(`${SCHOOL}/registers/${REGISTER}`).delete();
  for (const sid of CLASS_7A) await db.doc(`${SCHOOL}/attendanceRecords/${REGISTER}_${sid}`).delete();
  for (const n of (await db.collection(`${SCHOOL}/notifications`).where('recipientUid', '==', 'demo-parent').get())
    .docs)
    if (n.id.startsWith(`attendance_${REGISTER}`)) await n.ref.delete();
  await db.doc(`${SCHOOL}/absenceReports/student-02_${TODAY}`).delete();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const { db } = admin();
  const school = await db.doc(SCHOOL).get();
  savedSettings = school.get('settings') as Record<string, unknown>;
  await db.doc(SCHOOL).update({ 'settings.teachingWeekdays': [1, 2, 3, 4, 5, 6, 7] });
  savedTotals = [];
  for (const sid of CLASS_7A) {
    const id = `term-2026-autumn_${sid}`;
    savedTotals.push([id, (await db.doc(`${SCHOOL}/attendanceTotals/${id}`).get()).data()]);
  }
  await clearToday();
});

test.afterAll(async () => {
  const { db } = admin();
  await clearToday();
  await db.doc(SCHOOL).update({ settings: savedSettings });
  for (const [id, data] of savedTotals)
    if (data) await db.doc(`${SCHOOL}/attendanceTotals/${id}`).set(data);
    else await db.doc(`${SCHOOL}/attendanceTotals/${id}`).delete();
});

const markButton = (page: Page, student: string, label: string) =>
  page.getByRole('group', { name: `Mark for ${student}` }).getByRole('button', { name: label });

async function readDownload(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8');
}

test('the teacher takes today’s register on a phone: All present, one absent, saved with who and when', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAt(page, '/app/teacher/attendance', 'teacher@demo-academy.test');
  const row = page.getByRole('listitem').filter({ hasText: 'Grade 7A: Daily register' });
  await expect(row.getByText(/To take|Not taken/)).toBeVisible();
  await page.screenshot({ path: screenshotPath('attendance-teacher-today-360'), fullPage: true });
  await expectNoViolations(page, 'teacher attendance list');
  await row.getByRole('button', { name: 'Take register' }).click();

  await expect(page.getByText('10 without a mark')).toBeVisible();
  await page.getByRole('button', { name: 'All present' }).click();
  await expect(page.getByText('Everyone has a mark.')).toBeVisible();
  await markButton(page, 'Ben Adeyemi', 'Absent (A)').click();
  await expect(markButton(page, 'Ben Adeyemi', 'Absent (A)')).toHaveAttribute('aria-pressed', 'true');
  // Online, before saving: the marks are not saved yet, and nothing says the connection is down.
  await expect(page.getByText('10 marks not saved yet: Save register sends them.').first()).toBeVisible();
  await expect(page.getByText(/connection/)).toHaveCount(0);
  await noSidewaysScroll(page, 360);
  await page.screenshot({ path: screenshotPath('attendance-register-360'), fullPage: true });
  await expectNoViolations(page, 'register at 360');

  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Grade 7A: 10 marks saved.' })).toBeVisible();
  await expect(page.getByText(/Taken by Amara Okafor at \d\d:\d\d/)).toBeVisible();
  const register = (await admin().db.doc(`${SCHOOL}/registers/${REGISTER}`).get()).data();
  expect(register?.counts).toEqual({ present: 9, late: 0, absent: 1 });
  await page.getByRole('button', { name: 'Back to registers' }).click();
  await expect(row.getByText('Taken', { exact: true })).toBeVisible();
  await expect(row.getByText('9 present, 0 late, 1 absent')).toBeVisible();
});

test('marks taken offline wait on the device and are saved when the connection comes back', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAt(page, '/app/teacher/attendance', 'teacher@demo-academy.test');
  const row = page.getByRole('listitem').filter({ hasText: 'Grade 7A: Daily register' });
  await row.getByRole('button', { name: 'Open register' }).click();
  await expect(markButton(page, 'Aisha Adeyemi', 'Present (P)')).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  await markButton(page, 'Aisha Adeyemi', 'Late (L)').click();
  await page.getByLabel('Minutes late').fill('7');
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(
    page.getByText('1 mark waiting on this device: sent when the connection comes back.').first(),
  ).toBeVisible();
  await expect(page.getByText('No connection: the marks are kept on this device.')).toBeVisible();
  await page.screenshot({ path: screenshotPath('attendance-offline-360'), fullPage: true });

  await context.setOffline(false);
  await expect(page.getByText('All marks saved.')).toBeVisible({ timeout: 20_000 });
  const register = (await admin().db.doc(`${SCHOOL}/registers/${REGISTER}`).get()).data();
  expect(register?.marks['student-01']).toMatchObject({ code: 'L', minutesLate: 7 });
});

test('the parent sees the alerts, and their child’s attendance this term', async ({ page }) => {
  await signInAt(page, '/app/parent', 'parent@demo-academy.test');
  await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByText('Ben was marked absent')).toBeVisible();
  await expect(list.getByText(/daily register, .*: 7 minutes late/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/app/parent/students');
  const panel = page.getByTestId('panel-attendance');
  await expect(panel.getByText(/Present \d+(\.\d)?% of \d+ days this term\./)).toBeVisible();
  await expect(panel.getByText(/confirmed by the school/).first()).toBeVisible();
  await pointerOffSidebar(page);
  await page.screenshot({ path: screenshotPath('attendance-parent-child-1280'), fullPage: true });
  await expectNoViolations(page, 'parent child attendance');

  // Ben's absence today is unexplained: his parent follows the alert to his page and answers it there.
  await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: 'Ben was marked absent' })
    .click();
  await expect(page).toHaveURL('/app/parent/students/student-02');
  const bens = page.getByTestId('panel-attendance');
  await bens.getByRole('button', { name: `Explain the absence on ${shownDate(TODAY)}` }).click();
  const form = page.getByRole('form', { name: 'Report Ben’s absence' });
  await form.getByRole('combobox', { name: 'Reason' }).selectOption('appointment');
  await form.getByLabel('Anything the school should know (optional)').fill('Dentist at 9');
  await expectNoViolations(page, 'parent explains an absence');
  await form.getByRole('button', { name: 'Send to the school' }).click();
  await expect(form.getByText(`Thank you: the school knows why Ben is absent on ${shownDate(TODAY)}.`)).toBeVisible();
  await expect(bens.getByText(/reported by you/)).toBeVisible();
  // What the parent reported is shown back to them, with where it stands.
  const reported = bens.getByRole('list', { name: 'Absences reported for Ben' }).getByRole('listitem');
  await expect(reported.filter({ hasText: shownDate(TODAY) })).toContainText('Received by the school');
});

test('on a phone, Report an absence is where a parent looks first, and a Saturday is refused', async ({ page }) => {
  // This file teaches every day so that it runs on any day; here the school teaches Monday to Friday, as by default.
  await admin()
    .db.doc(SCHOOL)
    .update({ 'settings.teachingWeekdays': [1, 2, 3, 4, 5] });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, '/app/parent', 'parent@demo-academy.test');
  const today = page.getByTestId('panel-child-today');
  await today.getByRole('link', { name: 'Report an absence' }).click();
  await expect(page).toHaveURL(/\/app\/parent\/students\/student-0\d\?report=absence$/);
  const form = page.getByRole('form', { name: /^Report .+’s absence$/ });
  // The form is open at the top of the child's page, above the profile and the timetable.
  await expect(form).toBeInViewport();
  const saturday = (() => {
    let d = TODAY;
    while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 6) d = addIsoDays(d, 1);
    return d;
  })();
  await fillDate(form.getByLabel('Date'), saturday);
  await form.getByRole('button', { name: 'Send to the school' }).click();
  await expect(
    form.getByText(`Date: ${shownDate(saturday)} is a Saturday, when the school does not teach.`, { exact: false }),
  ).toBeVisible();
  await noSidewaysScroll(page, 360);
  await page.screenshot({ path: screenshotPath('attendance-report-absence-360'), fullPage: true });
  await expectNoViolations(page, 'report an absence on a phone');
  await admin()
    .db.doc(SCHOOL)
    .update({ 'settings.teachingWeekdays': [1, 2, 3, 4, 5, 6, 7] });
});

test('the office sees today’s board change without reloading when a teacher saves', async ({ page }) => {
  await signInAt(page, '/app/admin/attendance', 'admin@demo-academy.test');
  const board = page.getByTestId('today-board');
  const row = board.getByTestId('board-class-7a-day');
  await expect(row.getByText('Taken', { exact: true })).toBeVisible();
  await expect(row.getByText('8 present, 1 late, 1 absent')).toBeVisible();
  const ben = board.getByTestId('absent-list').getByRole('listitem').filter({ hasText: 'Ben Adeyemi' });
  await expect(ben.getByText('Reported by parent')).toBeVisible();
  await expect(ben.getByText('appointment: Dentist at 9')).toBeVisible();
  // Today's timetabled lessons list their registers too, taken or not.
  const lessons = await admin().db.collection(`${SCHOOL}/lessons`).where('weekday', '==', isoWeekday(TODAY)).get();
  for (const lesson of lessons.docs)
    await expect(board.getByTestId(`board-${lesson.get('classId')}-${lesson.id}`)).toContainText(
      `${lesson.get('startTime')}–${lesson.get('endTime')}`,
    );
  await pointerOffSidebar(page);
  await page.screenshot({ path: screenshotPath('attendance-board-1280'), fullPage: true });
  await expectNoViolations(page, 'office board');

  // The office confirms the parent's reason: Ben's mark becomes Excused, and the list says so.
  await ben.getByRole('button', { name: 'Confirm: excused Ben Adeyemi' }).click();
  await expect(ben.getByText('Confirmed')).toBeVisible();
  await expect(ben.getByText('Grade 7A, daily register: E')).toBeVisible();

  // The teacher marks Ben present after all, from another device: the board follows without a reload.
  const token = await idTokenFor('teacher@demo-academy.test');
  const res = await callApi('POST', '/attendance/saveRegister', {
    token,
    body: { classId: 'class-7a', date: TODAY, session: 'day', marks: { 'student-02': { code: 'P' } } },
  });
  expect(res.status).toBe(200);
  await expect(row.getByText('9 present, 1 late, 0 absent')).toBeVisible();
  await expect(ben.getByText('Confirmed')).toBeVisible();
  await expect(ben.getByText('not marked yet')).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Registers overdue after')).toHaveValue('09:30');
  await expectNoViolations(page, 'attendance settings');
  await page.screenshot({ path: screenshotPath('attendance-settings-1280'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('tab', { name: 'Today' }).click();
  await expect(row).toBeVisible();
  await noSidewaysScroll(page, 360);
  // Each register's button is on the screen, under it, not scrolled off to the side.
  const open = row.getByRole('button', { name: /^Open / });
  await open.scrollIntoViewIfNeeded();
  const box = (await open.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: screenshotPath('attendance-board-360'), fullPage: true });
});

test('the office’s reports: the persistent-absence list, a class’s month grid and term summary, each as CSV', async ({
  page,
}) => {
  await signInAt(page, '/app/admin/attendance', 'admin@demo-academy.test');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const reports = page.getByTestId('attendance-reports');

  // The demo's two students under 90% this term, lowest first, from the kept totals.
  const persistent = reports.getByTestId('persistent-absence');
  await expect(persistent.getByTestId('persistent-student-05')).toContainText('Grade 7A');
  await expect(persistent.getByTestId('persistent-student-17')).toContainText('Grade 8B');
  await expect(persistent.getByTestId('persistent-student-01')).toHaveCount(0);
  const listCsv = page.waitForEvent('download');
  await persistent.getByRole('button', { name: 'Download the list (CSV)' }).click();
  const listText = await readDownload(await listCsv);
  expect(listText.split('\r\n')[0]).toBe('Student,Class,Sessions,Present,Present %');
  expect(listText).toContain('Grade 8B');

  // Grade 7A's month: a row per student, a column per school day, each mark's code.
  await reports.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Grade 7A' });
  const grid = reports.getByTestId('month-grid');
  await expect(grid.getByRole('row').filter({ hasText: 'Aisha Adeyemi' })).toBeVisible();
  const term = reports.getByTestId('term-summary');
  await expect(term.getByTestId('term-student-05').getByText('Below 90%')).toBeVisible();
  await expect(term.getByTestId('term-student-02')).toContainText('15');
  await pointerOffSidebar(page);
  await page.screenshot({ path: screenshotPath('attendance-reports-1280'), fullPage: true });
  await expectNoViolations(page, 'attendance reports');

  const monthCsv = page.waitForEvent('download');
  await grid.getByRole('button', { name: 'Download the month (CSV)' }).click();
  const monthText = await readDownload(await monthCsv);
  expect(monthText.split('\r\n')[0]).toMatch(/^Student,\d{4}-\d\d-\d\d/);
  expect(monthText).toContain('Aisha Adeyemi');
  const termCsv = page.waitForEvent('download');
  await term.getByRole('button', { name: 'Download the term (CSV)' }).click();
  const termText = await readDownload(await termCsv);
  expect(termText.split('\r\n')[0]).toContain('Student,Sessions,Present,Present %,Minutes late,P Present');

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(grid).toBeVisible();
  await noSidewaysScroll(page, 360);
  await page.screenshot({ path: screenshotPath('attendance-reports-360'), fullPage: true });
});

test('a teacher sees the reports of the classes they teach', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAt(page, '/app/teacher/attendance', 'teacher@demo-academy.test');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const reports = page.getByTestId('attendance-reports');
  await expect(reports.getByTestId('month-grid').getByRole('row').filter({ hasText: 'Ben Adeyemi' })).toBeVisible();
  await expect(reports.getByTestId('term-summary').getByTestId('term-student-05')).toContainText('Below 90%');
  // The school-wide list is the office's.
  await expect(reports.getByTestId('persistent-absence')).toHaveCount(0);
  await noSidewaysScroll(page, 360);
  await page.screenshot({ path: screenshotPath('attendance-teacher-reports-360'), fullPage: true });
  await expectNoViolations(page, 'teacher attendance reports');
});

test('the student sees their own attendance on their dashboard', async ({ page }) => {
  await signInAt(page, '/app/student', 'student@demo-academy.test');
  const panel = page.getByTestId('panel-attendance');
  await expect(panel.getByRole('heading', { name: 'My attendance' })).toBeVisible();
  await expect(panel.getByText(/Present \d+(\.\d)?% of \d+ days this term\./)).toBeVisible();
  await expectNoViolations(page, 'student dashboard attendance');
});
