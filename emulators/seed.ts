/** Loads the demo schools into the running emulators. Safe to run any number of times: fixed ids, overwriting writes. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { SCHOOL_COLLECTIONS, type SchoolCollectionEntry, type SchoolCollectionName } from '@academy/shared/collections';
import { schoolSchema } from '@academy/shared/school';
import { blogCategorySchema, blogPostSchema, partnerSchema } from '@academy/shared/landing';
import { claimsFor, rolesHeld, userSchema } from '@academy/shared/user';
import { DEMO_PASSWORD, DEMO_SCHOOLS, type DemoAccount, userDocFor } from './demo-data';
import { DEMO_BLOG_CATEGORIES, DEMO_BLOG_POSTS, DEMO_PARTNERS } from './demo-landing';
import { DEMO_NOTIFICATIONS } from './demo-notifications';
// Attendance
import type { TermTotalsDoc } from '@academy/shared/dashboard';
import { demoAttendance } from './demo-attendance';
import { classTotalsFrom } from '@academy/shared/class-totals';
import type { AttendanceTotalsDoc } from '@academy/shared/attendance';
import type { GradeTotalsDoc } from '@academy/shared/assignment';
import { buildSchoolTotals } from '../functions/src/lib/school-totals';
import { buildTimetables } from '../functions/src/lib/timetables';
import { buildClassWeeks } from '../functions/src/lib/class-weeks';
import { buildWorkSummaries } from '../functions/src/lib/work-summaries';
// Calendar and Newsfeed
import { DEMO_CALENDAR } from './demo-calendar';
import { demoAssignmentRecords } from './demo-assignments';
import { demoMessages } from './demo-messages';
import { demoReports } from './demo-reports';
import { messageSchema } from '@academy/shared/messages';
import { DEMO_FEES } from './demo-fees'; // Fees and payments
import { demoCourseStore } from './demo-courses'; // Course store
import { publicCourseId, publicCourseOf } from '@academy/shared/course'; // Course store: the landing's public courses

/** A demo record as the API would store it: its search words made the same way, then checked by its schema. */
function storedRecord(collection: SchoolCollectionName, data: Record<string, unknown>): Record<string, unknown> {
  const entry: SchoolCollectionEntry = SCHOOL_COLLECTIONS[collection];
  // DemoSchool types each collection's records, so the data fits the collection's own function.
  const searchTokens = entry.searchTokensOf?.(data as never);
  return entry.schema.parse(searchTokens ? { ...data, searchTokens } : data);
}

function assertEmulators() {
  for (const v of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    // Without these, firebase-admin would write to a real project.
    if (!process.env[v]) throw new Error(`${v} is not set: the seed only runs against the emulators.`);
  }
}

async function upsertAccount(account: DemoAccount) {
  const auth = getAuth();
  const fields = {
    email: account.email,
    password: DEMO_PASSWORD,
    displayName: account.displayName,
    disabled: false,
    emailVerified: true,
  };
  try {
    await auth.updateUser(account.uid, fields);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: account.uid, ...fields });
  }
  await auth.setCustomUserClaims(
    account.uid,
    claimsFor(account.role, account.schoolId, rolesHeld(userDocFor(account))),
  );
}

