import { execFileSync } from 'node:child_process';
import { addIsoDays, schoolToday, zonedInstant } from '@academy/shared/school-time';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { admin } from '../support/emulators';
import { expectNoViolations, screenshotPath, signInAt } from './support';

const SCHOOL = 'demo-academy-school';

/** The server's own work, run as the scheduled function and the register check run it (functions/ is CommonJS). */
function serverScript(script: string, ...args: string[]): string {
  return execFileSync('npx', ['tsx', `scripts/${script}.ts`, ...args], { encoding: 'utf8', env: process.env }).trim();
}
const publishDuePosts = (at: number) => serverScript('publish-due-posts', String(at));

const TZ = 'Europe/London';
const OTHER_PARENT = {
  uid: 'calendar-e2e-parent',
  email: 'calendar-e2e-parent@demo-academy.test',
  child: 'student-21',
};

async function cleanUp() {
  const { db } = admin();
  for (const collection of ['events', 'posts'])
    for (const d of (
      await db
        .collection(`schools/${SCHOOL}/${collection}`)
        .where('title', '>=', 'E2E ')
        .where('title', '<', 'E2E~')
        .get()
    ).docs)
      await d.ref.delete();
}

/** A parent of a Grade 9C child, who is no parent of Grade 7A. */
async function otherClassParent() {
  const { db, auth } = admin();
  await auth.deleteUser(OTHER_PARENT.uid).catch(() => undefined);
  await auth.createUser({ uid: OTHER_PARENT.uid, email: OTHER_PARENT.email, password: 'Academy-demo-1' });
  await auth.setCustomUserClaims(OTHER_PARENT.uid, { role: 'Parent', school_id: SCHOOL });
  await db.doc(`users/${OTHER_PARENT.uid}`).set({
    email: OTHER_PARENT.email,
    username: 'Pat Other',
    role: 'Parent',
    school_id: SCHOOL,
    modules: { Dashboard: true, Calendar: true, Newsfeed: true, Students: true },
    personId: null,
    disabled: false,
  });
  await db.doc(`schools/${SCHOOL}/students/${OTHER_PARENT.child}`).update({ guardianUids: [OTHER_PARENT.uid] });
  await expect
    .poll(
      async () => ((await db.doc(`schools/${SCHOOL}/reach/${OTHER_PARENT.uid}`).get()).get('keys') as string[]) ?? [],
      {
        timeout: 20_000,
      },
    )
    .toContain('class:class-9c');
}

async function asUser(browser: Browser, path: string, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAt(page, path, email);
  return page;
}

test.beforeAll(cleanUp);
test.afterAll(async () => {
  await cleanUp();
  const { db, auth } = admin();
  await db.doc(`schools/${SCHOOL}/students/${OTHER_PARENT.child}`).update({ guardianUids: [] });
  await db.doc(`users/${OTHER_PARENT.uid}`).delete();
  await auth.deleteUser(OTHER_PARENT.uid).catch(() => undefined);
});

