/**
 * A guardian linked to a child reads the child's records and pays for them; once the office unlinks them, within
 * seconds they read nothing of the child and can pay nothing for them, through the rules (each record's copy of the
 * guardians follows the child's record) and through the API. And the child's family stays one family whoever is
 * linked: a guardian whose id sorts before every other does not open a second family record.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_COPIES, STUDENT_COPIES } from '../../functions/src/lib/guardian-copies';
import { removeAccount } from '../support/accounts';
import { admin, callApi, DEMO_PASSWORD, idTokenFor } from '../support/emulators';
import { clearSchoolMoney } from '../support/money';
import { rulesEnvironment } from '../support/rules';
import { ADMIN, post, record, SCHOOL, signInAll } from '../support/school-api';

const CHILD = 'student-01'; // Aisha, whose guardian is Ngozi (parent-01, family-parent-01)
const FAMILY = 'family-parent-01';
// Sorts before every demo parent's id: under the old rule the child's family would have moved to family-aaa-….
const GUARDIAN = 'aaa-early-guardian';
const EMAIL = 'early.guardian@demo-academy.test';
const INVOICE = `schedule-7a-autumn_${CHILD}`;
const path = (p: string) => `schools/${SCHOOL}/${p}`;

// Every collection whose documents carry a copy of a child's (or family's) guardians.
const COPIES = [...STUDENT_COPIES, 'families', ...FAMILY_COPIES];

let env: RulesTestEnvironment;
let uid = '';
const reader = () => env.authenticatedContext(uid, { role: 'Parent', school_id: SCHOOL, email: EMAIL }).firestore();
const ngozi = () => env.authenticatedContext('demo-parent', { role: 'Parent', school_id: SCHOOL }).firestore();

/**
 * Every record of the child (and the family) a guardian reads, by what the rules allow: each read starts only when
 * it is awaited, so a refused one never goes unhandled while another is checked.
 */
const reads = (fs: ReturnType<typeof reader>, who: string): (() => Promise<unknown>)[] => [
  () => getDoc(doc(fs, path(`students/${CHILD}`))),
  () => getDoc(doc(fs, path(`invoices/${INVOICE}`))),
  () => getDoc(doc(fs, path(`families/${FAMILY}`))),
  () => getDocs(query(collection(fs, path('attendanceRecords')), where('guardianUids', 'array-contains', who))),
  () => getDocs(query(collection(fs, path('payments')), where('guardianUids', 'array-contains', who))),
  () => getDocs(query(collection(fs, path('receipts')), where('guardianUids', 'array-contains', who))),
];

/** How many of each collection's documents a list asking for this account finds (only those that find any). */
async function visibleTo(who: string) {
  const found: Record<string, number> = {};
  for (const name of COPIES) {
    // A parent lists work only once it is open; checkouts are read by their payer, not their guardians.
    if (name === 'checkoutSessions') continue;
    const mine = query(collection(reader(), path(name)), where('guardianUids', 'array-contains', who));
    const n = (await getDocs(name === 'submissions' ? query(mine, where('open', '==', true)) : mine)).size;
    if (n) found[name] = n;
  }
  return found;
}

const link = (childIds: string[]) =>
  post(ADMIN, '/parents/update', {
    id: GUARDIAN,
    firstName: 'Early',
    lastName: 'Guardian',
    email: EMAIL,
    phone: '',
    relationship: 'Aunt',
    childIds,
  });