export async function seedDemoData(): Promise<{ accounts: number; documents: number }> {
  assertEmulators();
  if (!getApps().length) initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-academy' });
  const db = getFirestore();
  let documents = 0;
  for (const school of DEMO_SCHOOLS) {
    // Course store: the names and counts the API keeps on each course, and places on courses.
    const store = demoCourseStore(school);
    for (const [id, fields] of Object.entries(store.courseFields))
      Object.assign(school.collections.courses[id]!, fields);
    const withStore = { ...school.collections, enrolments: store.enrolments };
    const writer = db.bulkWriter();
    // Course store: what the landing site shows of the public courses, as saving them through the API keeps it.
    for (const [id, course] of Object.entries(school.collections.courses)) {
      const shown = publicCourseOf({ id: school.id, name: school.school.name }, id, course, Date.now());
      if (!shown) continue;
      void writer.set(db.doc(`publicCourses/${publicCourseId(school.id, id)}`), shown);
      documents++;
    }
    void writer.set(db.doc(`schools/${school.id}`), schoolSchema.parse(school.school));
    documents++;
    for (const [collection, docs] of Object.entries(withStore) as [
      SchoolCollectionName,
      Record<string, Record<string, unknown>>,
    ][]) {
      for (const [id, data] of Object.entries(docs)) {
        void writer.set(db.doc(`schools/${school.id}/${collection}/${id}`), storedRecord(collection, data));
        documents++;
      }
    }
    // Attendance: four weeks of registers before today, with their records and term totals.
    const attendance = demoAttendance(school);
    for (const [collection, docs] of Object.entries(attendance) as [SchoolCollectionName, object][])
      for (const [id, data] of Object.entries(docs as Record<string, Record<string, unknown>>)) {
        void writer.set(db.doc(`schools/${school.id}/${collection}/${id}`), storedRecord(collection, data));
        documents++;
      }
    // Dashboards: each term's students by grade, as the class saves keep it.
    const termTotals: Record<string, TermTotalsDoc> = {};
    for (const klass of Object.values(school.collections.classes)) {
      const t = (termTotals[klass.termId] ??= { termId: klass.termId, enrolledByGrade: {} });
      t.enrolledByGrade[klass.grade] = (t.enrolledByGrade[klass.grade] ?? 0) + klass.studentCount;
    }
    for (const [id, data] of Object.entries(termTotals)) {
      void writer.set(db.doc(`schools/${school.id}/termTotals/${id}`), storedRecord('termTotals', data));
      documents++;
    }
    // Assignments: the work set in Demo Academy, dated from today.
    const work = school.id === 'demo-academy-school' ? demoAssignmentRecords(school, Date.now()) : [];
    for (const r of work) {
      void writer.set(db.doc(`schools/${school.id}/${r.collection}/${r.id}`), storedRecord(r.collection, r.data));
      documents++;
    }
    // Each class's term in figures, as the registers and the gradebook keep it beside the students' own totals.
    const classTotals = classTotalsFrom(
      Object.values(attendance.attendanceTotals ?? {}) as AttendanceTotalsDoc[],
      work.filter((r) => r.collection === 'gradeTotals').map((r) => r.data as GradeTotalsDoc),
    );
    for (const [id, data] of classTotals) {
      void writer.set(db.doc(`schools/${school.id}/classTotals/${id}`), storedRecord('classTotals', data));
      documents++;
    }
    // Messages: a few conversations between the demo parent and teacher.
    if (school.id === 'demo-academy-school') {
      const { records, messages } = demoMessages(school, Date.now());
      for (const r of records) {
        void writer.set(db.doc(`schools/${school.id}/${r.collection}/${r.id}`), storedRecord(r.collection, r.data));
        documents++;
      }
      for (const m of messages) {
        void writer.set(
          db.doc(`schools/${school.id}/conversations/${m.conversationId}/messages/${m.id}`),
          messageSchema.parse(m.data),
        );
        documents++;
      }
    }
    // Reports: scales, comment banks and one open round with some entries written.
    if (school.id === 'demo-academy-school')
      for (const r of demoReports(school, Date.now())) {
        void writer.set(db.doc(`schools/${school.id}/${r.collection}/${r.id}`), storedRecord(r.collection, r.data));
        documents++;
      }
    for (const account of school.accounts) {
      await upsertAccount(account);
      void writer.set(db.doc(`users/${account.uid}`), userSchema.parse(userDocFor(account)));
      documents++;
    }
    await writer.close();
  }
  // Each user's notifications and the public landing content.
  const writer = db.bulkWriter();
  for (const n of DEMO_NOTIFICATIONS) {
    void writer.set(db.doc(`schools/${n.schoolId}/notifications/${n.id}`), storedRecord('notifications', n.doc));
    documents++;
  }
  // Calendar and Newsfeed: events, posts and acknowledgements.
  for (const { schoolId, collection, docs } of DEMO_CALENDAR)
    for (const [id, data] of Object.entries(docs)) {
      void writer.set(db.doc(`schools/${schoolId}/${collection}/${id}`), storedRecord(collection, data));
      documents++;
    }
  for (const [collection, docs, schema] of [
    ['blogCategories', DEMO_BLOG_CATEGORIES, blogCategorySchema],
    ['blog', DEMO_BLOG_POSTS, blogPostSchema],
    ['partners', DEMO_PARTNERS, partnerSchema],
  ] as const) {
    for (const [id, data] of Object.entries(docs)) {
      void writer.set(db.doc(`${collection}/${id}`), schema.parse(data) as Record<string, unknown>);
      documents++;
    }
  }
  // Fees and payments: the catalogue and schedules.
  for (const { schoolId, ...fees } of DEMO_FEES)
    for (const [collection, docs] of Object.entries(fees) as ['feeItems' | 'feeSchedules', Record<string, object>][])
      for (const [id, data] of Object.entries(docs)) {
        void writer.set(db.doc(`schools/${schoolId}/${collection}/${id}`), storedRecord(collection, { ...data }));
        documents++;
      }
  await writer.close();
  // Dashboards: the office's counts and figures, each class's and teacher's timetable, each student's work summary and
  // each class's weeks of registers, made from the records as the triggers and the API keep them.
  for (const school of DEMO_SCHOOLS) {
    await buildSchoolTotals(db, school.id);
    await buildTimetables(db, school.id);
    await buildWorkSummaries(db, school.id);
    await buildClassWeeks(db, school.id);
  }
  return { accounts: DEMO_SCHOOLS.reduce((n, s) => n + s.accounts.length, 0), documents };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seedDemoData()
    .then(({ accounts, documents }) => console.log(`Demo data loaded: ${accounts} accounts, ${documents} documents.`))
    .catch((error: unknown) => {
      console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
