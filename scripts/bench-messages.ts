/**
 * `npm run bench:messages` (inside the emulators): seeds a school of 2,000 students, their guardians and 80 classes,
 * and 10,000 conversations (one teacher in 400 of them, one parent in 30, one conversation of 500 messages;
 * BENCH_MESSAGES_STUDENTS=<n> seeds n students and 5n conversations), then
 * measures what the screens read and what sending costs:
 * - in Chromium, as the Teacher and as the Parent (scripts/screen-reads.ts, the way bench:dashboards counts): opening
 *   the inbox from the dashboard by its header link (the newest INBOX_PAGE_SIZE conversations: budget ≤ 21), then a
 *   conversation of 500 messages from the inbox (it and the newest MESSAGE_PAGE_SIZE messages: ≤ 53; SCREEN_BUDGET);
 * - the same queries run with the admin SDK, as the screens build them: the inbox with the person's unread total
 *   (≤ 21), the conversation (≤ 51), the header's unread total (1);
 * - send → the recipient's listener: median and p95 over 50 messages, through the handler as the API runs it;
 * - one message to a class of 30 families: the documents written per family.
 */
import type { Browser, Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore, type Query } from 'firebase-admin/firestore';
import type { SchoolCollectionName } from '@academy/shared/collections';
import { defaultModules } from '@academy/shared/roles';
import { userSchema } from '@academy/shared/user';
import { conversationKey, INBOX_PAGE_SIZE, MESSAGE_PAGE_SIZE } from '@academy/shared/messages';
import { systemCaller } from '../functions/src/lib/caller';
import { conversationIdOf } from '../functions/src/lib/messaging';
import { sendMessage } from '../functions/src/api/messages/send';
import { sendToClass } from '../functions/src/api/messages/start';
import type { HandlerContext } from '../functions/src/lib/router';
import { launchBenchChromium, printScreenReads, screenReadsInChromium } from './screen-reads';

if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('Run through `npm run bench:messages` (inside the emulators).');
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy' });
const db: Firestore = getFirestore(app);

const SCHOOL = 'bench-messages';
const TZ = 'Europe/London';
/** BENCH_MESSAGES_STUDENTS=<n> seeds a smaller school (five conversations a student), to see the screens not grow. */
const STUDENTS = Number(process.env.BENCH_MESSAGES_STUDENTS ?? 2000);
const CLASS_SIZE = 25;
const CONVERSATIONS = STUDENTS * 5;
/** The bench teacher's conversations: more than a page of the inbox at any size. */
const TEACHER_CONVERSATIONS = Math.min(400, CONVERSATIONS);
const TEACHER_UID = 'bench-teacher';
const PARENT_UID = 'bench-parent';
const BUDGET = { inbox: INBOX_PAGE_SIZE + 1, conversation: MESSAGE_PAGE_SIZE + 1, total: 1 };
/**
 * In Chromium, once the shell (which reads the unread total) is open:
 * - the inbox: its newest page, and one document sent to a listener the page before had open (the unread total when a
 *   message comes meanwhile; in this bench the teacher's reach record, which the seed's triggers are still writing);
 * - a conversation: it and its newest page of messages, and what reading it changes in listeners already open: the
 *   unread total and the conversation's row in the inbox beside it (a parent, with nothing unread, reads the staff
 *   member's working hours instead of the total).
 */
