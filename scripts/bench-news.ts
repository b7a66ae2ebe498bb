/**
 * `npm run bench:news`: seeds one school of 1,000 families (1,000 parents, each with one child, in 40 classes of
 * grades 7 to 11) with 2,000 events over the school year and 5,000 posts, then as one parent, through the Firestore
 * web SDK the app uses (so the rules are applied), prints:
 * - the documents read for the first page of their feed (their reach, then 20 posts): at most 21;
 * - the documents read for a month of their calendar (reach, the school's time zone, the month's events): at most the
 *   events in it + 2 (the term dates, a handful for the whole year, are printed apart); and, beside it, the documents
 *   read for the work their child has due in that month (one submission per piece: at most the pieces due);
 * - the time from publishing a post (POST /api/newsfeed/savePost) to the parent's notification arriving in their
 *   live listener, median of 10 posts to the parent's class, and once to the whole school (1,000 families and more);
 * - the time to build the parent's .ics feed (GET /api/calendar/feed), median of 5.
 * Documents counted are those the SDK's snapshots deliver, which is what a listener or a get is billed for.
 * Seeding writes with the emulator's background triggers switched off, then builds every member's reach with the
 * server's own refreshReach (what the triggers run), in parallel.
 */
import { getApps as adminApps, initializeApp as adminApp } from 'firebase-admin/app';
import { getAuth as adminAuth } from 'firebase-admin/auth';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import { audienceKeys, type Audience } from '@academy/shared/audience';
import { eventRecord, occurrencesBetween, saveEventInput } from '@academy/shared/calendar';
import type { PostDoc } from '@academy/shared/newsfeed';
import { newSchoolRecord } from '@academy/shared/new-school';
import { defaultModules, type Role } from '@academy/shared/roles';
import type { AssignmentDoc, SubmissionDoc } from '@academy/shared/assignment';
import { addIsoDays, zonedInstant } from '@academy/shared/school-time';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { refreshReach } from '../functions/src/lib/reach';

const SCHOOL = 'bench-news-school';
const FAMILIES = 1000;
const CLASSES = 40;
const EVENTS = 2000;
const POSTS = 5000;
/** Work set for each class over the term, due twice a week; submissions are seeded for the first WORK_CLASSES classes. */
const WORK_PER_CLASS = 30;
const WORK_CLASSES = 2;
const TZ = 'Europe/London';
const PASSWORD = 'Bench-pass-1';
const { auth: AUTH, firestore: FIRESTORE, hosting: HOSTING, hub: HUB } = firebaseJson.emulators;
const BASE = `http://${HOSTING.host}:${HOSTING.port}`;

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run through `npm run bench:news` (inside the emulators).');
const app = adminApps()[0] ?? adminApp({ projectId: 'demo-academy' });
const db = adminFirestore(app);
const auth = adminAuth(app);

const classId = (c: number) => `bn-class-${c}`;
const gradeOf = (c: number) => 7 + (c % 5);
const audience = (a: Partial<Audience>): Audience => ({
  wholeSchool: false,
  roles: [],
  grades: [],
  classIds: [],
  members: 'everyone',
  ...a,
});
/** A spread of audiences, as a school's calendar and feed have them. */
function audienceFor(n: number): Audience {
  const kind = n % 10;
  if (kind === 0) return audience({ wholeSchool: true });
  if (kind === 1) return audience({ roles: ['parents'] });
  if (kind === 2) return audience({ roles: ['staff'] });
  if (kind <= 5) return audience({ grades: [gradeOf(n)] });
  return audience({ classIds: [classId(n % CLASSES)] });
}

async function triggers(on: boolean) {
  await fetch(`http://${HUB.host}:${HUB.port}/functions/${on ? 'enable' : 'disable'}BackgroundTriggers`, {
    method: 'PUT',
  });
}

async function account(uid: string, email: string, role: Role, username: string) {
  await auth.deleteUser(uid).catch(() => undefined);
  await auth.createUser({ uid, email, password: PASSWORD });
  await auth.setCustomUserClaims(uid, { role, school_id: SCHOOL });
  return db.doc(`users/${uid}`).set({
    email,
    username,
    role,
    school_id: SCHOOL,
    modules: defaultModules(role),
    personId: null,
    disabled: false,
  });
}

