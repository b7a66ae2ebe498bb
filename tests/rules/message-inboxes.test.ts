import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { messagesDbAs, READERS, seedMessages } from '../support/message-rules';
import { PEOPLE, rulesEnvironment, SCHOOL_A } from '../support/rules';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedMessages(env);
});
afterAll(async () => {
  await env.cleanup();
});

describe('schools/{school}/messageInboxes: each person their own total', () => {
  for (const owner of ['adminA', 'teacherA', 'studentA', 'parentA'] as const)
    it.each(READERS)(`%s reading ${owner}’s unread total`, async (who) => {
      const read = getDoc(doc(messagesDbAs(env, who), `schools/${SCHOOL_A}/messageInboxes/${PEOPLE[owner].uid}`));
      await (who === owner ? assertSucceeds(read) : assertFails(read));
    });
  it.each(READERS)('refuses %s listing them, and every write', async (who) => {
    const db = messagesDbAs(env, who);
    await assertFails(getDocs(collection(db, `schools/${SCHOOL_A}/messageInboxes`)));
    await assertFails(setDoc(doc(db, `schools/${SCHOOL_A}/messageInboxes/${PEOPLE.parentA.uid}`), { unread: 0 }));
  });
});
