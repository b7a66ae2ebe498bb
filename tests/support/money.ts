/**
 * A school's money, for the tests that make invoices and payments: every collection it lives in, cleared together
 * before and after, so no counter, total or numbered document (a receipt, a credit note) outlives the records it
 * counts and meets the next file's.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { admin, APP_URL } from './emulators';

export const MONEY_COLLECTIONS = [
  'invoices',
  'payments',
  'receipts',
  'creditNotes',
  'families',
  'classFeeTotals',
  'feeCounters',
  'checkoutSessions',
  'paymentKeys',
  'cardRefunds',
  'feeDueTotals',
  'feeCollections',
] as const;

/** Clears the school's money and, if named, the test's own fee schedule. */
export async function clearSchoolMoney(schoolId: string, scheduleName?: string) {
  const { db } = admin();
  for (const name of MONEY_COLLECTIONS) await db.recursiveDelete(db.collection(`schools/${schoolId}/${name}`));
  // With the families gone, no child belongs to one any more.
  for (const s of (await db.collection(`schools/${schoolId}/students`).where('familyId', '!=', null).get()).docs)
    await s.ref.update({ familyId: FieldValue.delete() });
  // The dashboards' month totals keep attendance beside the money: only their money goes.
  for (const m of (await db.collection(`schools/${schoolId}/monthTotals`).get()).docs)
    await m.ref.update({ collected: FieldValue.delete(), due: FieldValue.delete() });
  if (!scheduleName) return;
  for (const s of (await db.collection(`schools/${schoolId}/feeSchedules`).where('name', '==', scheduleName).get())
    .docs)
    await s.ref.delete();
}

/** Posts an event to the payment webhook as the provider does: the signature is over these exact bytes. */
export async function postWebhook(payload: string, signature: string) {
  const res = await fetch(new URL('/api/checkout/webhook', APP_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { status: number; message: string } };
}
