/**
 * The assignments' scheduled work, as plain functions tests call with the instant they want: work whose open date has
 * come is shown to students and parents, and work not handed in by its due instant becomes Missing, with the student's
 * guardians told once ("Ben has not handed in “Fractions worksheet”, due yesterday.").
 */
import { applyCountChange, type AssignmentDoc, type SubmissionDoc } from '@academy/shared/assignment';
import { addIsoDays, schoolDate } from '@academy/shared/school-time';
import type { DocumentReference } from 'firebase-admin/firestore';
import { systemCaller } from './caller';
import { writeMark } from './assignment-records';
import { db } from './firebase';
import { type Audience, notifyInTransaction, sendPush } from './notify';
import { type Reader, readersOf, readInside, schoolReading } from './readers';
import { schoolDoc } from './records';

const MESSAGES = {
  title: /*i18n*/ { id: 'alert.work.missing.title', message: 'Missing work' },
  body: /*i18n*/ {
    id: 'alert.work.missing.body',
    message:
      '{when, select, today {{name} has not handed in “{title}”, due today.} yesterday {{name} has not handed in “{title}”, due yesterday.} other {{name} has not handed in “{title}”, due {day}.}}',
  },
};

/** "Ben has not handed in “Fractions worksheet”, due yesterday." in the reader's words and calendar. */
function missingBody(reader: Reader, name: string, title: string, dueAt: number, now: number): string {
  const due = schoolDate(reader.where.timeZone, dueAt);
  const today = schoolDate(reader.where.timeZone, now);
  const when = due === today ? 'today' : due === addIsoDays(today, -1) ? 'yesterday' : 'other';
  return reader.t(MESSAGES.body, { when, name, title, day: reader.date(due) });
}

const BATCH = 200;

/** The once-only key of a submission's missing-work notice (ids `missing_<submission>_<guardian uid>`). */
const missingKey = (submissionId: string) => `missing_${submissionId}`;

/** Shows students and parents the work whose open date has come. Answers how many submissions it opened. */
export async function openWork(now: number): Promise<number> {
  let opened = 0;
  for (;;) {
    const due = await db
      .collectionGroup('submissions')
      .where('open', '==', false)
      .where('openAt', '<=', now)
      .limit(BATCH)
      .get();
    if (due.empty) return opened;
    const writer = db.bulkWriter();
    for (const d of due.docs) void writer.update(d.ref, { open: true });
    await writer.close();
    opened += due.size;
  }
}

/** The school of a submission's path: schools/{schoolId}/submissions/{id}. */
const schoolOf = (ref: DocumentReference) => ref.parent.parent?.id ?? '';

/**
 * Marks Missing every open piece of work still not handed in after its due instant (the student's extension, or the
 * assignment's), one transaction per assignment, keeping its counts and the students' term marks, and notifies each
 * student's guardians once (the notification's key is the submission). Answers how many went missing.
 */
export async function markMissingWork(now: number): Promise<{ missing: number; notified: number }> {
  let missing = 0;
  let notified = 0;
  for (;;) {
    const overdue = await db
      .collectionGroup('submissions')
      .where('status', '==', 'assigned')
      .where('effectiveDueAt', '<', now)
      .limit(BATCH)
      .get();
    if (overdue.empty) return { missing, notified };
    const groups = new Map<string, DocumentReference[]>();
    for (const d of overdue.docs) {
      const key = `${schoolOf(d.ref)}/${d.get('assignmentId') as string}`;
      groups.set(key, [...(groups.get(key) ?? []), d.ref]);
    }
    for (const [key, refs] of groups) {
      const [schoolId = '', assignmentId = ''] = key.split('/');
      const result = await markGroup(schoolId, assignmentId, refs, now);
      missing += result.missing;
      notified += result.notified;
    }
  }
}

async function markGroup(schoolId: string, assignmentId: string, refs: DocumentReference[], now: number) {
  // writeMark writes under the school it is given; nothing here comes from a request.
  const system = systemCaller(schoolId);
  const pushes: Audience[] = [];
  const outcome = await db.runTransaction(async (tx) => {
    pushes.length = 0;
    const school = schoolReading((await tx.get(schoolDoc(system))).data());
    const assignmentRef = db.doc(`schools/${schoolId}/assignments/${assignmentId}`);
    const assignmentSnap = await tx.get(assignmentRef);
    const subs = await tx.getAll(...refs);
    const stillDue = subs.filter((s) => {
      const d = s.data() as SubmissionDoc | undefined;
      return d && d.status === 'assigned' && d.open && d.effectiveDueAt < now;
    });
    // The notification's id is `<key>_<uid>` (notify.ts): read who has it already, so work that goes missing again
    // after an extension does not tell the same guardian twice.
    const noticeRefs = stillDue.flatMap((s) =>
      (s.get('guardianUids') as string[]).map((uid) =>
        db.doc(`schools/${schoolId}/notifications/${missingKey(s.id)}_${uid}`),
      ),
    );
    const notices = noticeRefs.length ? await tx.getAll(...noticeRefs) : [];
    const alreadyTold = new Set(notices.filter((n) => n.exists).map((n) => n.id));
    const toTell = (s: { id: string; get: (field: string) => unknown }) =>
      (s.get('guardianUids') as string[]).filter((uid) => !alreadyTold.has(`${missingKey(s.id)}_${uid}`));
    const readers = await readersOf(readInside(tx), stillDue.flatMap(toTell), school);
    const closed = subs.filter((s) => {
      const d = s.data() as SubmissionDoc | undefined;
      return d && d.status === 'assigned' && !d.open && d.effectiveDueAt < now;
    });
    if (!assignmentSnap.exists) return { missing: 0, notified: 0 };
    const assignment = assignmentSnap.data() as AssignmentDoc;
    let counts = assignment.counts;
    let notified = 0;
    for (const s of [...stillDue, ...closed]) {
      const before = s.data() as SubmissionDoc;
      const after: SubmissionDoc = { ...before, status: 'missing', updatedAt: now };
      counts = applyCountChange(counts, before, after);
      tx.set(s.ref, after);
      writeMark(tx, system, assignment.termId, assignmentId, before, assignment, {
        points: null,
        missing: true,
        returned: false,
      });
      if (!before.open) continue;
      const firstName = before.studentName.split(' ')[0] ?? before.studentName;
      const audience = readers.tell(toTell(s), (reader) => ({
        title: reader.t(MESSAGES.title),
        body: missingBody(reader, firstName, before.title, before.effectiveDueAt, now),
        link: `/app/parent/students/${before.studentId}`,
      }));
      const uids = notifyInTransaction(tx, schoolId, audience, missingKey(s.id), now);
      notified += uids.length;
      if (uids.length) pushes.push(audience);
    }
    tx.update(assignmentRef, { counts });
    return { missing: stillDue.length + closed.length, notified };
  });
  for (const audience of pushes) await sendPush(schoolId, audience);
  return outcome;
}

/** What the schedule runs: open what is due to open, then mark what is overdue. */
export async function runAssignmentSchedule(now: number) {
  const opened = await openWork(now);
  const { missing, notified } = await markMissingWork(now);
  return { opened, missing, notified };
}
