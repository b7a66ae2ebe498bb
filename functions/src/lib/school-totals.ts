/**
 * The office's dashboard figures in one document (`schoolTotals/school`, shared/src/dashboard.ts). The counts are
 * counted again by the database whenever a record enters or leaves one (the triggers in on-school-totals.ts): a count
 * set from the records themselves cannot drift, whatever wrote them (the API, an import, a restore, the seed).
 * `buildSchoolTotals` makes the whole document from the records, for a school written without the triggers.
 */
import { SCHOOL_TOTALS_ID, type SchoolTotalsDoc } from '@academy/shared/dashboard';
import type { Firestore } from 'firebase-admin/firestore';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const schoolTotalsRef = (db: Firestore, schoolId: string) =>
  db.doc(`schools/${schoolId}/schoolTotals/${SCHOOL_TOTALS_ID}`);

/** What a recount covers: the figures a change may have moved. */
export interface Recount {
  students?: boolean;
  teachers?: boolean;
  /** The terms whose classes to count. */
  terms?: readonly string[];
  /** The weekdays whose lessons to count. */
  weekdays?: readonly number[];
  waitingEnrolments?: boolean;
}

const counted = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;

/** Counts the figures `what` names again and writes them, leaving the others as they are. */
export async function recountSchoolTotals(db: Firestore, schoolId: string, what: Recount) {
  const school = db.doc(`schools/${schoolId}`);
  const figures: Partial<Record<keyof SchoolTotalsDoc, unknown>> = {};
  const jobs: Promise<void>[] = [];
  if (what.students)
    jobs.push(
      counted(school.collection('students').where('archived', '==', false)).then((n) => void (figures.students = n)),
    );
  if (what.teachers)
    jobs.push(
      counted(school.collection('teachers').where('archived', '==', false)).then((n) => void (figures.teachers = n)),
    );
  if (what.waitingEnrolments)
    jobs.push(
      counted(school.collection('enrolments').where('status', '==', 'waiting')).then(
        (n) => void (figures.waitingEnrolments = n),
      ),
    );
  const classes: Record<string, number> = {};
  for (const term of new Set(what.terms ?? []))
    jobs.push(counted(school.collection('classes').where('termId', '==', term)).then((n) => void (classes[term] = n)));
  const lessons: Record<string, number> = {};
  for (const day of new Set(what.weekdays ?? []))
    jobs.push(
      counted(school.collection('lessons').where('weekday', '==', day)).then((n) => void (lessons[String(day)] = n)),
    );
  await Promise.all(jobs);
  if (Object.keys(classes).length) figures.classesByTerm = classes;
  if (Object.keys(lessons).length) figures.lessonsByWeekday = lessons;
  if (Object.keys(figures).length) await schoolTotalsRef(db, schoolId).set(figures, { merge: true });
}

/**
 * The whole document from the records: every count, each term's students by grade from the classes' own counts, and
 * what each due date still owes from `feeDueTotals`. For the seeds and the benches, which write without the API.
 */
export async function buildSchoolTotals(db: Firestore, schoolId: string): Promise<void> {
  const school = db.doc(`schools/${schoolId}`);
  const [classes, dueTotals] = await Promise.all([
    school.collection('classes').get(),
    school.collection('feeDueTotals').get(),
  ]);
  const enrolledByGrade: Record<string, Record<string, number>> = {};
  for (const c of classes.docs) {
    const term = (enrolledByGrade[String(c.get('termId'))] ??= {});
    const grade = String(c.get('grade'));
    term[grade] = (term[grade] ?? 0) + Number(c.get('studentCount') ?? 0);
  }
  const outstandingByDueDate = Object.fromEntries(dueTotals.docs.map((d) => [d.id, Number(d.get('outstanding') ?? 0)]));
  // Set whole first (an old document's keys go), then the counts over it.
  await schoolTotalsRef(db, schoolId).set({ enrolledByGrade, outstandingByDueDate });
  await recountSchoolTotals(db, schoolId, {
    students: true,
    teachers: true,
    waitingEnrolments: true,
    terms: classes.docs.map((c) => String(c.get('termId'))),
    weekdays: WEEKDAYS,
  });
}