const SCREEN_BUDGET = { inbox: INBOX_PAGE_SIZE + 1, conversation: 1 + MESSAGE_PAGE_SIZE + 2 };
const PASSWORD = 'Bench-pass-1';
const EMAIL: Record<string, string> = {
  [TEACHER_UID]: 'bench-teacher@bench-messages.test',
  [PARENT_UID]: 'bench-parent@bench-messages.test',
};
const ALWAYS = { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59' };

const col = (name: SchoolCollectionName) => db.collection(`schools/${SCHOOL}/${name}`);
const auth = getAuth(app);
const parentUid = (n: number) => (n === 0 ? PARENT_UID : `bench-parent-${n}`);

async function seed() {
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  const w = db.bulkWriter();
  w.set(db.doc(`schools/${SCHOOL}`), {
    name: 'Bench messages',
    timezone: TZ,
    currency: 'GBP',
    currentTermId: 't',
    settings: { messages: { studentsEnabled: false, defaultHours: ALWAYS } },
  });
  w.set(db.doc(`users/${TEACHER_UID}`), { role: 'Teacher', school_id: SCHOOL, personId: 'teacher-0', username: 'T' });
  w.set(col('teachers').doc('teacher-0'), { firstName: 'Tess', lastName: 'Teacher', accountUid: TEACHER_UID });
  for (let c = 0; c < STUDENTS / CLASS_SIZE; c++)
    w.set(col('classes').doc(`class-${c}`), {
      name: `C${c}`,
      teacherUids: c < 4 ? [TEACHER_UID] : [],
      homeroomTeacherId: c < 4 ? 'teacher-0' : null,
    });
  for (let n = 0; n < STUDENTS; n++) {
    // Class 0 holds 30 families for the one-to-many send; the rest fill classes of 25.
    const classId = n < 30 ? 'class-0' : `class-${1 + Math.floor((n - 30) / CLASS_SIZE)}`;
    w.set(col('students').doc(`student-${n}`), {
      firstName: `S${n}`,
      lastName: 'Bench',
      classId,
      guardianIds: [`parent-${n}`],
      guardianUids: [parentUid(n)],
      accountUid: null,
      archived: false,
    });
    w.set(col('parents').doc(`parent-${n}`), {
      firstName: `P${n}`,
      lastName: 'Bench',
      accountUid: parentUid(n),
      archived: false,
    });
  }
  for (let i = 0; i < CONVERSATIONS; i++) {
    // The bench teacher is in 400, the bench parent in one in 333; the rest are between others.
    const teacher = i < TEACHER_CONVERSATIONS ? TEACHER_UID : `teacher-x-${i % 90}`;
    const parent = i % 333 === 0 ? PARENT_UID : parentUid(1 + (i % (STUDENTS - 1)));
    const id = `conv-${i}`;
    w.set(col('conversations').doc(id), {
      // Whole participants, as the screens parse them (the inbox leaves out a conversation it cannot read).
      participants: [
        { kind: 'teachers', id: teacher === TEACHER_UID ? 'teacher-0' : teacher, uid: teacher, name: 'Tess Teacher' },
        { kind: 'parents', id: `parent-of-${parent}`, uid: parent, name: 'P Bench' },
      ],
      participantUids: [teacher, parent],
      startedByUid: parent,
      aboutStudentId: `student-${i % STUDENTS}`,
      aboutStudentName: 'S',
      key: id,
      withStudent: false,
      // conv-0's newest message is its 500th.
      lastMessage: { text: 'Hello', at: i === 0 ? 499 : i, senderUid: parent, senderName: 'P', withdrawn: false },
      unread: { [teacher]: 1, [parent]: 0 },
      readUpTo: {},
      reportedAt: null,
      createdAt: i,
      // The conversation of 500 messages is the newest: the first row of both inboxes.
      updatedAt: i === 0 ? CONVERSATIONS : i,
    });
  }
  for (let m = 0; m < 500; m++)
    w.set(col('conversations').doc('conv-0').collection('messages').doc(`m-${m}`), {
      senderUid: m % 2 ? TEACHER_UID : PARENT_UID,
      senderName: 'X',
      text: `Message ${m}`,
      at: m,
      readBy: {},
      withdrawnAt: null,
      attachments: [],
    });
  w.set(col('messageInboxes').doc(TEACHER_UID), { unread: TEACHER_CONVERSATIONS, held: null, updatedAt: 0 });
  w.set(col('messageInboxes').doc(PARENT_UID), { unread: 0, held: null, updatedAt: 0 });
  await w.close();
  for (const [uid, role, personId] of [
    [TEACHER_UID, 'Teacher', 'teacher-0'],
    [PARENT_UID, 'Parent', 'parent-0'],
  ] as const) {
    await auth.deleteUser(uid).catch(() => undefined);
    await auth.createUser({ uid, email: EMAIL[uid], password: PASSWORD });
    await auth.setCustomUserClaims(uid, { role, school_id: SCHOOL });
    await db.doc(`users/${uid}`).set(
      userSchema.parse({
        email: EMAIL[uid],
        username: role === 'Teacher' ? 'Tess Teacher' : 'P0 Bench',
        role,
        school_id: SCHOOL,
        modules: defaultModules(role),
        personId,
        disabled: false,
      }),
    );
  }
}

/** The inbox and then its first conversation (the one of 500 messages), opened by pointer as `uid`. */
async function screenReads(browser: Browser, uid: string, role: 'Teacher' | 'Parent') {
  const visit = {
    email: EMAIL[uid]!,
    password: PASSWORD,
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(),
  };
  const header = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
  const rows = (page: Page) => page.getByTestId('conversation-row');
  const inbox = await screenReadsInChromium(browser, {
    ...visit,
    from: `/app/${role.toLowerCase()}`,
    open: (page) => header(page).click(),
    shown: (page) => rows(page).first().waitFor(),
  });
  const conversation = await screenReadsInChromium(browser, {
    ...visit,
    from: `/app/${role.toLowerCase()}/messages`,
    ready: (page) => rows(page).first().waitFor(),
    open: (page) => rows(page).first().getByRole('link').click(),
    shown: (page) => page.getByTestId('message').first().waitFor(),
  });
  const fine = [
    printScreenReads(`${role} opens the inbox (Chromium, ${CONVERSATIONS} conversations)`, inbox, SCREEN_BUDGET.inbox),
    printScreenReads(
      `${role} opens a conversation of 500 messages from the inbox (Chromium, ${CONVERSATIONS} conversations)`,
      conversation,
      SCREEN_BUDGET.conversation,
    ),
  ];
  return fine.every(Boolean);
}

/** What a query bills: its documents, at least one. */
const billed = async (q: Query) => Math.max(1, (await q.get()).size);

async function reads() {
  const inbox =
    (await billed(col('messageInboxes').where('__name__', '==', col('messageInboxes').doc(TEACHER_UID)))) +
    (await billed(
      col('conversations')
        .where('participantUids', 'array-contains', TEACHER_UID)
        .orderBy('updatedAt', 'desc')
        .limit(INBOX_PAGE_SIZE),
    ));
  const conversation =
    1 +
    (await billed(
      col('conversations').doc('conv-0').collection('messages').orderBy('at', 'desc').limit(MESSAGE_PAGE_SIZE),
    ));
  const total = (await col('messageInboxes').doc(TEACHER_UID).get()).exists ? 1 : 0;
  return { inbox, conversation, total };
}

const ctx = (uid: string, role: 'Teacher' | 'Parent'): HandlerContext<ReturnType<typeof systemCaller>> => ({
  caller: systemCaller(SCHOOL, uid, role),
  ip: undefined,
  reportReads: () => undefined,
  raw: { body: undefined, header: () => undefined },
});

/** Send → the teacher's listener on the conversation's newest messages, 50 times. */
async function latency() {
  await db.doc(`users/${PARENT_UID}`).set({ role: 'Parent', school_id: SCHOOL, personId: 'parent-0', username: 'P' });
  const id = 'conv-0';
  await col('conversations')
    .doc(id)
    .update({ participantUids: [TEACHER_UID, PARENT_UID], participants: participantsOf() });
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const text = `Latency ${i}`;
    const arrived = new Promise<number>((resolve) => {
      const stop = col('conversations')
        .doc(id)
        .collection('messages')
        .orderBy('at', 'desc')
        .limit(1)
        .onSnapshot((snap) => {
          if (snap.docs[0]?.get('text') === text) {
            stop();
            resolve(Date.now());
          }
        });
    });
    await new Promise((r) => setTimeout(r, 20));
    const sentAt = Date.now();
    await sendMessage({ conversationId: id, text, attachments: [] }, ctx(PARENT_UID, 'Parent'));
    times.push((await arrived) - sentAt);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

function participantsOf() {
  return [
    { kind: 'teachers', id: 'teacher-0', uid: TEACHER_UID, name: 'Tess Teacher' },
    { kind: 'parents', id: 'parent-0', uid: PARENT_UID, name: 'P0 Bench' },
  ];
}

/** Documents written by one message to class-0's 30 families: new documents, and the conversations' own updates. */
async function writesToClass() {
  const names: SchoolCollectionName[] = ['conversations', 'messageInboxes', 'notifications', 'auditLog'];
  const count = async () => {
    const each = await Promise.all(names.map(async (n) => (await col(n).count().get()).data().count));
    const messages = (await db.collectionGroup('messages').count().get()).data().count;
    return each.reduce((a, b) => a + b, 0) + messages;
  };
  const before = await count();
  const answer = await sendToClass({ classId: 'class-0', text: 'Trip on Friday' }, ctx(TEACHER_UID, 'Teacher'));
  const created = (await count()) - before;
  // Written per family: the message, the conversation, the guardian's inbox and notification (all new on a first
  // send); the one audit entry is for the whole send.
  const families = answer.conversations;
  const key = conversationKey([TEACHER_UID, parentUid(1)], 'student-1');
  const sample = await col('conversations').doc(conversationIdOf(key)).get();
  if (!sample.exists) throw new Error('The class send did not reach student-1’s family.');
  return { families, created, perFamily: (created - 1) / families };
}

async function main() {
  const started = Date.now();
  await seed();
  console.log(
    `Seeded ${STUDENTS} students, ${CONVERSATIONS} conversations in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  const browser = await launchBenchChromium();
  let screensFine = true;
  try {
    for (const [uid, role] of [
      [TEACHER_UID, 'Teacher'],
      [PARENT_UID, 'Parent'],
    ] as const)
      screensFine = (await screenReads(browser, uid, role)) && screensFine;
  } finally {
    await browser.close();
  }
  const r = await reads();
  console.log(`Opening the inbox reads ${r.inbox} documents (budget ≤ ${BUDGET.inbox}).`);
  console.log(
    `Opening a conversation of 500 messages reads ${r.conversation} documents (budget ≤ ${BUDGET.conversation}).`,
  );
  console.log(`The header's unread total reads ${r.total} document (budget ${BUDGET.total}).`);
  const l = await latency();
  console.log(`Send → the recipient's listener over 50 messages: median ${l.median} ms, p95 ${l.p95} ms.`);
  const w = await writesToClass();
  console.log(
    `One message to ${w.families} families: ${w.created} documents written, ${w.perFamily.toFixed(1)} per family ` +
      `(message, conversation, inbox, notification) and one audit entry.`,
  );
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  for (const uid of [TEACHER_UID, PARENT_UID]) {
    await db.doc(`users/${uid}`).delete();
    await auth.deleteUser(uid).catch(() => undefined);
  }
  const over = !screensFine || r.inbox > BUDGET.inbox || r.conversation > BUDGET.conversation || r.total > BUDGET.total;
  if (over) {
    console.error('Over budget.');
    process.exit(1);
  }
}

await main();
