/**
 * Buying a place on a priced course through the cart: the checkout prices it from the course, refuses what cannot be
 * bought (free, already held, closed, full, another family's child), and the provider's signed webhook enrols the
 * child once, with the payment and its receipt. A place filled meanwhile becomes family credit, and the office is
 * told. Everything made here is removed afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { testCourse } from '../support/courses';
import { clearSchoolMoney, postWebhook } from '../support/money';
import { ADMIN, post, record, SCHOOL, signInAll } from '../support/school-api';

const PARENT = 'parent@demo-academy.test'; // guardian of student-01 and student-02
const FAMILY = 'family-parent-01';
// Priced unless said otherwise.
const course = (code: string, extra: Record<string, unknown> = {}) => testCourse(code, { price: 3000, ...extra });
const COURSES = {
  'buy-paid': course('BUY-PAID'),
  'buy-small': course('BUY-SMALL', { price: 2000, capacity: 1 }),
  'buy-free': course('BUY-FREE', { price: null }),
  'buy-closed': course('BUY-CLOSED', { enrolUntil: '2020-01-31' }),
  'buy-two': course('BUY-TWO', { price: 1500, capacity: 2 }),
  'buy-one': course('BUY-ONE', { price: 1500, capacity: 1 }),
};
const courseKey = (courseId: string, studentId: string) => `course:${courseId}:${studentId}`;
let keyNo = 0;
const key = () => `course-buy-${Date.now()}-${++keyNo}`;
const start = (items: { key: string; price?: number }[], who: Parameters<typeof post>[0] = PARENT) =>
  post(who, '/checkout/start', { idempotencyKey: key(), items });

/** The test provider's signed Pay for a checkout, posted to the webhook as the provider posts it. */
async function pay(checkoutId: string) {
  const event = await post(PARENT, '/checkout/testProvider', { session: `cs_local_${checkoutId}`, outcome: 'pay' });
  const { payload, signature } = event.body as unknown as { payload: string; signature: string };
  return { ...(await postWebhook(payload, signature)), payload, signature };
}

async function clearCourses() {
  const { db } = admin();
  for (const [id, c] of Object.entries(COURSES)) {
    for (const e of (await db.collection(`schools/${SCHOOL}/enrolments`).where('courseId', '==', id).get()).docs)
      await e.ref.delete();
    await db.doc(`schools/${SCHOOL}/courses/${id}`).set(c);
  }
}

beforeAll(async () => {
  await signInAll();
  await clearSchoolMoney(SCHOOL);
  await clearCourses();
});
afterAll(async () => {
  const { db } = admin();
  await clearSchoolMoney(SCHOOL);
  for (const id of Object.keys(COURSES)) {
    await db.doc(`schools/${SCHOOL}/courses/${id}`).delete();
    for (const e of (await db.collection(`schools/${SCHOOL}/enrolments`).where('courseId', '==', id).get()).docs)
      await e.ref.delete();
  }
  for (const n of (
    await db
      .collection(`schools/${SCHOOL}/notifications`)
      .where('title', '==', 'An online payment became family credit')
      .get()
  ).docs)
    await n.ref.delete();
});

