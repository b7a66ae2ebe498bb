/**
 * Keeps the dashboards' summaries in step with the records, one trigger per collection: the office's counts
 * (lib/school-totals.ts: when a record enters or leaves one, created, deleted, archived, moved to another term or
 * weekday, a place request waiting or not, that figure is counted again by the database and written), the class's and
 * the teacher's timetables (lib/timetables.ts) and who reads a student's work summary (lib/work-summaries.ts).
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { db } from './lib/firebase';
import { recountSchoolTotals } from './lib/school-totals';
import { refreshTimetables } from './lib/timetables';
import { refreshStudentWorkReaders, studentReadersChanged } from './lib/work-summaries';

type Data = Record<string, unknown> | undefined;

/** Whether a record is in or out of a figure, before and after the change. */
const moved = (before: Data, after: Data, inFigure: (d: Data) => boolean) => inFigure(before) !== inFigure(after);
const notArchived = (d: Data) => !!d && d.archived === false;
/** The values a field had before and after, where they differ (a record created or deleted counts as a change). */
function changedValues(before: Data, after: Data, field: string): unknown[] {
  const a = before?.[field];
  const b = after?.[field];
  if (before && after && a === b) return [];
  return [a, b].filter((v) => v !== undefined && v !== null);
}

export const onStudentTotals = onDocumentWritten(
  { document: 'schools/{schoolId}/students/{studentId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const { schoolId, studentId } = event.params;
    await Promise.all([
      moved(before, after, notArchived) ? recountSchoolTotals(db, schoolId, { students: true }) : null,
      // Who reads the student's work summary follows their account and guardians.
      studentReadersChanged(before, after) ? refreshStudentWorkReaders(db, schoolId, studentId) : null,
    ]);
  },
);

export const onTeacherTotals = onDocumentWritten(
  { document: 'schools/{schoolId}/teachers/{teacherId}', region: REGION },
  async (event) => {
    if (moved(event.data?.before.data(), event.data?.after.data(), notArchived))
      await recountSchoolTotals(db, event.params.schoolId, { teachers: true });
  },
);

export const onClassTotals = onDocumentWritten(
  { document: 'schools/{schoolId}/classes/{classId}', region: REGION },
  async (event) => {
    const terms = changedValues(event.data?.before.data(), event.data?.after.data(), 'termId').map(String);
    if (terms.length) await recountSchoolTotals(db, event.params.schoolId, { terms });
  },
);

export const onLessonTotals = onDocumentWritten(
  { document: 'schools/{schoolId}/lessons/{lessonId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const weekdays = changedValues(before, after, 'weekday').map(Number);
    const ids = (field: string) =>
      [before?.[field], after?.[field]].filter((v): v is string => typeof v === 'string' && v !== '');
    await Promise.all([
      weekdays.length ? recountSchoolTotals(db, event.params.schoolId, { weekdays }) : null,
      // The class's and the teacher's timetables, whatever changed.
      refreshTimetables(db, event.params.schoolId, { classIds: ids('classId'), teacherIds: ids('teacherId') }),
    ]);
  },
);

export const onEnrolmentTotals = onDocumentWritten(
  { document: 'schools/{schoolId}/enrolments/{enrolmentId}', region: REGION },
  async (event) => {
    const waiting = (d: Data) => d?.status === 'waiting';
    if (moved(event.data?.before.data(), event.data?.after.data(), waiting))
      await recountSchoolTotals(db, event.params.schoolId, { waitingEnrolments: true });
  },
);
