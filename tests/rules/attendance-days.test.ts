import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnvironment, SCHOOL_A } from '../support/rules';
import { staffReadOnlyRules } from '../support/staff-collection-rules';

// A day's summary names every absent student of the school: the office only.
staffReadOnlyRules('attendanceDays', { date: '2026-11-23', registers: {}, reports: {} }, ['adminA']);

describe('attendanceDays: a revoked session', () => {
  const uid = 'rules-revoked-day-admin';
  const revokeTime = 1_800_000_000;
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnvironment();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), `schools/${SCHOOL_A}/attendanceDays`, 'rev-day'), { date: 'x' });
      await setDoc(doc(ctx.firestore(), 'revocations', uid), { revokeTime });
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore(), `schools/${SCHOOL_A}/attendanceDays`, 'rev-day'));
      await deleteDoc(doc(ctx.firestore(), 'revocations', uid));
    });
    await env.cleanup();
  });
  const as = (offset: number) =>
    env.authenticatedContext(uid, { role: 'Admin', school_id: SCHOOL_A, auth_time: revokeTime + offset }).firestore();
  it('an Admin signed in before the revocation reads nothing; signed in after, reads the day', async () => {
    await assertFails(getDoc(doc(as(-10), `schools/${SCHOOL_A}/attendanceDays`, 'rev-day')));
    await assertSucceeds(getDoc(doc(as(10), `schools/${SCHOOL_A}/attendanceDays`, 'rev-day')));
  });
});
