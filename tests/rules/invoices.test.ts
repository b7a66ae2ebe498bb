import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMoneyRules } from '../support/money-collection-rules';
import { firestoreAs, PEOPLE, rulesEnvironment, SCHOOL_A } from '../support/rules';

familyMoneyRules(
  'invoices',
  { studentName: 'Ada Lovelace', familyId: 'family-a', total: 12_000, balance: 12_000, status: 'issued' },
  'guardianUids',
);

// A draft is the office's until it is issued: it carries no guardian, so even the child's own parent cannot read it.
describe('invoices: drafts', () => {
  let env: RulesTestEnvironment;
  const draft = () => doc(firestoreAs(env, 'parentA'), `schools/${SCHOOL_A}/invoices`, 'draft-1');
  beforeAll(async () => {
    env = await rulesEnvironment();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), `schools/${SCHOOL_A}/invoices`, 'draft-1'), {
        studentName: 'Ada Lovelace',
        familyId: 'family-a',
        total: 12_000,
        balance: 12_000,
        status: 'draft',
        guardianUids: [],
      });
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      deleteDoc(doc(ctx.firestore(), `schools/${SCHOOL_A}/invoices`, 'draft-1')),
    );
    await env.cleanup();
  });
  it('the office reads it; the parent, by id or by their own query, does not', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, 'adminA'), `schools/${SCHOOL_A}/invoices`, 'draft-1')));
    await assertFails(getDoc(draft()));
    const mine = query(
      collection(firestoreAs(env, 'parentA'), `schools/${SCHOOL_A}/invoices`),
      where('guardianUids', 'array-contains', PEOPLE.parentA.uid),
    );
    expect((await assertSucceeds(getDocs(mine))).docs.map((d) => d.id)).not.toContain('draft-1');
  });
});
