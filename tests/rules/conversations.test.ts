import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CONVERSATION, CONVERSATION_B, messagesDbAs, READERS, seedMessages, uidOf } from '../support/message-rules';
import { rulesEnvironment, SCHOOL_A } from '../support/rules';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedMessages(env);
});
afterAll(async () => {
  await env.cleanup();
});

/** Exactly the participants: a safeguarding lead reads others' conversations only through the audited API. */
const MAY_READ = new Set(['teacherA', 'parentA']);

describe('schools/{school}/conversations: get', () => {
  it.each(READERS)('%s reading a conversation between teacherA and parentA', async (who) => {
    const read = getDoc(doc(messagesDbAs(env, who), CONVERSATION));
    await (MAY_READ.has(who) ? assertSucceeds(read) : assertFails(read));
  });
  it('refuses the lead, who is not in it, a direct read (the audited API is their way)', async () => {
    await assertFails(getDoc(doc(messagesDbAs(env, 'leadA'), CONVERSATION)));
  });
  it('refuses school A’s lead a conversation of school B', async () => {
    await assertFails(getDoc(doc(messagesDbAs(env, 'leadA'), CONVERSATION_B)));
  });
});

describe('schools/{school}/conversations: list', () => {
  it.each(READERS.filter((w) => w !== 'signedOut'))('%s listing their own conversations', async (who) => {
    const db = messagesDbAs(env, who as Exclude<typeof who, 'signedOut'>);
    const own = query(
      collection(db, `schools/${SCHOOL_A}/conversations`),
      where('participantUids', 'array-contains', uidOf(who as Exclude<typeof who, 'signedOut'>)),
    );
    await (who === 'adminB' ? assertFails(getDocs(own)) : assertSucceeds(getDocs(own)));
  });
  it.each(READERS)('%s listing every conversation of the school: nobody, the lead included', async (who) => {
    await assertFails(getDocs(collection(messagesDbAs(env, who), `schools/${SCHOOL_A}/conversations`)));
  });
});

describe('schools/{school}/conversations: write', () => {
  it.each(READERS)('refuses %s every write', async (who) => {
    const db = messagesDbAs(env, who);
    await assertFails(setDoc(doc(db, `schools/${SCHOOL_A}/conversations/new`), { participantUids: ['x'] }));
    await assertFails(updateDoc(doc(db, CONVERSATION), { participantUids: ['x'] }));
    await assertFails(deleteDoc(doc(db, CONVERSATION)));
  });
});
