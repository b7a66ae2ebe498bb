/**
 * The people and records the messages rules tests share: a conversation between teacherA and parentA (with a message,
 * a withdrawn message's text, inboxes and hours), another family's parent, and a safeguarding lead who is in none.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { firestoreAs, PEOPLE, type Person, SCHOOL_A, SCHOOL_B } from './rules';

export const OTHERS = {
  otherParentA: { uid: 'rules-parent-other-a', claims: { role: 'Parent', school_id: SCHOOL_A } },
  leadA: { uid: 'rules-lead-a', claims: { role: 'Teacher', school_id: SCHOOL_A } },
} as const;
export type Reader = Person | 'signedOut' | keyof typeof OTHERS;
export const READERS: Reader[] = [
  'signedOut',
  'adminA',
  'teacherA',
  'studentA',
  'parentA',
  'adminB',
  'otherParentA',
  'leadA',
];

export function messagesDbAs(env: RulesTestEnvironment, who: Reader) {
  if (who === 'otherParentA' || who === 'leadA')
    return env.authenticatedContext(OTHERS[who].uid, OTHERS[who].claims).firestore();
  return firestoreAs(env, who);
}

export const uidOf = (who: Exclude<Reader, 'signedOut'>) =>
  who === 'otherParentA' || who === 'leadA' ? OTHERS[who].uid : PEOPLE[who].uid;

export const CONVERSATION = `schools/${SCHOOL_A}/conversations/conv-a`;
export const CONVERSATION_B = `schools/${SCHOOL_B}/conversations/conv-b`;

export async function seedMessages(env: RulesTestEnvironment) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const participants = [PEOPLE.teacherA.uid, PEOPLE.parentA.uid];
    const conversation = {
      participants: [],
      participantUids: participants,
      startedByUid: PEOPLE.teacherA.uid,
      aboutStudentId: 'student-a',
      aboutStudentName: 'Ada',
      key: 'k',
      withStudent: false,
      lastMessage: null,
      unread: {},
      readUpTo: {},
      reportedAt: null,
      createdAt: 1,
      updatedAt: 1,
    };
    await setDoc(doc(db, CONVERSATION), conversation);
    await setDoc(doc(db, `${CONVERSATION}/messages/m1`), {
      senderUid: PEOPLE.teacherA.uid,
      senderName: 'T',
      text: 'Hello',
      at: 1,
      readBy: {},
      withdrawnAt: null,
      attachments: [],
    });
    await setDoc(doc(db, CONVERSATION_B), { ...conversation, participantUids: [PEOPLE.adminB.uid, 'x'] });
    await setDoc(doc(db, `${CONVERSATION_B}/messages/m1`), { senderUid: 'x', text: 'B', at: 1 });
    await setDoc(doc(db, `users/${OTHERS.leadA.uid}`), {
      role: 'Teacher',
      school_id: SCHOOL_A,
      username: 'Lead',
      safeguardingLead: true,
      modules: {},
      personId: null,
    });
    for (const who of ['adminA', 'teacherA', 'studentA', 'parentA'] as const)
      await setDoc(doc(db, `schools/${SCHOOL_A}/messageInboxes/${PEOPLE[who].uid}`), {
        unread: 1,
        held: null,
        updatedAt: 1,
      });
    await setDoc(doc(db, `schools/${SCHOOL_A}/messageHours/${PEOPLE.teacherA.uid}`), {
      name: 'T',
      hours: null,
      awayNotice: 'On a trip',
      updatedAt: 1,
    });
    await setDoc(doc(db, `schools/${SCHOOL_A}/withdrawnMessages/conv-a_m0`), {
      conversationId: 'conv-a',
      messageId: 'm0',
      senderUid: PEOPLE.teacherA.uid,
      senderName: 'T',
      text: 'Taken back',
      at: 1,
      withdrawnAt: 2,
    });
  });
}