async function seed() {
  const started = performance.now();
  await triggers(false);
  await db.recursiveDelete(db.doc(`schools/${SCHOOL}`));
  await db
    .doc(`schools/${SCHOOL}`)
    .set(newSchoolRecord({ name: 'Bench News School', timezone: 'Europe/London', currency: 'GBP' }));
  const writer = db.bulkWriter();
  void writer.set(db.doc(`schools/${SCHOOL}/terms/autumn`), {
    schoolYear: '2026/2027',
    name: 'Autumn',
    startDate: '2026-09-01',
    endDate: '2026-12-18',
    current: true,
    searchTokens: [],
  });
  for (let c = 0; c < CLASSES; c++)
    void writer.set(db.doc(`schools/${SCHOOL}/classes/${classId(c)}`), {
      name: `Grade ${gradeOf(c)}-${c}`,
      grade: gradeOf(c),
      section: String(c),
      capacity: 30,
      homeroomTeacherId: null,
      teacherUids: [],
      guardianUids: [],
      homeroomTeacherName: '',
      termId: 'autumn',
      studentCount: 25,
      searchTokens: [],
    });
  for (let f = 0; f < FAMILIES; f++)
    void writer.set(db.doc(`schools/${SCHOOL}/students/bn-s${f}`), {
      admissionNumber: `BN-${f}`,
      firstName: 'Child',
      lastName: `Family${f}`,
      dateOfBirth: '2014-01-01',
      gender: 'other',
      classId: classId(f % CLASSES),
      guardianIds: [],
      status: 'enrolled',
      enrolmentDate: '2026-09-01',
      medicalNotes: '',
      emergencyContact: { name: '', phone: '' },
      accountUid: null,
      guardianUids: [`bn-parent-${f}`],
      searchTokens: [],
      archived: false,
    });
  const office = { uid: 'bn-admin', name: 'Bench Office' };
  for (let e = 0; e < EVENTS; e++) {
    const start = addIsoDays('2026-09-01', Math.floor((e * 300) / EVENTS));
    const input = saveEventInput.parse({
      title: `Event ${e}`,
      category: (['trip', 'exam', 'meeting', 'sport', 'other'] as const)[e % 5],
      allDay: e % 3 === 0,
      startDate: start,
      endDate: start,
      startTime: e % 3 === 0 ? null : '10:00',
      endTime: e % 3 === 0 ? null : '11:00',
      audience: audienceFor(e),
    });
    void writer.set(db.doc(`schools/${SCHOOL}/events/bn-e${e}`), eventRecord(input, office, Date.now()));
  }
  for (let p = 0; p < POSTS; p++) {
    const at = Date.UTC(2026, 8, 1) + p * 60_000 * 60;
    const a = audienceFor(p);
    const post: PostDoc = {
      title: `Post ${p}`,
      body: `News number ${p}.`,
      link: null,
      audience: a,
      audienceKeys: audienceKeys(a),
      audienceLabel: '',
      sentTo: null,
      acknowledgeBy: 'person',
      pinned: p % 1000 === 0,
      needsAcknowledgement: false,
      status: 'published',
      publishAt: at,
      publishedAt: at,
      editedAt: null,
      authorUid: office.uid,
      authorName: office.name,
      createdAt: at,
      audienceSize: 0,
      acknowledgedCount: 0,
      announcedAt: at,
    };
    void writer.set(db.doc(`schools/${SCHOOL}/posts/bn-p${p}`), post);
  }
  // Work due: every class has its pieces; the first classes' students have their submissions (the parent's among them).
  for (let c = 0; c < CLASSES; c++)
    for (let w = 0; w < WORK_PER_CLASS; w++) {
      const dueDate = addIsoDays('2026-09-03', Math.floor(w * 3.5));
      const dueAt = zonedInstant(dueDate, '15:30', TZ);
      const work = {
        title: `Work ${w}`,
        instructions: 'Do it.',
        links: [],
        subjectId: 'bn-subject',
        subjectName: 'Mathematics',
        openDate: addIsoDays(dueDate, -7),
        dueDate,
        dueTime: '15:30',
        dueAt,
        points: 10,
        lateAccepted: true,
      };
      const assignment: AssignmentDoc = {
        ...work,
        classIds: [classId(c)],
        classNames: [`Grade ${gradeOf(c)}-${c}`],
        termId: 'autumn',
        teacherUids: [],
        setByUid: office.uid,
        setByName: office.name,
        archived: false,
        counts: { students: 25, handedIn: 0, late: 0, missing: 0, returned: 0, excused: 0 },
        createdAt: dueAt,
        updatedAt: dueAt,
      };
      void writer.set(db.doc(`schools/${SCHOOL}/assignments/bn-w${c}-${w}`), assignment);
      if (c >= WORK_CLASSES) continue;
      for (let f = c; f < FAMILIES; f += CLASSES) {
        const submission: SubmissionDoc = {
          ...work,
          assignmentId: `bn-w${c}-${w}`,
          studentId: `bn-s${f}`,
          studentName: `Child Family${f}`,
          classId: classId(c),
          className: `Grade ${gradeOf(c)}-${c}`,
          studentUid: null,
          guardianUids: [`bn-parent-${f}`],
          open: true,
          openAt: dueAt - 7 * 86_400_000,
          status: 'assigned',
          late: false,
          extensionDueAt: null,
          effectiveDueAt: dueAt,
          answer: '',
          answerLinks: [],
          attachments: [],
          submittedAt: null,
          grade: null,
          updatedAt: dueAt,
        };
        void writer.set(db.doc(`schools/${SCHOOL}/submissions/bn-w${c}-${w}_bn-s${f}`), submission);
      }
    }
  await writer.close();
  // Accounts: the office, the parent the bench reads as, and users records for every family.
  await account('bn-admin', 'bench-admin@bench-news.test', 'Admin', 'Bench Office');
  await account('bn-parent-0', 'bench-parent@bench-news.test', 'Parent', 'Parent 0');
  const users = db.bulkWriter();
  for (let f = 1; f < FAMILIES; f++)
    void users.set(db.doc(`users/bn-parent-${f}`), {
      email: `parent${f}@bench-news.test`,
      username: `Parent ${f}`,
      role: 'Parent',
      school_id: SCHOOL,
      modules: defaultModules('Parent'),
      personId: null,
      disabled: false,
    });
  await users.close();
  const uids = ['bn-admin', ...Array.from({ length: FAMILIES }, (_, f) => `bn-parent-${f}`)];
  for (let i = 0; i < uids.length; i += 50) await refreshReach(SCHOOL, uids.slice(i, i + 50));
  await triggers(true);
  console.log(
    `Seeded ${FAMILIES} families in ${CLASSES} classes, ${EVENTS} events and ${POSTS} posts in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function api(path: string, token: string, body: unknown) {
  const res = await fetch(`${BASE}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: number; message: string; id?: string; path?: string };
}

