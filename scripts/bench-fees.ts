/**
 * `npm run bench:fees`: a school of 2,000 students in 1,200 families (800 families of two siblings, 400 of one),
 * 66 classes over grades 7 to 12. Prints the time and documents written to generate the term's invoices for all of
 * them (one schedule per grade, through the API), the documents a family's fees panel reads, the documents the
 * outstanding-by-class report reads, and what 50 concurrent recordPayment calls (25 keys, each sent twice) record.
 * In Chromium (scripts/screen-reads.ts, the way bench:dashboards counts), the invoice lists as their people open them
 * by pointer: the office's (Fees from the dashboard) and a parent's (their child's page from the dashboard), each
 * screen's reads in all against SCREEN_BUDGET.
 */
import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AggregateField, getFirestore } from 'firebase-admin/firestore';
import { type ClassFeeTotalDoc, type FamilyDoc, type InvoiceDoc, paidOnClassInvoices } from '@academy/shared/fees';
import { defaultModules } from '@academy/shared/roles';
import { userSchema } from '@academy/shared/user';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { benchStudent } from './bench-students';
import { launchBenchChromium, printScreenReads, screenReadsInChromium } from './screen-reads';

const SCHOOL = 'bench-fees-school';
const TERM_ID = 'term';
const TUITION_ID = 'tuition';
const STUDENTS = 2_000;
const FAMILIES = 1_200;
const GRADES = [7, 8, 9, 10, 11, 12];
const CLASS_SIZE = 31;
const { hosting, auth: authEmulator } = firebaseJson.emulators;
/**
 * Each invoice list on opening: the office's (a page of 25 and one more, its count and sum, the fee totals of the
 * page's classes, at most 25, and a few fixed documents), and a parent's child's page (the fees panel's open invoices,
 * family, receipts and credit notes within 20, beside the page's other panels). Neither grows with the school.
 */
const SCREEN_BUDGET = { officeList: 26 + 1 + 25 + 4, childPage: 60 };

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run through `npm run bench:fees` (inside the emulators).');
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy' });
const db = getFirestore(app);
const auth = getAuth(app);
/** The bench school's collections, each path written out so the rules-coverage scan sees them. */
const COLLECTIONS = {
  terms: db.collection(`schools/${SCHOOL}/terms`),
  classes: db.collection(`schools/${SCHOOL}/classes`),
  students: db.collection(`schools/${SCHOOL}/students`),
  parents: db.collection(`schools/${SCHOOL}/parents`),
  feeItems: db.collection(`schools/${SCHOOL}/feeItems`),
  invoices: db.collection(`schools/${SCHOOL}/invoices`),
  families: db.collection(`schools/${SCHOOL}/families`),
  receipts: db.collection(`schools/${SCHOOL}/receipts`),
  creditNotes: db.collection(`schools/${SCHOOL}/creditNotes`),
  feeDueTotals: db.collection(`schools/${SCHOOL}/feeDueTotals`),
  feeCollections: db.collection(`schools/${SCHOOL}/feeCollections`),
  payments: db.collection(`schools/${SCHOOL}/payments`),
  classFeeTotals: db.collection(`schools/${SCHOOL}/classFeeTotals`),
  auditLog: db.collection(`schools/${SCHOOL}/auditLog`),
};
const col = (name: keyof typeof COLLECTIONS) => COLLECTIONS[name];
const count = async (name: keyof typeof COLLECTIONS) => (await col(name).count().get()).data().count;

async function tokenFor(uid: string, role: string): Promise<string> {
  const email = `${uid}@bench-fees.test`;
  await auth.deleteUser(uid).catch(() => undefined);
  await auth.createUser({ uid, email, password: 'Bench-pass-1' });
  await auth.setCustomUserClaims(uid, { role, school_id: SCHOOL });
  await db.doc(`users/${uid}`).set(
    userSchema.parse({
      email,
      username: uid,
      role,
      school_id: SCHOOL,
      modules: defaultModules(role as 'Admin' | 'Parent'),
      personId: role === 'Parent' ? parentId(Number(uid.split('-')[1])) : null,
      disabled: false,
    }),
  );
  const res = await fetch(
    `http://${authEmulator.host}:${authEmulator.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench-pass-1', returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

async function post(token: string, path: string, body: unknown) {
  const res = await fetch(`http://${hosting.host}:${hosting.port}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    // The emulator's own "Timed out waiting for function to respond": like a 503, the desk sends the same key again.
    return { status: 503, body: { message: text } };
  }
}

