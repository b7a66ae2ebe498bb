/** Keeps each class's and each teacher's timetable document (lib/timetables.ts) in step with their lessons. */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { db } from './lib/firebase';
import { refreshTimetables } from './lib/timetables';

export const onLessonTimetables = onDocumentWritten(
  { document: 'schools/{schoolId}/lessons/{lessonId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const ids = (field: string) =>
      [before?.[field], after?.[field]].filter((v): v is string => typeof v === 'string' && v !== '');
    await refreshTimetables(db, event.params.schoolId, { classIds: ids('classId'), teacherIds: ids('teacherId') });
  },
);
