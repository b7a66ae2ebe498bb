/**
 * Erasing a person: Rosa Quispe (student-18 of 8B, with registers, work and the Grade 8 fees) gets a guardian with an
 * account, an absence report, a photo, a document, invoices and a payment; once she has left, the Admin erases her
 * and then her guardian, and afterwards no document of any collection, no account and no stored file names either.
 * Money and figures are the same before and after. Then the school's retention setting and the daily job.
 */
import { addIsoDays, isoWeekday, schoolToday } from '@academy/shared/school-time';
import { SCHOOL_COLLECTION_NAMES } from '@academy/shared/collections';
import { pseudonymOf } from '@academy/shared/erasure';
import type { DocumentReference } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccountLinks } from '../../functions/src/lib/account-links';
import { systemCaller } from '../../functions/src/lib/caller';
import { PERSON_RECORD_PLACES } from '../../functions/src/lib/person-records';
import { JOBS } from '../../functions/src/schedules';
import { removeAccount } from '../support/accounts';
import { admin, callApi, DEMO_PASSWORD, idTokenFor, storageBucket } from '../support/emulators';
import { PDF, upload } from '../support/files';
import { clearSchoolMoney } from '../support/money';
import { refusesBadBodies } from '../support/refusals';
import { storedState } from '../support/state';
import { ADMIN, post, record, SCHOOL, signInAll, tokenOf } from '../support/school-api';

const STUDENT = 'student-18';
/** Rosa's class in the demo data (erasure clears it from her record; the cleanup puts it back for the counts). */
const STUDENT_CLASS = 'class-8b';
const NAMES = [/(?<![\p{L}\p{N}])rosa(?![\p{L}\p{N}])/iu, /quispe/iu, /esperanza/iu, /955\s?123/u];
const PARENT_UID = 'erasure-parent';
const PARENT_EMAIL = 'esperanza.quispe@example.test';
let parentId = '';
let parentToken = '';
const { db, auth } = admin();

const erase = (body: Record<string, unknown>, token = tokenOf(ADMIN)) =>
  callApi<{ status: number; message: string; changed?: number; deleted?: number }>('POST', '/data/erasePerson', {
    token,
    body,
  });

/** Every document under a reference, its subcollections' too. */
async function everyDocument(refs: FirebaseFirestore.CollectionReference[]): Promise<DocumentReference[]> {
  const out: DocumentReference[] = [];
  for (const c of refs) {
    for (const d of await c.listDocuments()) {
      out.push(d);
      out.push(...(await everyDocument(await d.listCollections())));
    }
  }
  return out;
}

async function mentions(): Promise<string[]> {
  const found: string[] = [];
  const docs = await everyDocument(await db.listCollections());
  const snaps = await Promise.all(docs.map((d) => d.get()));
  for (const s of snaps) {
    const text = JSON.stringify(s.data() ?? null);
    const hit = NAMES.map((n) => n.exec(text)).find(Boolean);
    if (hit) found.push(`${s.ref.path}: …${text.slice(Math.max(0, hit.index - 200), hit.index + 60)}`);
  }
  for (const u of (await auth.listUsers(1000)).users)
    if (NAMES.some((n) => n.test(JSON.stringify(u.toJSON())))) found.push(`auth:${u.uid}`);
  const [files] = await storageBucket().getFiles();
  for (const f of files) if (NAMES.some((n) => n.test(`${f.name} ${JSON.stringify(f.metadata)}`))) found.push(f.name);
  return found;
}

const money = async () => {
  const familyId = (await record(`students/${STUDENT}`))?.familyId as string;
  const family = (await record(`families/${familyId}`))!;
  const invoices = await db.collection(`schools/${SCHOOL}/invoices`).where('familyId', '==', familyId).get();
  const classTotals = await db.collection(`schools/${SCHOOL}/classFeeTotals`).get();
  return {
    family: [family.outstanding, family.credit, family.creditHeld],
    invoices: invoices.docs.map((d) => [d.id, d.get('total'), d.get('paid'), d.get('balance')]),
    classTotals: classTotals.docs.map((d) => ({ ...d.data(), updatedAt: null })),
  };
};

let classCountBefore: unknown;
/** Rosa's guardian links and 8B's families before this file linked her a guardian, put back afterwards. */
let linksBefore: Record<string, unknown> = {};
let classFamiliesBefore: unknown;

