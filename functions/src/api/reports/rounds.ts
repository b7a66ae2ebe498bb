import type { ClassDoc } from '@academy/shared/structure';
import type { ReportRoundDoc } from '@academy/shared/reports';
import { roundSubjects } from '@academy/shared/reports';
import { writeAudit } from '../../lib/audit';
import { badRequest, conflict, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { checkScale, roundOf, syncEntries } from '../../lib/reports';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  published: /*i18n*/ {
    id: 'api.reports.round-published-make-new',
    message: '{round} is published: make a new round for the next report.',
  },
  taken: /*i18n*/ {
    id: 'api.reports.round-field-taken-away',
    message: '{field}: what a round reports cannot be taken away once it has begun; close this round and make another.',
  },
  noClass: /*i18n*/ { id: 'api.reports.no-class', message: 'Classes: there is no class {id} in your school.' },
  noSubject: /*i18n*/ { id: 'api.reports.no-subject', message: 'Subjects: there is no subject {id} in your school.' },
  noTerm: /*i18n*/ {
    id: 'api.reports.no-term',
    message: 'Term: there is no such term in your school. Choose one from the list.',
  },
  saved: /*i18n*/ {
    id: 'api.reports.round-saved',
    message:
      '{round} saved: {students, plural, one {# student} other {# students}}, {subjects, plural, one {# class subject} other {# class subjects}}.',
  },
};

/** The round's fields as its form labels them, named when one is taken away, with the input's field they are. */
const FIELDS = {
  classes: { field: 'classIds', label: /*i18n*/ { id: 'api.reports.field.classes', message: 'Classes' } },
  subjects: { field: 'subjectIds', label: /*i18n*/ { id: 'api.reports.field.subjects', message: 'Subjects' } },
  tutorComment: {
    field: 'tutorComment',
    label: /*i18n*/ { id: 'api.reports.field.tutor-comment', message: 'Tutor’s comment' },
  },
  headComment: {
    field: 'headComment',
    label: /*i18n*/ { id: 'api.reports.field.head-comment', message: 'Head’s comment' },
  },
};

/**
 * A report round: new (it opens, and every student of its classes gets an entry in each subject) or changed. Saving
 * it again takes the timetable's teachers again and gives new students their entries; classes and subjects may be
 * added, not taken away once the round exists (what was written stays with the round).
 */
/** What the audit keeps of a round: its settings, not its counts. */
const settingsOf = ({
  progress: _progress,
  grades: _grades,
  subjectNames: _subjectNames,
  classNames: _classNames,
  ...settings
}: ReportRoundDoc) => settings;

export const saveRound: Handler<'saveRound'> = async (input, { caller }) => {
  const { id, ...fields } = input;
  const rounds = schoolCollection(caller, 'reportRounds');
  const ref = id ? rounds.doc(id) : rounds.doc();
  const before = id ? await roundOf(caller, id) : null;
  if (before?.status === 'published') throw conflict(say(MESSAGES.published, { round: before.name }));
  if (before) {
    const gone = [
      ...before.classIds.filter((c) => !fields.classIds.includes(c)).map(() => FIELDS.classes),
      ...before.subjectIds.filter((s) => !fields.subjectIds.includes(s)).map(() => FIELDS.subjects),
      ...(before.tutorComment && !fields.tutorComment ? [FIELDS.tutorComment] : []),
      ...(before.headComment && !fields.headComment ? [FIELDS.headComment] : []),
    ];
    const first = gone[0];
    if (first) throw conflict(say(MESSAGES.taken, { field: first.label }), { field: first.field });
  }

  // Everything named must be the school's: the scales of their kinds, the classes, the subjects and the term.
  const scaleRefs = [fields.attainmentScaleId, fields.effortScaleId].map((s) =>
    s ? schoolCollection(caller, 'gradeScales').doc(s) : null,
  );
  const [attainment, effort] = await Promise.all(scaleRefs.map((r) => (r ? r.get() : null)));
  const attainmentScale = checkScale(attainment?.data(), 'attainment');
  const effortScale = effort ? checkScale(effort.data(), 'effort') : null;
  const classSnaps = await db.getAll(...fields.classIds.map((c) => schoolCollection(caller, 'classes').doc(c)));
  const missingClass = classSnaps.find((c) => !c.exists);
  if (missingClass) throw badRequest(say(MESSAGES.noClass, { id: missingClass.id }), { field: 'classIds' });
  const subjectSnaps = await db.getAll(...fields.subjectIds.map((s) => schoolCollection(caller, 'subjects').doc(s)));
  const missingSubject = subjectSnaps.find((s) => !s.exists);
  if (missingSubject) throw badRequest(say(MESSAGES.noSubject, { id: missingSubject.id }), { field: 'subjectIds' });
  if (fields.termId && !(await schoolCollection(caller, 'terms').doc(fields.termId).get()).exists)
    throw badRequest(say(MESSAGES.noTerm), { field: 'termId' });

  const classes = new Map(classSnaps.map((c) => [c.id, c.data() as ClassDoc]));
  const synced = await syncEntries(caller, ref.id, fields, classes);
  const now = Date.now();
  const round: ReportRoundDoc = {
    ...fields,
    grades: { attainment: attainmentScale.grades, effort: effortScale?.grades ?? null },
    subjectNames: Object.fromEntries(subjectSnaps.map((s) => [s.id, String(s.get('name') ?? s.id)])),
    classNames: Object.fromEntries(classSnaps.map((c) => [c.id, String(c.get('name') ?? c.id)])),
    status: fields.status,
    progress: synced.progress,
    approved: synced.approved,
    students: synced.students,
    published: before?.published ?? 0,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
    updatedBy: caller.uid,
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
    message: say(MESSAGES.saved, {
      round: fields.name,
      students: synced.students,
      subjects: Object.keys(synced.progress).length,
    }),
    id: ref.id,
    entriesCreated: synced.created,
  };
};
