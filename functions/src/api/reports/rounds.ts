import type { ClassDoc } from '@academy/shared/structure';
import type { ReportRoundDoc } from '@academy/shared/reports';
import { roundSubjects } from '@academy/shared/reports';
import { writeAudit } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { checkScale, roundOf, syncEntries } from '../../lib/reports';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * A report round: new (it opens, and every student of its classes gets an entry in each subject) or changed. Saving
 * it again takes the timetable's teachers again and gives new students their entries; classes and subjects may be
 * added, not taken away once the round exists (what was written stays with the round).
 */
/** What the audit keeps of a round: its settings, not its counts. */
const settingsOf = ({ progress: _progress, ...settings }: ReportRoundDoc) => settings;

export const saveRound: Handler<'saveRound'> = async (input, { caller }) => {
  const { id, ...fields } = input;
  const rounds = schoolCollection(caller, 'reportRounds');
  const ref = id ? rounds.doc(id) : rounds.doc();
  const before = id ? await roundOf(caller, id) : null;
  if (before?.status === 'published')
    throw conflict(`${before.name} is published: make a new round for the next report.`);
  if (before) {
    const gone = [
      ...before.classIds.filter((c) => !fields.classIds.includes(c)).map(() => 'Classes'),
      ...before.subjectIds.filter((s) => !fields.subjectIds.includes(s)).map(() => 'Subjects'),
      ...(before.tutorComment && !fields.tutorComment ? ["Tutor's comment"] : []),
      ...(before.headComment && !fields.headComment ? ["Head's comment"] : []),
    ];
    if (gone.length)
      throw conflict(
        `${gone[0]}: what a round reports cannot be taken away once it has begun; close this round and make another.`,
      );
  }

  // Everything named must be the school's: the scales of their kinds, the classes, the subjects and the term.
  const scaleRefs = [fields.attainmentScaleId, fields.effortScaleId].map((s) =>
    s ? schoolCollection(caller, 'gradeScales').doc(s) : null,
  );
  const [attainment, effort] = await Promise.all(scaleRefs.map((r) => (r ? r.get() : null)));
  checkScale(attainment?.data(), 'attainment', 'Attainment scale');
  if (effort) checkScale(effort.data(), 'effort', 'Effort scale');
  const classSnaps = await db.getAll(...fields.classIds.map((c) => schoolCollection(caller, 'classes').doc(c)));
  const missingClass = classSnaps.find((c) => !c.exists);
  if (missingClass) throw badRequest(`Classes: there is no class ${missingClass.id} in your school.`);
  const subjectSnaps = await db.getAll(...fields.subjectIds.map((s) => schoolCollection(caller, 'subjects').doc(s)));
  const missingSubject = subjectSnaps.find((s) => !s.exists);
  if (missingSubject) throw badRequest(`Subjects: there is no subject ${missingSubject.id} in your school.`);
  if (fields.termId && !(await schoolCollection(caller, 'terms').doc(fields.termId).get()).exists)
    throw badRequest('Term: there is no such term in your school. Choose one from the list.');

  const classes = new Map(classSnaps.map((c) => [c.id, c.data() as ClassDoc]));
  const synced = await syncEntries(caller, ref.id, fields, classes);
  const now = Date.now();
  const round: ReportRoundDoc = {
    ...fields,
    status: fields.status,
    progress: synced.progress,
    approved: synced.approved,
    students: synced.students,
    published: before?.published ?? 0,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
    publishedAt: before?.publishedAt ?? null,
  };
  await db.runTransaction(async (tx) => {
    tx.set(ref, round);
    writeAudit(tx, caller, {
      action: before ? 'reports.roundUpdated' : 'reports.roundCreated',
      target: `reportRounds/${ref.id}`,
      before: before ? settingsOf(before) : null,
      after: { ...fields, entriesCreated: synced.created, subjects: roundSubjects(fields).length },
    });
  });
  return {
    status: 200 as const,
    message: `${fields.name} saved: ${synced.students} students, ${Object.keys(synced.progress).length} class subjects.`,
    id: ref.id,
    entriesCreated: synced.created,
  };
};