const parentId = (f: number) => `p${f}`;
const familyId = (f: number) => `family-p${f}`;

/** Student n's family: the first 1,600 students are 800 pairs of siblings, the last 400 only children. */
const familyOf = (n: number) => (n < 1_600 ? Math.floor(n / 2) : n - 800);

async function seed() {
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  const demo = (await db.doc('schools/demo-academy-school').get()).data() ?? {};
  const writer = db.bulkWriter();
  void writer.set(db.doc(`schools/${SCHOOL}`), { ...demo, name: 'Bench Fees School', currentTermId: 'term' });
  void writer.set(col('terms').doc(TERM_ID), {
    schoolYear: '2026/2027',
    name: 'Autumn',
    startDate: '2026-09-01',
    endDate: '2026-12-18',
    current: true,
    searchTokens: [],
  });
  const perGrade = Math.ceil(STUDENTS / GRADES.length);
  const classIds: string[] = [];
  for (let n = 0; n < STUDENTS; n++) {
    const grade = GRADES[Math.floor(n / perGrade)]!;
    const classId = `c${grade}-${Math.floor((n % perGrade) / CLASS_SIZE)}`;
    if (!classIds.includes(classId)) {
      classIds.push(classId);
      void writer.set(col('classes').doc(classId), {
        name: classId,
        grade,
        section: '',
        capacity: 40,
        homeroomTeacherId: null,
        teacherUids: [],
        guardianUids: [],
        homeroomTeacherName: '',
        termId: 'term',
        studentCount: CLASS_SIZE,
        searchTokens: [],
      });
    }
    const family = familyOf(n);
    const studentId = `s${n}`;
    void writer.set(col('students').doc(studentId), {
      ...benchStudent('BF', n),
      classId,
      guardianIds: [`p${family}`],
      guardianUids: [`parent-${family}`],
    });
  }
  for (let f = 0; f < FAMILIES; f++)
    void writer.set(col('parents').doc(parentId(f)), {
      firstName: 'Parent',
      lastName: `${f}`,
      email: `p${f}@bench-fees.test`,
      phone: '',
      accountUid: `parent-${f}`,
      archived: false,
      relationship: 'Mother',
      childIds: [],
      searchTokens: [],
    });
  void writer.set(col('feeItems').doc(TUITION_ID), {
    name: 'Tuition',
    category: 'tuition',
    defaultAmount: 123_457,
    archived: false,
  });
  await writer.close();
  return classIds.length;
}