await seed();
const web = initializeApp({ projectId: 'demo-academy', apiKey: 'demo-api-key' }, 'bench-news');
const webAuth = getAuth(web);
connectAuthEmulator(webAuth, `http://${AUTH.host}:${AUTH.port}`, { disableWarnings: true });
const firestore = getFirestore(web);
connectFirestoreEmulator(firestore, FIRESTORE.host, FIRESTORE.port);
await signInWithEmailAndPassword(webAuth, 'bench-parent@bench-news.test', PASSWORD);

// The feed's first page, as useReach and useFeed ask for it.
const reach = await getDoc(doc(firestore, 'schools', SCHOOL, 'reach', 'bn-parent-0'));
const keys = reach.get('keys') as string[];
const page = await getDocs(
  query(
    collection(firestore, 'schools', SCHOOL, 'posts'),
    where('status', '==', 'published'),
    where('audienceKeys', 'array-contains-any', keys),
    orderBy('pinned', 'desc'),
    orderBy('publishedAt', 'desc'),
    limit(20),
  ),
);
const feedReads = 1 + page.size;

// A month of the calendar, as useEventsBetween asks for it (December, as the month view shows it: 30 Nov to 3 Jan).
const [from, to] = ['2026-11-30', '2027-01-03'];
const school = await getDoc(doc(firestore, 'schools', SCHOOL));
const month = await getDocs(
  query(
    collection(firestore, 'schools', SCHOOL, 'events'),
    where('audienceKeys', 'array-contains-any', keys),
    where('startDate', '<=', to),
    where('lastDate', '>=', from),
    limit(500),
  ),
);
const terms = await getDocs(query(collection(firestore, 'schools', SCHOOL, 'terms'), orderBy('startDate'), limit(50)));
const inMonth = (
  await db.collection(`schools/${SCHOOL}/events`).where('startDate', '<=', to).where('lastDate', '>=', from).get()
).docs.filter(
  (d) =>
    (d.get('audienceKeys') as string[]).some((k) => keys.includes(k)) &&
    occurrencesBetween(d.data() as never, from, to).length > 0,
).length;
const monthReads = (reach.exists() ? 1 : 0) + (school.exists() ? 1 : 0) + month.size;
// The parent's work due in the same dates, as useDueWork asks for it (one submission per piece per child).
const [fromAt, toAt] = [zonedInstant(from, '00:00', TZ), zonedInstant(addIsoDays(to, 1), '00:00', TZ)];
const dueWork = await getDocs(
  query(
    collection(firestore, 'schools', SCHOOL, 'submissions'),
    where('guardianUids', 'array-contains', 'bn-parent-0'),
    where('open', '==', true),
    where('effectiveDueAt', '>=', fromAt),
    where('effectiveDueAt', '<', toAt),
    orderBy('effectiveDueAt'),
    limit(200),
  ),
);
const dueInMonth = (
  await db.collection(`schools/${SCHOOL}/submissions`).where('guardianUids', 'array-contains', 'bn-parent-0').get()
).docs.filter((d) => {
  const at = d.get('effectiveDueAt') as number;
  return d.get('open') === true && at >= fromAt && at < toAt;
}).length;

