import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CONVERSATION, CONVERSATION_B, messagesDbAs, READERS, seedMessages } from '../support/message-rules';
import { rulesEnvironment } from '../support/rules';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedMessages(env);
});
afterAll(async () => {
  await env.cleanup();
});

/** The participants only: the lead, in none, reads messages through the audited API. */
const MAY_READ = new Set(['teacherA', 'parentA']);

describe('schools/{school}/conversations/{c}/messages', () => {
  it.each(READERS)('%s reading a message: the participants only', async (who) => {
    const read = getDoc(doc(messagesDbAs(env, who), `${CONVERSATION}/messages/m1`));
    await (MAY_READ.has(who) ? assertSucceeds(read) : assertFails(read));
  });
  it.each(READERS)('%s listing the newest 50: the participants only', async (who) => {
    const page = getDocs(
      query(collection(messagesDbAs(env, who), `${CONVERSATION}/messages`), orderBy('at', 'desc'), limit(50)),
    );
    await (MAY_READ.has(who) ? assertSucceeds(page) : assertFails(page));
  });
  it('refuses school A’s lead the messages of school B', async () => {
    await assertFails(getDoc(doc(messagesDbAs(env, 'leadA'), `${CONVERSATION_B}/messages/m1`)));
  });
  it.each(READERS)('refuses %s every write', async (who) => {
    const db = messagesDbAs(env, who);
    await assertFails(setDoc(doc(db, `${CONVERSATION}/messages/new`), { text: 'x' }));
    await assertFails(updateDoc(doc(db, `${CONVERSATION}/messages/m1`), { text: 'x' }));
    await assertFails(deleteDoc(doc(db, `${CONVERSATION}/messages/m1`)));
  });
});
