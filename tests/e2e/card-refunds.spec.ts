/**
 * The office pays a family's credit back to the card it came from: a parent bought a £50.00 course place online, the
 * office withdrew the child and returned the payment as credit (through the API), and now, by pointer on the family's
 * desk page, refunds £20.00 of it to the card. The local test provider refunds it and says so by the signed webhook;
 * the page shows the refund, its receipt and the credit left. Checked at 360 and 1280 px with axe.
 */
import { expect, test } from '@playwright/test';
import { testCourse } from '../support/courses';
import { admin, APP_URL, callApi, idTokenFor } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import { expectSettled, lookAtPhoneAndDesktop, signInAt } from './support';

const SCHOOL_ID = 'demo-academy-school';
const SCHOOL = `schools/${SCHOOL_ID}`;
const FAMILY = 'family-parent-01';
const COURSE = 'e2e-card-refund-course';

async function cleanUp() {
  const { db } = admin();
  await clearSchoolMoney(SCHOOL_ID);
  await db.doc(`${SCHOOL}/courses/${COURSE}`).delete();
  for (const e of (await db.collection(`${SCHOOL}/enrolments`).where('courseId', '==', COURSE).get()).docs)
    await e.ref.delete();
}

test.beforeAll(async () => {
  await cleanUp();
  const { db } = admin();
  await db.doc(`${SCHOOL}/courses/${COURSE}`).set(testCourse('E2E-CARD-REFUND', { price: 5000 }));
  const parent = await idTokenFor('parent@demo-academy.test');
  const office = await idTokenFor('admin@demo-academy.test');
  const start = await callApi<{ sessionId: string }>('POST', '/checkout/start', {
    token: parent,
    body: { idempotencyKey: `e2e-card-refund-${Date.now()}`, items: [{ key: `course:${COURSE}:student-01` }] },
  });
  const signed = await callApi<{ payload: string; signature: string }>('POST', '/checkout/testProvider', {
    token: parent,
    body: { session: `cs_local_${start.body.sessionId}`, outcome: 'pay' },
  });
  // Posted as the provider posts it: the signature is over these exact bytes.
  const paid = await fetch(new URL('/api/checkout/webhook', APP_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.body.signature },
    body: signed.body.payload,
  });
  expect(paid.status).toBe(200);
  const withdrawn = await callApi('POST', '/courses/withdraw', {
    token: office,
    body: { courseId: COURSE, studentId: 'student-01', returnPayment: true },
  });
  expect(withdrawn.status).toBe(200);
});
test.afterAll(cleanUp);

test('the office refunds part of a family’s credit to the card it was paid with', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, `/app/admin/fees/${FAMILY}`, 'admin@demo-academy.test');
  await expect(page.getByTestId('family-balance')).toContainText('credit £50.00');
  await page.getByRole('button', { name: 'Refund to card…' }).click();
  const amount = page.getByLabel('Amount to refund to the card (GBP)');
  await expect(amount).toHaveValue('50.00');
  await amount.fill('20');
  await page.getByLabel('Reason for the refund').fill('Course cancelled');
  await page.getByRole('button', { name: 'Refund £20.00 to the card' }).click();
  // Said where the refund was asked for (a toast says it too).
  await expect(
    page.getByRole('region', { name: 'Receipts' }).getByText(/^£20\.00 refunded to the card: receipt \d+\.$/),
  ).toBeVisible();
  await expect(page.getByTestId('family-balance')).toContainText('credit £30.00');
  const refunds = page.getByRole('list', { name: 'Refunds to a card' });
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds).toContainText('£20.00 (Course cancelled)');
  await expect(refunds).toContainText('refunded');
  await expect(page.getByText(/refund of £20\.00 to the card/)).toBeVisible();
  // What is left of the payment and of the credit is what the form offers next.
  await page.getByRole('button', { name: 'Refund to card…' }).click();
  await expect(page.getByLabel('Amount to refund to the card (GBP)')).toHaveValue('30.00');
  await expectSettled(page);
  await lookAtPhoneAndDesktop(page, 'card-refund');
});
