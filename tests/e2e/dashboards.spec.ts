import { expect, test } from '@playwright/test';
import { isoWeekday, schoolToday } from '@academy/shared/school-time';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import { look, signInAt } from './support';

/**
 * The four dashboards on the demo data: each shows real figures (a count the database gives, a known absence, an
 * invoice falling due), and a payment and a register recorded elsewhere reach the open Admin dashboard without a reload.
 * Every role is looked at and checked with axe at 360 and 1280 px.
 */
const SCHOOL = 'demo-academy-school';
const SCHEDULE = 'Dashboard test';
const today = schoolToday('Europe/London');
const DUE = today;
const REGISTER_CLASS = 'class-9c';
const started = Date.now();

type Reply = { status: number; message: string; id?: string };
async function post(email: string, path: string, body: unknown) {
  return callApi<Reply>('POST', path, { token: await idTokenFor(email), body });
}

/** What a register saved here changes, kept to be put back: the day's summary, the month's totals, term totals. */
const kept = new Map<string, FirebaseFirestore.DocumentData | undefined>();
async function keep(paths: string[]) {
  for (const p of paths) kept.set(p, (await admin().db.doc(`schools/${SCHOOL}/${p}`).get()).data());
}
async function putBack() {
  const { db } = admin();
  for (const [p, data] of kept) {
    const ref = db.doc(`schools/${SCHOOL}/${p}`);
    if (data) await ref.set(data);
    else await ref.delete();
  }
  for (const r of (
    await db.collection(`schools/${SCHOOL}/attendanceRecords`).where('registerId', '==', registerOf()).get()
  ).docs)
    await r.ref.delete();
  // The absence told the child's guardians: those notifications go too.
  for (const n of (await db.collection(`schools/${SCHOOL}/notifications`).where('createdAt', '>=', started).get()).docs)
    if (/ was marked /.test(String(n.get('title')))) await n.ref.delete();
  kept.clear();
}
const registerOf = () => `${REGISTER_CLASS}_${today}_day`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await clearSchoolMoney(SCHOOL, SCHEDULE);
  // An invoice for 7A falling due today: the parent's dashboard offers to pay it, and the fees chart shows it due.
  const saved = await post('admin@demo-academy.test', '/fees/saveSchedule', {
    name: SCHEDULE,
    termId: 'term-2026-autumn',
    target: { kind: 'class', classId: 'class-7a' },
    lines: [{ feeItemId: 'fee-tuition', amount: 45_000 }],
    dueDates: [DUE],
  });
  expect(saved.status).toBe(200);
  expect(
    (await post('admin@demo-academy.test', '/fees/generateInvoices', { scheduleId: saved.body.id, commit: true }))
      .status,
  ).toBe(200);
});
test.afterAll(async () => {
  await putBack();
  await clearSchoolMoney(SCHOOL, SCHEDULE);
});

