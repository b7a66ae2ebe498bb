import { expect, test } from '@playwright/test';
import { testCourse } from '../support/courses';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import { look, noSidewaysScroll, signInAt } from './support';

/**
 * The course store's round: the demo student finds Algebra foundations from the dashboard, enrols, marks two lectures
 * done, reloads and continues where they left off; the course's teacher sees that progress beside a student who has
 * not started; the parent sees it on the child's page; the office sees the places per course.
 */
const SCHOOL = 'demo-academy-school';
const PLACE = `schools/${SCHOOL}/enrolments/course-alg-7_student-01`;

async function cleanUp() {
  const { db } = admin();
  const place = await db.doc(PLACE).get();
  if (place.exists) {
    await db.doc(PLACE).delete();
    await db.doc(`schools/${SCHOOL}/courses/course-alg-7`).update({ enrolled: 2 });
  }
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);
test.describe.configure({ mode: 'serial' });

test('the student enrols from the dashboard, takes two lectures, and continues after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAt(page, '/app/student', 'student@demo-academy.test');
  const panel = page.getByTestId('panel-my-courses');
  await expect(panel).toContainText('You are not enrolled on any course yet.');
  await panel.getByRole('link', { name: 'Browse courses' }).click();
  await expect(page).toHaveURL('/app/student/courses');
  const card = page.getByRole('article', { name: 'Algebra foundations' });
  await expect(card).toContainText('Free');
  await expect(card).toContainText('Mathematics');
  await expect(card).toContainText('Amara Okafor');
  await look(page, 'course-store-catalogue-360');
  await card.getByRole('button', { name: 'Enrol' }).click();
  await card.getByRole('link', { name: 'Enrolled: open the course' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Algebra foundations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Letters for numbers/ })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByTestId('course-progress')).toContainText('25% done');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Simplifying/ })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByTestId('course-progress')).toContainText('50% done');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Balancing both sides/ })).toBeVisible();
  // The server saved where the student is: a reload (another device) opens the same lecture.
  await expect.poll(async () => (await admin().db.doc(PLACE).get()).get('current')).toBe('2.1');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Balancing both sides/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Balancing both sides/ })).toHaveAttribute('aria-current', 'step');
  await look(page, 'course-store-player-360');

  await page.setViewportSize({ width: 1280, height: 800 });
  await look(page, 'course-store-player-1280');
  await page.goto('/app/student');
  const mine = page.getByTestId('panel-my-courses');
  await expect(mine).toContainText('Algebra foundations');
  await expect(mine).toContainText('50% done');
  await look(page, 'course-store-student-dashboard-1280');
  await mine.getByRole('link', { name: 'Continue Algebra foundations' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Balancing both sides/ })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`the course’s teacher sees each student’s progress and who has not started (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAt(page, '/app/teacher', 'teacher@demo-academy.test');
    const panel = page.getByTestId('panel-taught-courses');
    await expect(panel).toContainText('3 enrolled · 1 not started');
    const students = panel.getByRole('list', { name: 'Students on the course' }).getByRole('listitem');
    await expect(students.filter({ hasText: /Not started/ })).toHaveCount(1);
    await expect(students.filter({ hasText: '50% (2 of 4)' })).toHaveCount(1);
    await look(page, `course-store-teacher-${width}`);
  });
}

for (const width of [360, 1280]) {
  test(`the parent sees the child’s course in the catalogue and on the child’s page (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAt(page, '/app/parent/courses', 'parent@demo-academy.test');
    const card = page.getByRole('article', { name: 'Algebra foundations' });
    await expect(card).toContainText('Enrolled');
    await look(page, `course-store-parent-catalogue-${width}`);
    await page.goto('/app/parent/students/student-01');
    const panel = page.getByTestId('panel-child-courses');
    await expect(panel).toContainText('Algebra foundations');
    await expect(panel).toContainText('50% done');
    await look(page, `course-store-parent-child-${width}`);
  });
}