beforeAll(async () => {
  const klass = await record(`classes/${STUDENT_CLASS}`);
  classCountBefore = klass?.studentCount;
  classFamiliesBefore = klass?.guardianUids ?? [];
  const rosa = await record(`students/${STUDENT}`);
  linksBefore = { guardianIds: rosa?.guardianIds ?? [], guardianUids: rosa?.guardianUids ?? [] };
  await signInAll();
  await clearSchoolMoney(SCHOOL);
  await removeAccount(PARENT_UID);
  const created = await post(ADMIN, '/parents/create', {
    firstName: 'Esperanza',
    lastName: 'Quispe',
    email: PARENT_EMAIL,
    phone: '+44 7700 955123',
    relationship: 'Mother',
    childIds: [STUDENT],
  });
  expect(created.status).toBe(200);
  parentId = created.body.id!;
  // The parent's account, linked as accepting an invitation does.
  await auth.createUser({
    uid: PARENT_UID,
    email: PARENT_EMAIL,
    password: DEMO_PASSWORD,
    displayName: 'Esperanza Quispe',
  });
  await auth.setCustomUserClaims(PARENT_UID, { role: 'Parent', school_id: SCHOOL });
  await db.doc(`users/${PARENT_UID}`).set({
    email: PARENT_EMAIL,
    username: 'Esperanza Quispe',
    role: 'Parent',
    school_id: SCHOOL,
    modules: {},
    personId: parentId,
    disabled: false,
  });
  await db.runTransaction(async (tx) =>
    (await readAccountLinks(tx, systemCaller(SCHOOL), 'parents', parentId)).link(PARENT_UID, PARENT_EMAIL),
  );
  await db.collection('pushTokens').doc('erasure-token').set({ uid: PARENT_UID, token: 'erasure-token', savedAt: 1 });
  await db.collection(`schools/${SCHOOL}/notifications`).add({
    recipientUid: PARENT_UID,
    title: 'Rosa was absent',
    body: 'Rosa Quispe was marked absent.',
    link: null,
    read: false,
    createdAt: Date.now(),
  });
  parentToken = await idTokenFor(PARENT_EMAIL);
  // A school day ahead the guardian reports an absence for.
  let day = addIsoDays(schoolToday('Europe/London'), 3);
  while (isoWeekday(day) > 5) day = addIsoDays(day, 1);
  const report = await callApi('POST', '/attendance/reportAbsence', {
    token: parentToken,
    body: { studentId: STUDENT, date: day, reason: 'appointment', note: 'Rosa sees the dentist, Esperanza' },
  });
  expect(report.status).toBe(200);
  const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a63' } })
    .jpeg()
    .toBuffer();
  expect((await upload(ADMIN, 'pupilPhoto', STUDENT, 'rosa-quispe.jpg', photo)).status).toBe(200);
  expect((await upload(ADMIN, 'studentDocument', STUDENT, 'Rosa Quispe report.pdf', PDF())).status).toBe(200);
  expect(
    (await post(ADMIN, '/fees/generateInvoices', { scheduleId: 'schedule-grade-8-autumn', commit: true })).status,
  ).toBe(200);
  const familyId = (await record(`students/${STUDENT}`))?.familyId as string;
  expect(familyId).toBeTruthy();
  const paid = await post(ADMIN, '/fees/recordPayment', {
    idempotencyKey: 'erasure-payment',
    familyId,
    amount: 50_000,
    method: 'bank transfer',
    reference: 'Quispe autumn',
    date: '2026-10-02',
  });
  expect(paid.status).toBe(200);
  // The triggers that follow the new guardian (audiences, copies of guardians) settle before anything is compared.
  const followed = async () =>
    (await db.collection(`schools/${SCHOOL}/attendanceRecords`).where('studentId', '==', STUDENT).get()).docs.every(
      (d) => (d.get('guardianUids') as string[]).includes(PARENT_UID),
    );
  for (let tries = 0; tries < 40 && !(await followed()); tries++) await new Promise((r) => setTimeout(r, 500));
  expect(await followed()).toBe(true);
  await storedState();
});

afterAll(async () => {
  // The demo school as the files after this one expect it: Rosa back in 8B's count and families, with the guardians
  // she had (her record stays erased), and no extra parent (the guardian made here stays as an erased record, which the demo's count does not hold).
  await db.doc(`schools/${SCHOOL}/students/${STUDENT}`).update({ classId: STUDENT_CLASS, ...linksBefore });
  await post(ADMIN, '/students/archive', { id: STUDENT, archived: false });
  await db
    .doc(`schools/${SCHOOL}/classes/${STUDENT_CLASS}`)
    .update({ studentCount: classCountBefore, guardianUids: classFamiliesBefore });
  await db.doc(`schools/${SCHOOL}/parents/${parentId}`).delete();
  await clearSchoolMoney(SCHOOL);
  await removeAccount(PARENT_UID);
  await db.doc(`schools/${SCHOOL}`).update({ 'settings.eraseLeaversAfterMonths': null });
});

