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

const path = `schools/${SCHOOL_A}/messageHours/${PEOPLE.teacherA.uid}`;

describe('schools/{school}/messageHours: read by the school before writing to someone', () => {
  it.each(READERS)('%s reading a teacher’s hours and away notice', async (who) => {
    const read = getDoc(doc(messagesDbAs(env, who), path));
    await (who === 'signedOut' || who === 'adminB' ? assertFails(read) : assertSucceeds(read));
  });
  it.each(READERS)('%s listing the school’s', async (who) => {
    const list = getDocs(collection(messagesDbAs(env, who), `schools/${SCHOOL_A}/messageHours`));
    await (who === 'signedOut' || who === 'adminB' ? assertFails(list) : assertSucceeds(list));
  });
  it.each(READERS)('refuses %s every write', async (who) => {
    await assertFails(setDoc(doc(messagesDbAs(env, who), path), { awayNotice: 'x' }));
  });
});