for (const width of [360, 1280]) {
  test(`the office sees places per course (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAt(page, '/app/admin', 'admin@demo-academy.test');
    const panel = page.getByTestId('panel-office-courses');
    // One course to a line with its figures in words, so it reads at 360 px without scrolling sideways.
    await expect(panel.getByTestId('office-course').filter({ hasText: 'ALG-7 Algebra foundations' })).toContainText(
      '3 enrolled · 0 waiting · free',
    );
    await look(page, `course-store-office-${width}`);
    // The course's page: a student to a line, with the buttons under them, and nothing wider than the phone.
    await panel.getByRole('link', { name: 'ALG-7 Algebra foundations' }).click();
    const students = page.getByRole('list', { name: 'Students on the course' }).getByRole('listitem');
    await expect(students).toHaveCount(3);
    await expect(students.filter({ hasText: 'Not started' })).toHaveCount(1);
    await expect(students.filter({ hasText: '50% done' }).getByRole('button', { name: /^Withdraw / })).toBeVisible();
    await noSidewaysScroll(page, width);
    await look(page, `course-store-course-page-${width}`);
  });
}

/** A priced course for the purchase: published, with one place fewer than it can take. */
const BUY = 'e2e-priced-course';
const BUY_PLACE = `schools/${SCHOOL}/enrolments/${BUY}_student-02`;
async function removePurchase() {
  const { db } = admin();
  await db.doc(BUY_PLACE).delete();
  await db.doc(`schools/${SCHOOL}/courses/${BUY}`).delete();
  await clearSchoolMoney(SCHOOL);
}

test('a parent buys a priced course for one child through the cart; the office withdraws him and returns it', async ({
  page,
  browser,
}) => {
  await removePurchase();
  const alg = (await admin().db.doc(`schools/${SCHOOL}/courses/course-alg-7`).get()).data()!;
  await admin()
    .db.doc(`schools/${SCHOOL}/courses/${BUY}`)
    .set({
      ...alg,
      code: 'ROB-7',
      title: 'Robotics club',
      description: 'Build and program a small robot, one lesson a week.',
      price: 2500,
      public: false,
      capacity: 12,
      enrolled: 0,
      waiting: 0,
      revenue: 0,
      searchTokens: ['robotics'],
    });
  try {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAt(page, '/app/parent/courses', 'parent@demo-academy.test');
    await page.getByRole('combobox', { name: 'For which child' }).selectOption({ label: 'Ben Adeyemi' });
    const card = page.getByRole('article', { name: 'Robotics club' });
    await expect(card).toContainText('£25.00');
    await card.getByRole('button', { name: 'Add to cart for Ben Adeyemi' }).click();
    await expect(card.getByRole('link', { name: 'Ben Adeyemi\u2019s place is in your cart' })).toBeVisible();
    await look(page, 'course-store-parent-added-to-cart-360');

    // A price edited in the browser's storage is never what is charged.
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('academy_cartSession') ?? '{}') as Record<string, { price: number }>;
      for (const item of Object.values(cart)) item.price = 1;
      localStorage.setItem('academy_cartSession', JSON.stringify(cart));
    });
    await page.goto('/cart/');
    await expect(page.getByRole('table', { name: 'Items in your cart' })).toContainText('Robotics club');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Test payment provider' })).toBeVisible();
    await expect(page.getByTestId('checkout-amount')).toHaveText('£25.00');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Paid £25.00')).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await look(page, 'course-store-parent-paid-360');

    const place = (await admin().db.doc(BUY_PLACE).get()).data();
    expect(place).toMatchObject({ status: 'enrolled', paid: { amount: 2500, currency: 'GBP' } });
    await page.goto('/app/parent/courses');
    await page.getByRole('combobox', { name: 'For which child' }).selectOption({ label: 'Ben Adeyemi' });
    await expect(page.getByRole('article', { name: 'Robotics club' })).toContainText('Enrolled');
    // The receipt is the family's, on the child's page.
    await page.goto('/app/parent/students/student-02');
    await expect(
      page
        .getByRole('region', { name: 'Fees' })
        .getByRole('button', { name: /Download receipt \d+ \(PDF\)/ })
        .first(),
    ).toBeVisible();
    await look(page, 'course-store-parent-receipt-360');

    // The office withdraws Ben and gives the money back as the family's credit, with a credit note they can see.
    const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAt(office, `/app/admin/courses/${BUY}`, 'admin@demo-academy.test');
    await office.getByRole('button', { name: 'Withdraw Ben Adeyemi and return £25.00 as family credit' }).click();
    await expect(office.getByRole('status').getByText(/£25.00 paid for the place is now family credit/)).toBeVisible();
    await look(office, 'course-store-office-withdrawn-returned-1280');
    await office.context().close();
    expect((await admin().db.doc(BUY_PLACE).get()).data()).toMatchObject({ status: 'withdrawn', paid: null });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Fees' })).toContainText('£25.00 credited');
  } finally {
    await removePurchase();
  }
});

const PAGED = Array.from({ length: 22 }, (_, i) => `e2e-paged-${String(i + 1).padStart(2, '0')}`);
async function removePaged() {
  for (const id of PAGED) await admin().db.doc(`schools/${SCHOOL}/courses/${id}`).delete();
}
// Removed even when a test stops half-way, so no other file meets these courses.
test.afterAll(removePaged);
test.afterAll(removePurchase);

test('the Paid filter pages through every priced course, cheapest first', async ({ page }) => {
  const { db } = admin();
  const alg = (await db.doc(`schools/${SCHOOL}/courses/course-alg-7`).get()).data()!;
  const ids = PAGED;
  // Two share a price, so the page break falls between courses of one price.
  const priceOf = (i: number) => 1000 + Math.min(i, 19) * 100;
  for (const [i, id] of ids.entries())
    await db.doc(`schools/${SCHOOL}/courses/${id}`).set({
      ...alg,
      code: `PG-${i + 1}`,
      title: `Paged course ${String(i + 1).padStart(2, '0')}`,
      price: priceOf(i),
      public: false,
      enrolled: 0,
      waiting: 0,
      revenue: 0,
      searchTokens: [],
    });
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, '/app/student/courses', 'student@demo-academy.test');
    await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Paid' });
    const titles = page.getByRole('article').getByRole('heading');
    await expect(titles).toHaveCount(20);
    await expect(titles.first()).toHaveText('Paged course 01');
    await expect(titles.last()).toHaveText('Paged course 20');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(titles).toHaveText(['Paged course 21', 'Paged course 22']);
    await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
    await look(page, 'course-store-paid-second-page-1280');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(titles).toHaveCount(20);
  } finally {
    await removePaged();
  }
});

test.describe('a course made through the API', () => {
  const CODE = 'E2E-NEW-IDS';
  let courseId = '';
  async function removeCourse() {
    const { db } = admin();
    for (const c of (await db.collection(`schools/${SCHOOL}/courses`).where('code', '==', CODE).get()).docs) {
      await db.doc(`schools/${SCHOOL}/enrolments/${c.id}_student-01`).delete();
      await c.ref.delete();
    }
  }
  test.beforeAll(async () => {
    await removeCourse();
    const token = await idTokenFor('admin@demo-academy.test');
    const { code, title, subjectId, classIds, teacherIds, termId, description, modules, price, published } =
      testCourse(CODE);
    const body = { code, title, subjectId, classIds, teacherIds, termId, description, modules, price, published };
    const made = await callApi<{ id: string }>('POST', '/courses/create', { token, body });
    expect(made.status).toBe(200);
    courseId = made.body.id;
    // The lecture ids the API gave are L1, L2, L3: nothing shaped like 2.3.
    const stored = (await admin().db.doc(`schools/${SCHOOL}/courses/${courseId}`).get()).get('modules') as {
      lectures: { id: string }[];
    }[];
    expect(stored.flatMap((m) => m.lectures.map((l) => l.id))).toEqual(['L1', 'L2', 'L3']);
    const enrolled = await callApi('POST', '/courses/enrol', { token, body: { courseId, studentId: 'student-01' } });
    expect(enrolled.status).toBe(200);
  });
  test.afterAll(removeCourse);

  test('the student takes it lecture by lecture, by pointer (360 px)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAt(page, `/app/student/courses/${courseId}`, 'student@demo-academy.test');
    await expect(page.getByRole('heading', { level: 1, name: `Course ${CODE}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^A$/ })).toBeVisible();
    await expect(page.getByText('This course has no lectures yet')).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await expect(page.getByTestId('course-progress')).toContainText('1 of 3 lectures');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^B$/ })).toBeVisible();
    // The syllabus opens a lecture of the second module.
    await page.getByRole('button', { name: 'C', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^C$/ })).toBeVisible();
    await expect(page.getByText('Module 2: Two')).toBeVisible();
    await expect
      .poll(async () =>
        (await admin().db.doc(`schools/${SCHOOL}/enrolments/${courseId}_student-01`).get()).get('current'),
      )
      .toBe('L3');
    await look(page, 'course-store-player-new-ids-360');
  });

  test('and another device opens it where they left off (1280 px)', async ({ page }) => {
    await signInAt(page, `/app/student/courses/${courseId}`, 'student@demo-academy.test');
    await expect(page.getByRole('heading', { level: 2, name: /^C$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'C', exact: true })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('course-progress')).toContainText('1 of 3 lectures');
    await look(page, 'course-store-player-new-ids-1280');
  });
});
