/**
 * Keeps the office's dashboard counts (functions/src/lib/school-totals.ts) in step with the records: when a record
 * enters or leaves one of them (created, deleted, archived, moved to another term or weekday, a place request
 * waiting or not), that figure is counted again by the database and written.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { db } from './lib/firebase';
import { recountSchoolTotals } from './lib/school-totals';

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
    if (moved(event.data?.before.data(), event.data?.after.data(), notArchived))
      await recountSchoolTotals(db, event.params.schoolId, { students: true });
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
    const weekdays = changedValues(event.data?.before.data(), event.data?.after.data(), 'weekday').map(Number);
    if (weekdays.length) await recountSchoolTotals(db, event.params.schoolId, { weekdays });
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
