/**
 * Builds each class's list of the term's work (`classWork/<classId>_<termId>`) from a school's assignments, for work
 * set before the lists were kept. Run once per school before the gradebook that reads them is deployed; running it
 * again writes the same lists.
 */
import { type AssignmentDoc, type ClassWorkDoc, classWorkEntry, classWorkId } from '@academy/shared/assignment';
import { FieldPath } from 'firebase-admin/firestore';
import { db } from './firebase';

const PAGE = 500;

/** Answers how many class lists it wrote. */
export async function backfillClassWork(schoolId: string): Promise<number> {
  const lists = new Map<string, ClassWorkDoc>();
  let after: string | null = null;
  for (;;) {
    let page = db.collection(`schools/${schoolId}/assignments`).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    for (const doc of snap.docs) {
      const a = doc.data() as AssignmentDoc;
      for (const classId of a.classIds) {
        const id = classWorkId(classId, a.termId);
        const list = lists.get(id) ?? { classId, termId: a.termId, work: {} };
        list.work[doc.id] = classWorkEntry({ ...a, archived: a.archived ?? false });
        lists.set(id, list);
      }
    }
    if (snap.size < PAGE) break;
    after = snap.docs[snap.docs.length - 1]!.id;
  }
  const writer = db.bulkWriter();
  for (const [id, list] of lists) void writer.set(db.doc(`schools/${schoolId}/classWork/${id}`), list);
  await writer.close();
  return lists.size;
}