async function main() {
  const classes = await seed();
  const admin = await tokenFor('bench-fees-admin', 'Admin');
  console.log(`Seeded ${STUDENTS} students in ${FAMILIES} families and ${classes} classes.`);

  // Generate: one schedule per grade, in two instalments with a 10 % sibling discount.
  const started = performance.now();
  for (const grade of GRADES) {
    const saved = await post(admin, '/fees/saveSchedule', {
      name: `Autumn, grade ${grade}`,
      termId: 'term',
      target: { kind: 'grade', grade },
      lines: [{ feeItemId: 'tuition' }],
      dueDates: ['2026-09-15', '2026-11-15'],
      siblingDiscountPercent: 10,
    });
    const made = await post(admin, '/fees/generateInvoices', { scheduleId: saved.body.id, commit: true });
    if (made.status !== 200) throw new Error(`generateInvoices: ${JSON.stringify(made.body)}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const invoices = await count('invoices');
  const families = await count('families');
  const classTotals = await count('classFeeTotals');
  const audits = (await col('auditLog').where('action', '==', 'invoices.generated').count().get()).data().count;
  const written = invoices + families + classTotals + audits;
  console.log(
    `Generate a term's invoices: ${seconds.toFixed(1)} s; ${written} documents written ` +
      `(${invoices} invoices, ${families} families, ${classTotals} class totals, ${audits} audit entries).`,
  );

  // A family's fees panel: the queries the parent's panel runs, counted.
  const uid = 'parent-7';
  const mine = (name: 'invoices' | 'families' | 'receipts' | 'creditNotes') =>
    col(name).where('guardianUids', 'array-contains', uid);
  const panel = [
    await mine('invoices').where('status', 'in', ['issued', 'partly paid']).limit(12).get(),
    await mine('families').limit(2).get(),
    await mine('receipts').orderBy('createdAt', 'desc').limit(5).get(),
    await mine('creditNotes').orderBy('createdAt', 'desc').limit(3).get(),
  ];
  const schoolDoc = 1;
  console.log(
    `A family's fees panel reads ${panel.reduce((n, s) => n + s.size, 0) + schoolDoc} documents (budget ≤ 20).`,
  );

  // Outstanding by class: one total per class (kept as money moves), and the school.
  const totals = await col('classFeeTotals').orderBy('className').get();
  const sumTotals = totals.docs.reduce((n, d) => n + (d.get('outstanding') as number), 0);
  const sumInvoices = (await col('invoices').get()).docs.reduce((n, d) => n + (d.data() as InvoiceDoc).balance, 0);
  console.log(
    `Outstanding by class reads ${totals.size + 1} documents for ${classes} classes (budget ≤ ${classes + 2}); ` +
      `its total ${sumTotals} equals the invoices' ${sumInvoices}: ${sumTotals === sumInvoices}.`,
  );

  // Each class's invoiced total is what was paid on its invoices and what is still outstanding.
  const addsUp = totals.docs.every((d) => {
    const t = d.data() as ClassFeeTotalDoc;
    return t.invoiced === paidOnClassInvoices(t) + t.outstanding;
  });
  console.log(`Every class's invoiced = paid + outstanding: ${addsUp}.`);

  // The office's invoice list: one page of 25 (and one more to know a next page exists) and one count()/sum() over
  // the matches, billed as one read per 1,000 index entries it counts, whatever the school's size.
  const issued = col('invoices').where('status', 'in', ['issued', 'partly paid', 'paid', 'void']);
  const firstPage = await issued.orderBy('nextDueDate').orderBy('studentName').limit(26).get();
  const matched = (
    await issued.aggregate({ n: AggregateField.count(), owed: AggregateField.sum('balance') }).get()
  ).data();
  console.log(
    `The invoice list's first page reads ${firstPage.size} invoices and 1 aggregation ` +
      `(${Math.ceil(matched.n / 1000)} read${matched.n > 1000 ? 's' : ''} for ${matched.n} matches); ` +
      `its still to pay ${matched.owed} equals the invoices' ${sumInvoices}: ${matched.owed === sumInvoices}.`,
  );

  const screensFine = await screens();

  // 50 concurrent payments: 25 keys, each sent twice, to 25 families.
  const before = new Map<string, FamilyDoc>();
  for (let f = 0; f < 25; f++)
    before.set(familyId(f), (await col('families').doc(familyId(f)).get()).data() as FamilyDoc);
  const calls = Array.from({ length: 50 }, (_, i) => {
    const f = i % 25;
    return post(admin, '/fees/recordPayment', {
      idempotencyKey: `bench-key-${f}`,
      familyId: `family-p${f}`,
      amount: 10_001 + f,
      method: 'cash',
      date: '2026-10-01',
    });
  });
  const t0 = performance.now();
  let replies = await Promise.all(calls);
  // A 503 means "nothing written, busy": a real desk retries with the same key, which is what idempotency is for.
  let retries = 0;
  while (replies.some((r) => r.status === 503) && retries < 5) {
    retries++;
    replies = await Promise.all(
      replies.map((r, i) =>
        r.status === 503
          ? post(admin, '/fees/recordPayment', {
              idempotencyKey: `bench-key-${i % 25}`,
              familyId: `family-p${i % 25}`,
              amount: 10_001 + (i % 25),
              method: 'cash',
              date: '2026-10-01',
            })
          : Promise.resolve(r),
      ),
    );
  }
  const elapsed = (performance.now() - t0) / 1000;
  const statuses = replies.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
  const payments = await count('payments');
  const numbers = (await col('receipts').get()).docs.map((d) => d.get('number') as number).sort((a, b) => a - b);
  const gapless = numbers.every((n, i) => n === i + 1);
  let exact = true;
  for (let f = 0; f < 25; f++) {
    const after = (await col('families').doc(familyId(f)).get()).data() as FamilyDoc;
    const owed = before.get(`family-p${f}`)!;
    if (after.outstanding !== owed.outstanding - (10_001 + f) || after.credit !== 0) exact = false;
  }
  console.log(
    `50 concurrent recordPayment (25 keys × 2) in ${elapsed.toFixed(1)} s, ${retries} retry rounds, answers ${JSON.stringify(statuses)}: ` +
      `${payments} payments recorded (expected 25), receipts ${numbers[0]}…${numbers.at(-1)} without gaps: ${gapless}, ` +
      `family balances exact: ${exact}.`,
  );
  // The office's reports, from the totals kept as money moves: aged debt reads one document per due date still owed
  // on (and the school); collected by method one document for the month (and the school).
  const dueTotals = await col('feeDueTotals').where('outstanding', '>', 0).limit(400).get();
  const aged = dueTotals.docs.reduce((n, d) => n + (d.get('outstanding') as number), 0);
  const owedNow = (await col('invoices').get()).docs.reduce((n, d) => n + (d.data() as InvoiceDoc).balance, 0);
  const month = (await col('feeCollections').doc('2026-10').get()).get('collected') as
    Record<string, number> | undefined;
  const taken = (await col('payments').get()).docs.reduce((n, d) => n + (d.get('amount') as number), 0);
  const topFamilies = await col('families').where('outstanding', '>', 0).orderBy('outstanding', 'desc').limit(50).get();
  console.log(
    `Outstanding by family reads ${topFamilies.size + 1} documents (the 50 families that owe most, and the school), whatever the school's size.`,
  );
  console.log(
    `Aged debt reads ${dueTotals.size + 1} documents (one per due date owed on, and the school) for ${invoices} invoices; ` +
      `its total ${aged} equals the invoices' ${owedNow}: ${aged === owedNow}. ` +
      `Collected by method reads 2 documents (the month and the school); its cash ${month?.cash ?? 0} equals the payments' ${taken}: ${(month?.cash ?? 0) === taken}.`,
  );
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  for (const uid of ['bench-fees-admin', 'parent-7']) {
    await auth.deleteUser(uid).catch(() => undefined);
    await db.doc(`users/${uid}`).delete();
  }
  if (!screensFine || payments !== 25 || !gapless || !exact || sumTotals !== sumInvoices || aged !== owedNow)
    process.exit(1);
}

/** The office's invoice list and a parent's child's page, opened by pointer in Chromium. */
async function screens(): Promise<boolean> {
  await tokenFor('parent-7', 'Parent');
  const browser = await launchBenchChromium();
  try {
    const feesLink = (page: Page) =>
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Fees' });
    const officeList = await screenReadsInChromium(browser, {
      email: 'bench-fees-admin@bench-fees.test',
      password: 'Bench-pass-1',
      from: '/app/admin',
      ready: (page) => feesLink(page).waitFor(),
      open: (page) => feesLink(page).click(),
      shown: (page) => page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').nth(24).waitFor(),
    });
    const everything = (page: Page) => page.getByRole('link', { name: /^Everything about/ }).first();
    const childPage = await screenReadsInChromium(browser, {
      email: 'parent-7@bench-fees.test',
      password: 'Bench-pass-1',
      from: '/app/parent',
      ready: (page) => everything(page).waitFor(),
      open: (page) => everything(page).click(),
      shown: (page) => page.getByRole('region', { name: 'Fees' }).getByTestId('open-invoice').first().waitFor(),
    });
    return [
      printScreenReads(
        "The office's invoice list, from the dashboard's Fees (Chromium)",
        officeList,
        SCREEN_BUDGET.officeList,
      ),
      printScreenReads(
        "A parent's invoices on their child's page, from the dashboard (Chromium)",
        childPage,
        SCREEN_BUDGET.childPage,
      ),
    ].every(Boolean);
  } finally {
    await browser.close();
  }
}

await main();
process.exit(0);