test('an Admin schedules a pinned post that needs acknowledgement; a parent acknowledges it and the count changes live', async ({
  browser,
}) => {
  const office = await asUser(browser, '/app/admin/newsfeed', 'admin@demo-academy.test');
  await office.getByRole('button', { name: 'Write a post' }).click();
  const dialog = office.getByRole('dialog');
  await dialog.getByLabel('Title').fill('E2E Coats on Friday');
  await dialog
    .getByLabel('Message')
    .fill('Please send a **warm coat**. <script>alert(1)</script> [x](javascript:alert(1))');
  await dialog.getByText('Pin to the top of the feed').click();
  await dialog.getByText('Ask readers to confirm they have read it').click();
  const tomorrow = addIsoDays(schoolToday(TZ), 1);
  await dialog.getByLabel('Publish on (optional)').fill(tomorrow);
  await dialog.getByLabel('At (school time)').fill('07:30');
  await expectNoViolations(office, 'the Write a post dialog');
  await office.screenshot({ path: screenshotPath('admin-newsfeed-write-post-1280') });
  await dialog.getByRole('button', { name: 'Schedule the post' }).click();
  await expect(office.getByRole('dialog')).toHaveCount(0);
  const scheduled = office.getByTestId('scheduled-posts');
  await expect(scheduled.getByRole('heading', { name: 'E2E Coats on Friday' })).toBeVisible();

  // The scheduled function's work, as it would run after the time came.
  expect(publishDuePosts(zonedInstant(tomorrow, '07:31', TZ))).toMatch(/^[1-9]\d* scheduled posts? published\.$/);
  const feedPost = office.getByTestId('feed').getByRole('article', { name: 'E2E Coats on Friday' });
  await expect(feedPost).toBeVisible();
  await expect(office.getByTestId('feed').getByRole('article').first()).toHaveAccessibleName(
    /E2E Coats on Friday|Welcome/,
  );
  const count = feedPost.getByTestId('ack-count');
  await expect(count).toHaveText(/^0 of \d+ have confirmed they have read it\.$/);

  const parent = await asUser(browser, '/app/parent/newsfeed', 'parent@demo-academy.test', 360);
  const post = parent.getByRole('article', { name: 'E2E Coats on Friday' });
  await expect(post).toBeVisible();
  await expect(post.getByText('Pinned')).toBeVisible();
  await expect(post.getByTestId('post-children')).toHaveText(/^About: .+, .+$/);
  await expect(post.locator('strong')).toHaveText('warm coat');
  expect(await post.locator('script, a[href^="javascript"]').count()).toBe(0);
  await expectNoViolations(parent, 'the parent’s newsfeed');
  await parent.screenshot({ path: screenshotPath('parent-newsfeed-360'), fullPage: true });
  await post.getByRole('button', { name: 'I have read this' }).click();
  await expect(post.getByText(/You confirmed you have read this .*for your family\./)).toBeVisible();

  await expect(count).toHaveText(/^1 of \d+ have confirmed they have read it\.$/);
  await feedPost.getByRole('button', { name: 'Who has not' }).click();
  await expect(feedPost.getByTestId('ack-waiting')).not.toContainText('Ngozi Adeyemi');
  await expectNoViolations(office, 'the Admin’s newsfeed');
  await office.screenshot({ path: screenshotPath('admin-newsfeed-1280'), fullPage: true });
  await parent.context().close();
  await office.context().close();
});

test('a teacher adds a class trip; a parent of that class sees it and another class’s parent does not', async ({
  browser,
}) => {
  await otherClassParent();
  const today = schoolToday(TZ);
  const teacher = await asUser(browser, '/app/teacher/calendar', 'teacher@demo-academy.test');
  await expect(teacher.getByTestId('calendar')).toBeVisible();
  await teacher.getByRole('button', { name: 'Add an event' }).click();
  const dialog = teacher.getByRole('dialog');
  await dialog.getByLabel('Title').fill('E2E Science centre trip');
  await expect(dialog.getByLabel('Category')).toHaveValue('trip');
  await dialog.getByLabel('Starts on').fill(today);
  await dialog.getByLabel('Ends on').fill(today);
  await dialog.getByLabel('Location').fill('Science centre');
  await dialog.getByRole('group', { name: 'Classes' }).getByText('Grade 7A').click();
  await expectNoViolations(teacher, 'the Add an event dialog');
  await dialog.getByRole('button', { name: 'Add to the calendar' }).click();
  await expect(teacher.getByRole('dialog')).toHaveCount(0);
  await expect(teacher.getByTestId('calendar').getByText('E2E Science centre trip')).toBeVisible();
  await expectNoViolations(teacher, 'the teacher’s calendar');
  await teacher.screenshot({ path: screenshotPath('teacher-calendar-1280'), fullPage: true });

  const parent = await asUser(browser, '/app/parent/calendar', 'parent@demo-academy.test', 360);
  const agenda = parent.getByTestId('calendar');
  await expect(agenda.getByText('E2E Science centre trip')).toBeVisible();
  await agenda.getByText('E2E Science centre trip').click();
  await expect(parent.getByRole('dialog')).toContainText('Where: Science centre');
  await expectNoViolations(parent, 'an event’s details');
  await parent.getByRole('button', { name: 'Close' }).click();
  await expectNoViolations(parent, 'the parent’s agenda at 360 px');
  await parent.screenshot({ path: screenshotPath('parent-calendar-agenda-360'), fullPage: true });

  const other = await asUser(browser, '/app/parent/calendar', OTHER_PARENT.email, 1280);
  await expect(
    other
      .getByTestId('calendar')
      .getByText('Winter concert')
      .or(other.getByTestId('calendar').locator('.fc-daygrid-body')),
  ).toBeVisible();
  await expect(other.getByTestId('calendar').getByText('E2E Science centre trip')).toHaveCount(0);
  for (const p of [teacher, parent, other]) await p.context().close();
});