console.log(`Feed first page: ${feedReads} documents; month: ${monthReads} documents for ${inMonth} events.`);

// Publishing to a recipient's notification, seen by their live listener.
const adminToken = await (async () => {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-admin@bench-news.test', password: PASSWORD, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
})();
async function timeToNotification(a: Audience, n: number): Promise<number> {
  const started = performance.now();
  let postId = '';
  let seenIds = new Set<string>();
  let arrived: (() => void) | undefined;
  const stop = onSnapshot(
    query(
      collection(firestore, 'schools', SCHOOL, 'notifications'),
      where('recipientUid', '==', 'bn-parent-0'),
      orderBy('createdAt', 'desc'),
      limit(5),
    ),
    (snap) => {
      seenIds = new Set(snap.docs.map((d) => d.id));
      if (postId && seenIds.has(`post-${postId}_bn-parent-0`)) arrived?.();
    },
  );
  try {
    const res = await api('/newsfeed/savePost', adminToken, {
      title: `Bench post ${n}`,
      body: 'Timing it.',
      audience: a,
    });
    if (res.status !== 200) throw new Error(res.message);
    postId = res.id!;
    // The notification may have arrived before the answer did.
    if (!seenIds.has(`post-${postId}_bn-parent-0`))
      await new Promise<void>((resolve, reject) => {
        arrived = resolve;
        setTimeout(() => reject(new Error('no notification within 120 s')), 120_000);
      });
    return Math.round(performance.now() - started);
  } finally {
    stop();
  }
}
const classTimes: number[] = [];
for (let i = 0; i < 10; i++) classTimes.push(await timeToNotification(audience({ classIds: [classId(0)] }), i));
const schoolTime = await timeToNotification(audience({ wholeSchool: true }), 99);

// The parent's .ics feed.
const parentToken = await webAuth.currentUser!.getIdToken();
const address = await api('/calendar/feedAddress', parentToken, { reset: false });
const icsTimes: number[] = [];
let icsEvents = 0;
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  const res = await fetch(`${BASE}${address.path}`);
  const text = await res.text();
  icsTimes.push(Math.round(performance.now() - started));
  icsEvents = (text.match(/BEGIN:VEVENT/g) ?? []).length;
}

console.log(`\nbench:news — ${FAMILIES} families, ${EVENTS} events, ${POSTS} posts`);
console.log(`Parent's feed, first page: ${feedReads} documents read (reach 1 + ${page.size} posts; budget 21).`);
console.log(
  `Parent's calendar, ${from} to ${to}: ${monthReads} documents read for ${inMonth} events that reach them ` +
    `(budget ${inMonth + 2}); plus ${terms.size} term record(s) for the term dates.`,
);
console.log(
  `Parent's work due in the same dates: ${dueWork.size} documents read for ${dueInMonth} pieces due ` +
    `(budget ${dueInMonth}); ${WORK_PER_CLASS * CLASSES} pieces of work set in the school.`,
);
console.log(
  `Publishing to the parent's notification: median ${median(classTimes)} ms of 10 posts to their class ` +
    `(${classTimes.join(', ')}); ${schoolTime} ms for one post to the whole school.`,
);
console.log(`Parent's .ics feed (${icsEvents} events): median ${median(icsTimes)} ms of 5 (${icsTimes.join(', ')}).`);
const ok = feedReads <= 21 && monthReads <= inMonth + 2 && dueWork.size <= dueInMonth;
console.log(ok ? 'Within budget.' : 'OVER BUDGET.');
process.exit(ok ? 0 : 1);
