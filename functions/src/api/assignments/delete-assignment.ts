import { gradeDraftId } from '@academy/shared/assignment';
import {
  addWorkload,
  readClassWork,
  readWorkload,
  type WorkloadChanges,
  writeClassWork,
  writeMark,
  writeWorkload,
} from '../../lib/assignment-records';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { deleteFilesOfRecord, deleteFilesOfRecordsFrom } from '../../lib/files';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { auditView } from './save-assignment';

/** Deletes work nobody has handed in yet, with its submissions and drafts; anything handed in keeps it (archive it). */
export const deleteAssignment: Handler<'deleteAssignment'> = async ({ id }, { caller }) => {
  const ref = schoolCollection(caller, 'assignments').doc(id);
  const answer = await db.runTransaction(async (tx) => {
    const before = (await existing(tx, ref, 'assignment')).data()!;
    if (caller.role === 'Teacher' && !before.teacherUids.includes(caller.uid))
      throw notFound(`No assignment with id ${id} in your school.`);
    const subs = (await tx.get(schoolCollection(caller, 'submissions').where('assignmentId', '==', id))).docs;
    const handedIn = subs.filter((s) => s.data().submittedAt !== null || s.data().status === 'returned').length;
    if (handedIn > 0)
      throw conflict(
        `${handedIn} ${handedIn === 1 ? 'student has' : 'students have'} handed this work in: archive it instead of deleting it.`,
      );
    const workload: WorkloadChanges = new Map();
    for (const s of subs) addWorkload(workload, s.data().classId, before.dueDate, s.data().studentId, -1);
    const current = await readWorkload(tx, caller, workload);
    const classWork = await readClassWork(tx, caller, id, before, null);

    tx.delete(ref);
    for (const s of subs) {
      tx.delete(s.ref);
      if (s.data().status === 'missing') writeMark(tx, caller, before.termId, id, s.data(), before, null);
    }
    for (const classId of before.classIds)
      tx.delete(schoolCollection(caller, 'gradeDrafts').doc(gradeDraftId(id, classId)));
    writeWorkload(tx, caller, workload, current);
    writeClassWork(tx, caller, id, classWork);
    writeAudit(tx, caller, {
      action: 'assignment.deleted',
      target: `assignments/${id}`,
      before: auditView(before),
      after: null,
    });
    return { status: 200 as const, message: `${before.title} deleted.`, id };
  });
  // Files attached to its submissions (before anything was handed in) go with them, and so do its own resources.
  await deleteFilesOfRecordsFrom(caller.school_id, `${id}_`);
  await deleteFilesOfRecord(caller.school_id, 'workResource', id);
  return answer;
};
