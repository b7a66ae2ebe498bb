/**
 * A student's guardians changed (the office linked or unlinked one, an import, a parent's new account): every record
 * that copies them follows (functions/src/lib/guardian-copies.ts), so within seconds a removed guardian reads and pays
 * nothing more for the child, and an added one reads what the family has.
 */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { followGuardians } from './lib/guardian-copies';
import { logs } from './logs';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

export const onStudentGuardians = onDocumentWritten(
  { document: 'schools/{schoolId}/students/{studentId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (same(before?.guardianUids, after?.guardianUids) && same(before?.guardianIds, after?.guardianIds)) return;
    const { schoolId, studentId } = event.params;
    const changed = await followGuardians(schoolId, studentId);
    logs.guardiansFollowed(schoolId, studentId, changed);
  },
);
