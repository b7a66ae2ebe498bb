/**
 * Many changes at once, as a busy office (or an attacker) makes them: every answer is a success or a refusal that
 * says why (never a 5xx), and afterwards every place that holds the same fact agrees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeAccount, throwawayAccount } from '../support/accounts';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { STUDENT } from '../support/route-samples';

const SCHOOL = 'demo-academy-school';
const TERM = 'term-2026-autumn';
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor('admin@demo-academy.test');
});

const post = (path: string, body: unknown) =>
  callApi<{ status: number; message: string }>('POST', path, { token: adminToken, body });

describe('ten parallel changes to one account', () => {
  const uid = 'race-teacher';
  beforeAll(() => throwawayAccount(uid, 'Teacher', SCHOOL));
  afterAll(() => removeAccount(uid));

  it('leave the claims, the disabled flag and the user record agreeing, with the audit log in order', async () => {
    const changes = [
      { role: 'Admin' },
      { role: 'Teacher', disabled: true },
      { disabled: false },
      { role: 'Parent' },
      { role: 'Admin', disabled: true },
      { role: 'Teacher' },
      { disabled: false },
      { role: 'Student', disabled: true },
      { role: 'Admin' },
      { role: 'Teacher', disabled: false },
    ];
    const startedAt = new Date();
    const results = await Promise.all(changes.map((change) => post('/accounts/update', { uid, ...change })));
    for (const r of results) expect(r.status, r.body.message).toBe(200);

    const { auth, db } = admin();
    const user = (await db.doc(`users/${uid}`).get()).data() as { role: string; disabled: boolean };
    const authUser = await auth.getUser(uid);
    expect(authUser.customClaims?.role).toBe(user.role);
    expect(authUser.disabled).toBe(user.disabled);

    const entries = (
      await db.collection(`schools/${SCHOOL}/auditLog`).where('target', '==', uid).where('at', '>=', startedAt).get()
    ).docs
      .map(
        (d) =>
          d.data() as {
            at: { toMillis(): number };
            before: { role: string; disabled: boolean };
            after: { role: string; disabled: boolean };
          },
      )
      .sort((a, b) => a.at.toMillis() - b.at.toMillis());
    expect(entries).toHaveLength(changes.length);
    for (let i = 1; i < entries.length; i++) {
      expect(entries[i]?.before.role).toBe(entries[i - 1]?.after.role);
      expect(entries[i]?.before.disabled).toBe(entries[i - 1]?.after.disabled);
    }
    expect(entries.at(-1)?.after).toMatchObject({ role: user.role, disabled: user.disabled });
  }, 120_000);
});

describe('twenty parallel new students into one small class', () => {
  const classId = 'race-class';
  const numbers = Array.from({ length: 20 }, (_, i) => `RACE-${i + 1}`);
  beforeAll(async () => {
    await admin().db.doc(`schools/${SCHOOL}/classes/${classId}`).set({
      name: 'Race 1',
      grade: 7,
      section: '',
      capacity: 6,
      homeroomTeacherId: null,
      teacherUids: [],
      guardianUids: [],
      homeroomTeacherName: '',
      termId: TERM,
      studentCount: 0,
      searchTokens: [],
    });
  });
  afterAll(async () => {
    const { db } = admin();
    const students = await db.collection(`schools/${SCHOOL}/students`).where('classId', '==', classId).get();
    await Promise.all(students.docs.map((d) => d.ref.delete()));
    await db.doc(`schools/${SCHOOL}/classes/${classId}`).delete();
  });

  it('fill it to capacity and no further, answering every request without a 5xx other than "try again"', async () => {
    const results = await Promise.all(
      numbers.map((admissionNumber) =>
        post('/students/create', {
          ...STUDENT,
          admissionNumber,
          firstName: 'Race',
          lastName: admissionNumber,
          classId,
        }),
      ),
    );
    for (const r of results) {
      expect([200, 400, 409, 503], r.body.message).toContain(r.status);
      expect(r.body.message.length).toBeGreaterThan(5);
    }
    // Under the emulator's lock timeouts some requests are told to try again (503) instead of waiting their turn;
    // whatever was answered 200 is exactly what is stored, and the class never holds more than its capacity.
    const saved = results.filter((r) => r.status === 200).length;
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThanOrEqual(6);
    const { db } = admin();
    const inClass = await db.collection(`schools/${SCHOOL}/students`).where('classId', '==', classId).count().get();
    expect(inClass.data().count).toBe(saved);
    expect((await db.doc(`schools/${SCHOOL}/classes/${classId}`).get()).get('studentCount')).toBe(saved);
  }, 120_000);
});

describe('ten parallel subjects with the same code', () => {
  afterAll(async () => {
    const { db } = admin();
    const made = await db.collection(`schools/${SCHOOL}/subjects`).where('code', '==', 'RACE').get();
    await Promise.all(made.docs.map((d) => d.ref.delete()));
  });

  it('store exactly one, and refuse the others with a reason', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/subjects/create', { code: 'RACE', name: `Race ${i}`, department: '', gradeLevels: [] }),
      ),
    );
    for (const r of results) expect([200, 409, 503], r.body.message).toContain(r.status);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const made = await admin().db.collection(`schools/${SCHOOL}/subjects`).where('code', '==', 'RACE').get();
    expect(made.size).toBe(1);
  }, 120_000);
});