test('an Admin marks a closure for a grade; that day is not a school day for the grade’s registers', async ({
  browser,
}) => {
  const office = await asUser(browser, '/app/admin/calendar', 'admin@demo-academy.test');
  await office.getByRole('button', { name: 'Add an event' }).click();
  const dialog = office.getByRole('dialog');
  await dialog.getByLabel('Title').fill('E2E Heating repair');
  await dialog.getByLabel('Category').selectOption({ label: 'Closure' });
  await dialog.getByLabel('Starts on').fill('2026-12-10');
  await dialog.getByLabel('Ends on').fill('2026-12-10');
  await dialog.getByText('The whole school').click();
  await dialog.getByRole('group', { name: 'Grades' }).getByText('Grade 8').click();
  await dialog.getByRole('button', { name: 'Mark the closure' }).click();
  await expect(office.getByRole('dialog')).toHaveCount(0);
  const refusal = (grade: number) =>
    serverScript('school-day', SCHOOL, 'term-2026-autumn', String(grade), '2026-12-10');
  expect(refusal(8)).toBe('2026-12-10 is a closure day: E2E Heating repair.');
  expect(refusal(7)).toBe('school day');
  // With the attendance module, its register screen for Grade 8B on 2026-12-10 shows this refusal.
  await office.context().close();
});

test('work due shows on the calendar of whoever hands it in or marks it, and leads to the work', async ({
  browser,
}) => {
  test.slow(); // four people sign in, one after another
  await otherClassParent();
  // The seeded Grade 7A worksheet is due three days after the seed's day, at 15:30 at the school.
  const due = addIsoDays(schoolToday(TZ), 3);
  const nextMonth = due.slice(0, 7) !== schoolToday(TZ).slice(0, 7);

  const parent = await asUser(browser, '/app/parent/calendar', 'parent@demo-academy.test', 1280);
  const month = parent.getByTestId('calendar');
  const parentDue = month.getByRole('link', { name: /Due: Fractions worksheet \(.+\)/ }).first();
  await expect(parentDue).toBeVisible();
  await expect(parentDue).toContainText('15:30');
  await expectNoViolations(parent, 'the parent’s month with work due');
  await parent.screenshot({ path: screenshotPath('parent-calendar-work-due-1280'), fullPage: true });
  await parentDue.click();
  await expect(parent).toHaveURL(/\/app\/parent\/students\/[^/]+$/);
  await expect(parent.getByTestId('panel-child-work')).toContainText('Fractions worksheet');

  const teacher = await asUser(browser, '/app/teacher/calendar', 'teacher@demo-academy.test', 360);
  const agenda = teacher.getByTestId('calendar');
  if (nextMonth) await teacher.getByRole('button', { name: 'Next' }).click();
  const teacherDue = agenda.getByRole('link', { name: 'Due: Fractions worksheet (Grade 7A)' });
  await expect(teacherDue).toBeVisible();
  await expectNoViolations(teacher, 'the teacher’s agenda with work due at 360 px');
  await teacher.screenshot({ path: screenshotPath('teacher-calendar-work-due-360'), fullPage: true });
  await teacherDue.click();
  await expect(teacher).toHaveURL(/\/app\/teacher\/assignments\/assignment-7a-fractions$/);

  const student = await asUser(browser, '/app/student', 'student@demo-academy.test', 360);
  const comingUp = student.getByTestId('panel-next-events');
  await expect(comingUp.getByRole('link', { name: 'Due: Fractions worksheet' })).toBeVisible();
  await expectNoViolations(student, 'the student’s Coming up with work due');
  await student.screenshot({ path: screenshotPath('student-coming-up-work-due-360'), fullPage: true });
  await comingUp.getByRole('link', { name: 'Due: Fractions worksheet' }).click();
  await expect(student).toHaveURL(/\/app\/student\/work\/assignment-7a-fractions$/);

  const other = await asUser(browser, '/app/parent/calendar', OTHER_PARENT.email, 1280);
  await expect(other.getByTestId('calendar').locator('.fc-daygrid-body')).toBeVisible();
  await expect(other.getByTestId('calendar').getByText(/Due: Fractions worksheet/)).toHaveCount(0);
  for (const p of [parent, teacher, student, other]) await p.context().close();
});