/** Waits for the copies to follow the child's record (a trigger): polls until every read answers as expected. */
async function eventually(check: () => Promise<unknown>) {
  const until = Date.now() + 15_000;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function cleanUp() {
  const { db } = admin();
  await clearSchoolMoney(SCHOOL);
  await db.doc(path(`parents/${GUARDIAN}`)).delete();
  await db.doc(path(`students/${CHILD}`)).update({ guardianIds: ['parent-01'], guardianUids: ['demo-parent'] });
  if (uid) await removeAccount(uid);
}

beforeAll(async () => {
  env = await rulesEnvironment();
  await signInAll();
  const { db } = admin();
  await cleanUp();
  await db.doc(path(`parents/${GUARDIAN}`)).set({
    firstName: 'Early',
    lastName: 'Guardian',
    email: EMAIL,
    phone: '',
    relationship: 'Aunt',
    accountUid: null,
    archived: false,
    childIds: [],
    searchTokens: [],
  });
  const account = await post(ADMIN, '/accounts/create', { personType: 'parents', personId: GUARDIAN });
  expect(account.status).toBe(200);
  uid = (account.body as unknown as { account: { uid: string } }).account.uid;
  await admin().auth.updateUser(uid, { password: DEMO_PASSWORD });
  // The family's invoices, and a payment with its receipt, before the second guardian is linked.
  expect((await post(ADMIN, '/fees/generateInvoices', { scheduleId: 'schedule-7a-autumn', commit: true })).status).toBe(
    200,
  );
  expect((await record(`invoices/${INVOICE}`))?.familyId).toBe(FAMILY);
  const paid = await post(ADMIN, '/fees/recordPayment', {
    idempotencyKey: `guardian-links-${Date.now()}`,
    familyId: FAMILY,
    amount: 1_000,
    method: 'cash',
    date: '2026-10-01',
  });
  expect(paid.status).toBe(200);
});
afterAll(async () => {
  await cleanUp();
  await env.cleanup();
});

describe('linking and unlinking a guardian', () => {
  it('a guardian linked by the office reads the child’s records and the family’s money within seconds', async () => {
    // Before: the child's record, invoice and family are refused; lists asking for the account find nothing.
    for (const r of reads(reader(), uid).slice(0, 3)) await assertFails(r());
    expect(await visibleTo(uid)).toEqual({});
    expect((await link([CHILD])).status).toBe(200);
    await eventually(async () => {
      for (const r of reads(reader(), uid)) await assertSucceeds(r());
      expect(Object.keys(await visibleTo(uid))).toEqual(
        expect.arrayContaining([
          'invoices',
          'submissions',
          'attendanceRecords',
          'attendanceTotals',
          'families',
          'payments',
          'receipts',
        ]),
      );
      const records = await getDocs(
        query(collection(reader(), path('attendanceRecords')), where('guardianUids', 'array-contains', uid)),
      );
      expect(records.size).toBeGreaterThan(0);
      const receipts = await getDocs(
        query(collection(reader(), path('receipts')), where('guardianUids', 'array-contains', uid)),
      );
      expect(receipts.size).toBe(1);
    });
  });

  it('keeps the child in the same family, though the new guardian’s id sorts first', async () => {
    expect((await record(`students/${CHILD}`))?.familyId).toBe(FAMILY);
    // A new term's invoices for the class: the child's goes to the family it always had.
    await admin()
      .db.doc(path(`invoices/${INVOICE}`))
      .delete();
    expect(
      (await post(ADMIN, '/fees/generateInvoices', { scheduleId: 'schedule-7a-autumn', commit: true })).status,
    ).toBe(200);
    expect((await record(`invoices/${INVOICE}`))?.familyId).toBe(FAMILY);
    expect(await record(`families/family-${GUARDIAN}`)).toBeUndefined();
    const family = await record(`families/${FAMILY}`);
    expect(family?.guardianIds).toEqual([GUARDIAN, 'parent-01']);
    expect(family?.guardianUids).toEqual([uid, 'demo-parent'].sort());
    // A payment at the desk against the family is taken, as before.
    const paid = await post(ADMIN, '/fees/recordPayment', {
      idempotencyKey: `guardian-links-desk-${Date.now()}`,
      familyId: FAMILY,
      amount: 500,
      method: 'cash',
      date: '2026-10-02',
    });
    expect(paid.status).toBe(200);
  });

  it('once unlinked, reads nothing of the child and can pay nothing for them; the other guardian keeps it all', async () => {
    const token = await idTokenFor(EMAIL);
    const before = await callApi('POST', '/checkout/start', {
      token,
      body: { idempotencyKey: `guardian-links-before-${Date.now()}`, items: [{ key: `invoice:${INVOICE}` }] },
    });
    expect(before.status).toBe(200);

    expect((await link([])).status).toBe(200);
    await eventually(async () => {
      for (const r of reads(reader(), uid).slice(0, 3)) await assertFails(r());
      expect(await visibleTo(uid)).toEqual({});
    });
    const after = await callApi('POST', '/checkout/start', {
      token,
      body: { idempotencyKey: `guardian-links-after-${Date.now()}`, items: [{ key: `invoice:${INVOICE}` }] },
    });
    expect(after.status).toBe(404);
    for (const r of reads(ngozi(), 'demo-parent')) await assertSucceeds(r());
    expect((await record(`families/${FAMILY}`))?.guardianUids).toEqual(['demo-parent']);
  });
});