describe('buying a place on a priced course', () => {
  let checkoutId = '';
  let webhook: Awaited<ReturnType<typeof pay>>;

  it('prices the place from the course, whatever the cart says, and opens the family', async () => {
    const res = await start([{ key: courseKey('buy-paid', 'student-02'), price: 1 }]);
    expect(res.status).toBe(200);
    const body = res.body as unknown as { sessionId: string; amount: number; currency: string };
    expect(body).toMatchObject({ amount: 3000, currency: 'GBP' });
    checkoutId = body.sessionId;
    expect(await record(`checkoutSessions/${checkoutId}`)).toMatchObject({
      familyId: FAMILY,
      amount: 3000,
      items: [
        {
          key: courseKey('buy-paid', 'student-02'),
          course: { courseId: 'buy-paid', studentId: 'student-02' },
          amount: 3000,
        },
      ],
      status: 'open',
    });
    // The family had never been invoiced: its record is opened with the child in it and nothing owed.
    expect(await record(`families/${FAMILY}`)).toMatchObject({ studentIds: ['student-02'], outstanding: 0, credit: 0 });
  });

  it('the paid webhook enrols the child once, with the payment, its receipt and the course’s revenue', async () => {
    webhook = await pay(checkoutId);
    expect(webhook.status).toBe(200);
    const place = await record('enrolments/buy-paid_student-02');
    expect(place).toMatchObject({
      status: 'enrolled',
      enrolledBy: 'guardian',
      paid: { amount: 3000, currency: 'GBP' },
    });
    const paymentId = (place!.paid as { paymentId: string }).paymentId;
    const payment = await record(`payments/${paymentId}`);
    expect(payment).toMatchObject({
      familyId: FAMILY,
      amount: 3000,
      method: 'online',
      allocations: [],
      purchases: [{ courseId: 'buy-paid', studentId: 'student-02', amount: 3000 }],
      toCredit: 0,
    });
    const receipt = await record(`receipts/${paymentId}`);
    expect(receipt?.lines).toEqual([{ label: expect.stringContaining('Course BUY-PAID'), amount: 3000 }]);
    expect(await record('courses/buy-paid')).toMatchObject({ enrolled: 1, revenue: 3000 });
    expect(await record(`families/${FAMILY}`)).toMatchObject({ outstanding: 0, credit: 0 });
    expect(await record(`checkoutSessions/${checkoutId}`)).toMatchObject({ status: 'paid', paymentId });
  });

  it('a replayed webhook changes nothing', async () => {
    const again = await postWebhook(webhook.payload, webhook.signature);
    expect(again.body.message).toBe('Already applied.');
    expect(await record('courses/buy-paid')).toMatchObject({ enrolled: 1, revenue: 3000 });
    const payments = await admin().db.collection(`schools/${SCHOOL}/payments`).count().get();
    expect(payments.data().count).toBe(1);
  });

  it('refuses paying twice for a place already held', async () => {
    const res = await start([{ key: courseKey('buy-paid', 'student-02') }]);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('already enrolled on Course BUY-PAID');
  });

  it('refuses a free course, a closed one, another family’s child, and a key that names nothing', async () => {
    const free = await start([{ key: courseKey('buy-free', 'student-01') }]);
    expect(free.status).toBe(409);
    expect(free.body.message).toContain('is free');
    const closed = await start([{ key: courseKey('buy-closed', 'student-01') }]);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toContain('Enrolment closed on Fri, 31 Jan 2020');
    const other = await start([{ key: courseKey('buy-paid', 'student-03') }]);
    expect(other.status).toBe(404);
    const bad = await start([{ key: 'course:buy-paid' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Item /);
  });

  it('only a parent checks out', async () => {
    for (const who of [
      'student@demo-academy.test',
      'teacher@demo-academy.test',
      ADMIN,
      'admin@northside.test',
    ] as const)
      expect((await start([{ key: courseKey('buy-paid', 'student-01') }], who)).status).toBe(403);
  });

  it('a place filled before the payment arrives is not bought: the money is family credit, and the office is told', async () => {
    const res = await start([{ key: courseKey('buy-small', 'student-01') }]);
    expect(res.status).toBe(200);
    const id = (res.body as unknown as { sessionId: string }).sessionId;
    // Meanwhile the office gives the only place to another child by hand.
    expect((await post(ADMIN, '/courses/enrol', { courseId: 'buy-small', studentId: 'student-03' })).status).toBe(200);
    expect((await pay(id)).status).toBe(200);
    expect(await record('enrolments/buy-small_student-01')).toBeUndefined();
    const paymentId = (await record(`checkoutSessions/${id}`))!.paymentId as string;
    expect(await record(`payments/${paymentId}`)).toMatchObject({ amount: 2000, purchases: [], toCredit: 2000 });
    expect(await record(`families/${FAMILY}`)).toMatchObject({ credit: 2000 });
    expect(await record('courses/buy-small')).toMatchObject({ enrolled: 1, revenue: 0 });
    const told = await admin()
      .db.collection(`schools/${SCHOOL}/notifications`)
      .where('title', '==', 'An online payment became family credit')
      .get();
    expect(told.docs.map((d) => d.get('body') as string).join(' ')).toContain('Course BUY-SMALL is full.');
  });

  it('the office withdraws a paid place and returns its payment as family credit, with a numbered credit note', async () => {
    const body = { courseId: 'buy-paid', studentId: 'student-02', returnPayment: true };
    expect((await post(PARENT, '/courses/withdraw', body)).status).toBe(403);
    const unpaid = await post(ADMIN, '/courses/withdraw', { ...body, courseId: 'buy-small', studentId: 'student-03' });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.message).toMatch(/^returnPayment: /);
    expect(await record('enrolments/buy-small_student-03')).toMatchObject({ status: 'enrolled' });

    const res = await post(ADMIN, '/courses/withdraw', body);
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('£30.00 paid for the place is now family credit');
    expect(await record('enrolments/buy-paid_student-02')).toMatchObject({ status: 'withdrawn', paid: null });
    expect(await record('courses/buy-paid')).toMatchObject({ enrolled: 0, revenue: 0 });
    expect(await record(`families/${FAMILY}`)).toMatchObject({ credit: 5000 });
    const notes = await admin()
      .db.collection(`schools/${SCHOOL}/creditNotes`)
      .where('courseId', '==', 'buy-paid')
      .get();
    expect(notes.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ number: 1, amount: 3000, creditAfter: 5000, studentName: 'Ben Adeyemi' }),
    ]);
    // The payment itself stands: money is never deleted, only moved.
    expect((await admin().db.collection(`schools/${SCHOOL}/payments`).count().get()).data().count).toBe(2);
    expect((await post(ADMIN, '/courses/withdraw', body)).status).toBe(409);
  });

  it('two children on one course in one cart: both places counted, and a course with room for one refused', async () => {
    const one = await start([{ key: courseKey('buy-one', 'student-01') }, { key: courseKey('buy-one', 'student-02') }]);
    expect(one.status).toBe(409);
    expect(one.body.message).toBe('Course BUY-ONE is full.');
    const res = await start([{ key: courseKey('buy-two', 'student-01') }, { key: courseKey('buy-two', 'student-02') }]);
    expect(res.status).toBe(200);
    expect((res.body as unknown as { amount: number }).amount).toBe(3000);
    expect((await pay((res.body as unknown as { sessionId: string }).sessionId)).status).toBe(200);
    for (const child of ['student-01', 'student-02'])
      expect(await record(`enrolments/buy-two_${child}`)).toMatchObject({ status: 'enrolled', paid: { amount: 1500 } });
    expect(await record('courses/buy-two')).toMatchObject({ enrolled: 2, revenue: 3000 });
  });
});