for (const width of [360, 1280]) {
  test(`the Admin's dashboard: what needs attention, the school's counts and charts (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, '/app/admin', 'admin@demo-academy.test');
    const { db } = admin();
    const students = (
      await db.collection(`schools/${SCHOOL}/students`).where('archived', '==', false).count().get()
    ).data().count;
    await expect(page.getByTestId('count-Students')).toContainText(String(students));
    await expect(page.getByTestId('panel-needs-attention')).toBeVisible();
    await expect(page.getByTestId('attendance-summary')).toContainText(/\d+(\.\d)?% present over \d+ school days/);
    await expect(page.getByTestId('grades-summary')).toContainText('students in this term’s classes');
    await expect(page.getByTestId('fees-summary')).toContainText('falls due');
    // The first panel is the most urgent, also on a phone.
    const first = page.locator('[data-testid^="panel-"]').first();
    await expect(first).toHaveAttribute('data-testid', 'panel-needs-attention');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // A chart is drawn once it comes near the screen: scrolled past, all three are.
    for (const chart of ['attendance-chart', 'fees-chart', 'grades-chart']) {
      await page.getByTestId(`panel-${chart}`).scrollIntoViewIfNeeded();
      await expect(page.getByTestId(`panel-${chart}`).locator('.recharts-wrapper')).toHaveCount(1);
    }
    await expect(page.locator('.recharts-wrapper')).toHaveCount(3);
    await look(page, `dashboards-admin-${width}`);
  });
}

test('a payment and a register recorded elsewhere reach the open Admin dashboard without a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/app/admin', 'admin@demo-academy.test');
  const fees = page.getByTestId('fees-summary');
  await expect(fees).toContainText('This week £0.00 taken');
  const paid = await post('admin@demo-academy.test', '/fees/recordPayment', {
    idempotencyKey: `dashboard-${Date.now()}`,
    familyId: 'family-parent-01',
    amount: 12_345,
    method: 'cash',
    date: today,
  });
  expect(paid.status).toBe(200);
  await expect(fees).toContainText('This week £123.45 taken', { timeout: 10_000 });

  // A daily register taken for 9C: one fewer register not taken (on a school day).
  const { db } = admin();
  const school = (await db.doc(`schools/${SCHOOL}`).get()).data()!;
  const teaching = ((school.settings?.teachingWeekdays as number[] | undefined) ?? [1, 2, 3, 4, 5]).includes(
    isoWeekday(today),
  );
  test.skip(!teaching, 'The demo school does not teach today: no register can be taken.');
  const roster = await db.collection(`schools/${SCHOOL}/students`).where('classId', '==', REGISTER_CLASS).get();
  const termId = (await db.doc(`schools/${SCHOOL}/classes/${REGISTER_CLASS}`).get()).get('termId') as string;
  await keep([
    `registers/${registerOf()}`,
    `attendanceDays/${today}`,
    `monthTotals/${today.slice(0, 7)}`,
    ...roster.docs.map((s) => `attendanceTotals/${termId}_${s.id}`),
  ]);
  const notTaken = page.getByTestId('attention-daily-registers');
  const before = Number((await notTaken.locator('span').first().textContent()) ?? 0);
  // One of them absent, with no reason given: a known absence the office sees at once.
  const marks = Object.fromEntries(roster.docs.map((s, i) => [s.id, { code: i === 0 ? 'A' : 'P' }]));
  const unexplained = page.getByTestId('attention-unexplained');
  const absentBefore = (await unexplained.count())
    ? Number((await unexplained.locator('span').first().textContent()) ?? 0)
    : 0;
  expect(
    (
      await post('admin@demo-academy.test', '/attendance/saveRegister', {
        classId: REGISTER_CLASS,
        date: today,
        session: 'day',
        marks,
      })
    ).status,
  ).toBe(200);
  if (before > 1) await expect(notTaken.locator('span').first()).toHaveText(String(before - 1), { timeout: 10_000 });
  else await expect(notTaken).toHaveCount(0, { timeout: 10_000 });
  await expect(unexplained.locator('span').first()).toHaveText(String(absentBefore + 1), { timeout: 10_000 });
  await expect(unexplained).toContainText('absence');
});

for (const width of [360, 1280]) {
  test(`the Teacher's dashboard: today's registers, work to mark, the class's week (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, '/app/teacher', 'teacher@demo-academy.test');
    await expect(page.getByTestId('panel-today-registers')).toBeVisible();
    await expect(page.getByTestId('panel-work-to-mark')).toContainText('To mark');
    await expect(page.getByTestId('panel-class-week')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await look(page, `dashboards-teacher-${width}`);
  });
}

for (const width of [360, 1280]) {
  test(`the Student's dashboard: today's timetable first, then work, attendance and courses (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, '/app/student', 'student@demo-academy.test');
    const first = page.locator('[data-testid^="panel-"]').first();
    await expect(first).toHaveAttribute('data-testid', 'panel-today-timetable');
    await expect(first).not.toContainText('Loading');
    await expect(page.getByTestId('panel-attendance')).toContainText('My attendance');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await look(page, `dashboards-student-${width}`);
  });
}

for (const width of [360, 1280]) {
  test(`the Parent's dashboard: a child at a time, and fees due with Pay (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, '/app/parent', 'parent@demo-academy.test');
    await expect(page.getByTestId('panel-children')).toBeVisible();
    await expect(page.getByTestId('panel-child-today')).toBeVisible();
    await expect(page.getByTestId('panel-child-work')).toBeVisible();
    await expect(page.getByText('£450.00').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await look(page, `dashboards-parent-${width}`);
  });
}
