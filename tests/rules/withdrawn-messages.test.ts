import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { messagesDbAs, READERS, seedMessages } from '../support/message-rules';
import { rulesEnvironment, SCHOOL_A } from '../support/rules';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedMessages(env);
});
afterAll(async () => {
  await env.cleanup();
});

const path = `schools/${SCHOOL_A}/withdrawnMessages/conv-a_m0`;
/** The office and the safeguarding lead; not even the sender, nor the family it was taken back from. */
const MAY_READ = new Set(['adminA', 'leadA']);

describe('schools/{school}/withdrawnMessages: what a withdrawn message said', () => {
  it.each(READERS)('%s reading it', async (who) => {
    const read = getDoc(doc(messagesDbAs(env, who), path));
    await (MAY_READ.has(who) ? assertSucceeds(read) : assertFails(read));
  });
  it.each(READERS)('%s listing them', async (who) => {
    const list = getDocs(collection(messagesDbAs(env, who), `schools/${SCHOOL_A}/withdrawnMessages`));
    await (MAY_READ.has(who) ? assertSucceeds(list) : assertFails(list));
  });
  it.each(READERS)('refuses %s every write', async (who) => {
    await assertFails(setDoc(doc(messagesDbAs(env, who), path), { text: 'x' }));
  });
});
