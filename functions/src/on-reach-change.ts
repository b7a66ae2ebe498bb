/**
 * Keeps every member's reach (functions/src/lib/reach.ts) in step with the records that decide it. A student's class,
 * guardians, account or status, a class's grade, teachers or families, and an account's role each change whose
 * events and posts someone sees; these triggers recompute the reach of everyone such a change can touch.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { db } from './lib/firebase';
import { refreshReach } from './lib/reach';

type Data = Record<string, unknown> | undefined;
const list = (data: Data, field: string) => ((data?.[field] as string[] | undefined) ?? []).filter(Boolean);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const changed = (before: Data, after: Data, fields: string[]) => fields.some((f) => !same(before?.[f], after?.[f]));

export const onStudentReach = onDocumentWritten(
  { document: 'schools/{schoolId}/students/{studentId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (
      !changed(before, after, ['classId', 'guardianUids', 'accountUid', 'status', 'archived', 'firstName', 'lastName'])
    )
      return;
    await refreshReach(event.params.schoolId, [
      before?.accountUid as string | undefined,
      after?.accountUid as string | undefined,
      ...list(before, 'guardianUids'),
      ...list(after, 'guardianUids'),
    ]);
  },
);

export const onClassReach = onDocumentWritten(
  { document: 'schools/{schoolId}/classes/{classId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!changed(before, after, ['grade', 'teacherUids', 'guardianUids'])) return;
    const uids = [
      ...list(before, 'teacherUids'),
      ...list(after, 'teacherUids'),
      ...list(before, 'guardianUids'),
      ...list(after, 'guardianUids'),
    ];
    if (changed(before, after, ['grade'])) {
      const { schoolId, classId } = event.params;
      const roster = await db.collection(`schools/${schoolId}/students`).where('classId', '==', classId).get();
      for (const s of roster.docs)
        uids.push(...([s.get('accountUid') as string | null].filter((u) => !!u) as string[]));
    }
    await refreshReach(event.params.schoolId, uids);
  },
);

export const onAccountReach = onDocumentWritten({ document: 'users/{uid}', region: REGION }, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!changed(before, after, ['role', 'school_id', 'username'])) return;
  const schools = new Set([before?.school_id, after?.school_id].filter((s): s is string => typeof s === 'string'));
  for (const schoolId of schools) await refreshReach(schoolId, [event.params.uid]);
});