describe('the map of where a person’s records live', () => {
  it('places every school collection: a new one fails here until it is placed', () => {
    expect(Object.keys(PERSON_RECORD_PLACES).sort()).toEqual([...SCHOOL_COLLECTION_NAMES].sort());
  });
});

describe('/data/erasePerson', () => {
  refusesBadBodies(
    '/data/erasePerson',
    { kind: 'students', id: STUDENT, confirmName: 'Not her name' },
    ['kind', 'id', 'confirmName'],
    () => tokenOf(ADMIN),
  );

  it.each([
    ['a Teacher', 'teacher@demo-academy.test', 403],
    ['a Student', 'student@demo-academy.test', 403],
    ['a Parent', 'parent@demo-academy.test', 403],
    ['another school’s Admin', 'admin@northside.test', 404],
    ['a signed-out visitor', undefined, 401],
  ] as const)('refuses %s, and nothing changes', async (_label, who, status) => {
    const before = await record(`students/${STUDENT}`);
    const res = await post(who, '/data/erasePerson', { kind: 'students', id: STUDENT, confirmName: 'Rosa Quispe' });
    expect(res.status).toBe(status);
    expect(await record(`students/${STUDENT}`)).toEqual(before);
  });

  it('refuses a name that is not the person’s, naming Name, and a student still at the school with what to do', async () => {
    const wrong = await erase({ kind: 'students', id: STUDENT, confirmName: 'Rosa Quisp' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^Name must be typed exactly as shown/);
    const current = await erase({ kind: 'students', id: STUDENT, confirmName: 'rosa  quispe' });
    expect(current.body).toEqual({
      status: 409,
      message: 'Rosa Quispe is still at the school: archive the student first, when they have left.',
    });
    const parent = await erase({ kind: 'parents', id: parentId, confirmName: 'Esperanza Quispe' });
    expect(parent.status).toBe(409);
    expect(parent.body.message).toMatch(/guardian of Rosa Quispe, still at the school: archive or unlink/);
    expect((await record(`students/${STUDENT}`))?.firstName).toBe('Rosa');
  });

  it('erases a student who has left: figures and money stay, the name goes, and the audit says who and when', async () => {
    expect((await post(ADMIN, '/students/archive', { id: STUDENT, archived: true })).status).toBe(200);
    const archivedAt = (await record(`students/${STUDENT}`))?.archivedAt as number;
    expect(archivedAt).toBeGreaterThan(Date.now() - 60_000);
    const moneyBefore = await money();
    const totalsBefore = (
      await db.collection(`schools/${SCHOOL}/attendanceTotals`).where('studentId', '==', STUDENT).get()
    ).docs.map((d) => [d.get('sessions'), d.get('present'), d.get('codes')]);
    const files = await db.collection(`schools/${SCHOOL}/files`).where('recordId', '==', STUDENT).get();
    const usageBefore = (await record('fileUsage/summary'))!;
    expect(files.size).toBe(2);

    const res = await erase({ kind: 'students', id: STUDENT, confirmName: 'Rosa Quispe' });
    const { name } = pseudonymOf('students', STUDENT);
    expect(res.body).toMatchObject({ status: 200, pseudonym: name });
    expect(res.body.changed).toBeGreaterThan(10);
    expect(res.body.deleted).toBeGreaterThanOrEqual(4);

    const student = (await record(`students/${STUDENT}`))!;
    expect(student).toMatchObject({ firstName: 'Erased student', erased: true, medicalNotes: '', archived: true });
    expect(`${student.firstName} ${student.lastName}`).toBe(name);
    expect(student.searchTokens).toContain('erased');
    expect(await money()).toEqual(moneyBefore);
    expect(
      (await db.collection(`schools/${SCHOOL}/attendanceTotals`).where('studentId', '==', STUDENT).get()).docs.map(
        (d) => [d.get('sessions'), d.get('present'), d.get('codes')],
      ),
    ).toEqual(totalsBefore);
    const grades = await db.collection(`schools/${SCHOOL}/submissions`).where('studentId', '==', STUDENT).get();
    expect(grades.size).toBeGreaterThan(0);
    for (const s of grades.docs) expect(s.get('studentName')).toBe(name);

    for (const f of files.docs) {
      expect((await f.ref.get()).exists).toBe(false);
      const [exists] = await storageBucket()
        .file(f.get('storagePath') as string)
        .exists();
      expect(exists).toBe(false);
    }
    const usageAfter = (await record('fileUsage/summary'))!;
    const bytes = files.docs.reduce((n, f) => n + (f.get('bytes') as number), 0);
    expect(usageAfter.bytes).toBe(usageBefore.bytes - bytes);
    expect(usageAfter.files).toBe(usageBefore.files - 2);

    const audit = await db.collection(`schools/${SCHOOL}/auditLog`).where('target', '==', `students/${STUDENT}`).get();
    const entry = audit.docs.map((d) => d.data()).find((e) => e.action === 'person.erased')!;
    expect(entry).toMatchObject({
      actorUid: 'demo-admin',
      after: { erased: true, pseudonym: name, changed: res.body.changed, deleted: res.body.deleted },
    });
    expect(entry.at).toBeTruthy();
  });

  it('erases the guardian once no child is at the school: their account goes too', async () => {
    const res = await erase({ kind: 'parents', id: parentId, confirmName: 'Esperanza Quispe' });
    expect(res.body).toMatchObject({ status: 200, pseudonym: pseudonymOf('parents', parentId).name });
    await expect(auth.getUser(PARENT_UID)).rejects.toThrow();
    expect((await db.doc(`users/${PARENT_UID}`).get()).exists).toBe(false);
    expect((await db.doc('pushTokens/erasure-token').get()).exists).toBe(false);
    expect(await record(`parents/${parentId}`)).toMatchObject({ email: '', phone: '', accountUid: null, erased: true });
  });

  it('leaves no document, account or stored file that names either of them', async () => {
    // The triggers (guardians, audiences) settle first.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await mentions()).toEqual([]);
  });

  it('answers a second erasure with 409, not a 500', async () => {
    const { name } = pseudonymOf('students', STUDENT);
    for (const confirmName of ['Rosa Quispe', name]) {
      const again = await erase({ kind: 'students', id: STUDENT, confirmName });
      expect(again.body).toEqual({ status: 409, message: `${name} is already erased.` });
    }
  });
});

describe('/data/updateRetention and the eraseLeavers job', () => {
  const months = async () =>
    (await db.doc(`schools/${SCHOOL}`).get()).get('settings.eraseLeaversAfterMonths') as unknown;

  it.each([0, 121, 1.5, '12', true])('refuses %j, naming Months after leaving', async (value) => {
    const before = await months();
    const res = await post(ADMIN, '/data/updateRetention', { eraseLeaversAfterMonths: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Months after leaving must be a whole number from 1 to 120/);
    expect(await months()).toEqual(before);
  });

  it.each([
    ['teacher@demo-academy.test', 403],
    ['parent@demo-academy.test', 403],
    ['student@demo-academy.test', 403],
    [undefined, 401],
  ] as const)('refuses %s', async (who, status) => {
    const res = await post(who, '/data/updateRetention', { eraseLeaversAfterMonths: 6 });
    expect(res.status).toBe(status);
  });

  it('is saved on the school, and the job erases only leavers past it', async () => {
    expect((await post(ADMIN, '/data/updateRetention', { eraseLeaversAfterMonths: 12 })).status).toBe(200);
    expect(await months()).toBe(12);
    const template = (await record('students/student-19'))!;
    const now = Date.UTC(2027, 5, 1);
    const leavers = {
      'erasure-leaver-old': Date.UTC(2026, 4, 31),
      'erasure-leaver-recent': Date.UTC(2026, 11, 1),
      'erasure-leaver-undated': undefined,
    };
    for (const [id, archivedAt] of Object.entries(leavers))
      await db.doc(`schools/${SCHOOL}/students/${id}`).set({
        ...template,
        firstName: 'Leaver',
        lastName: id,
        classId: null,
        guardianIds: [],
        guardianUids: [],
        archived: true,
        ...(archivedAt ? { archivedAt } : {}),
      });
    const said = await JOBS.eraseLeavers.run(now);
    expect(said).toMatch(/^1 leaver erased in \d+ schools? with a retention setting$/);
    expect(await record('students/erasure-leaver-old')).toMatchObject({ erased: true, firstName: 'Erased student' });
    expect(await record('students/erasure-leaver-recent')).toMatchObject({ firstName: 'Leaver' });
    expect(await record('students/erasure-leaver-undated')).toMatchObject({ firstName: 'Leaver', archivedAt: now });
    for (const id of Object.keys(leavers)) await db.doc(`schools/${SCHOOL}/students/${id}`).delete();

    expect((await post(ADMIN, '/data/updateRetention', { eraseLeaversAfterMonths: null })).status).toBe(200);
    expect(await months()).toBeNull();
  });
});
