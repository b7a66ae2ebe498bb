/**
 * A student's class, guardians or archiving changed (a class assignment, an edit, an import, a parent's form): the
 * parents before and after recompute their children's classes, so "Parents of 7A" finds them within seconds.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { refreshParentClasses } from './lib/parent-classes';

type Data = Record<string, unknown> | undefined;
const list = (data: Data) => (data?.guardianIds as string[] | undefined) ?? [];
const changed = (before: Data, after: Data) =>
  ['classId', 'guardianIds', 'archived'].some((f) => JSON.stringify(before?.[f]) !== JSON.stringify(after?.[f]));

export const onStudentParentClasses = onDocumentWritten(
  { document: 'schools/{schoolId}/students/{studentId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!changed(before, after)) return;
    await refreshParentClasses(event.params.schoolId, [...list(before), ...list(after)]);
  },
);
