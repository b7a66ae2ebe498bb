/**
 * A student's photo and documents, answered to each reader as they may see them (no client reads `studentFiles`), the
 * photos of a class for its register and class list, and the office's choice of whom a document is shared with.
 */
import type { FileDoc, FileRef, StudentFilesDoc } from '@academy/shared/files';
import { writeAudit } from '../../lib/audit';
import { badRequest, notFound, say } from '../../lib/errors';
import {
  guardianOf,
  listedDocument,
  NO_STUDENT,
  staffOfStudent,
  studentFilesRef,
  studentOf,
} from '../../lib/file-places-people';
import { readOnce, readsOfThisRequest, teachesClass, withReadsOfOneRequest } from '../../lib/file-reads';
import { filesOf, linkFor } from '../../lib/files';
import { db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  noClass: /*i18n*/ { id: 'api.files.no-class', message: 'This class was not found among the classes you teach.' },
  noDocument: /*i18n*/ {
    id: 'api.files.no-document',
    message: "This document was not found on the student's record.",
  },
  shared: /*i18n*/ { id: 'api.files.document-shared', message: "{name} is now shared with the student's guardians." },
  staffOnly: /*i18n*/ { id: 'api.files.document-staff-only', message: '{name} is now for staff only.' },
  notDocument: /*i18n*/ {
    id: 'api.files.not-document',
    message: "Only a student's documents are shared with guardians: this file is not one.",
  },
};

export const studentFiles: Handler<'studentFiles'> = async ({ studentId }, { caller, reportReads }) =>
  withReadsOfOneRequest(async () => {
    const student = await studentOf(caller, studentId);
    const staff = await staffOfStudent(caller, student);
    // Anyone else (another class's teacher, another family, another school) is told what a missing student says.
    if (!staff && !guardianOf(caller, student)) throw notFound(say(NO_STUDENT));
    const kept = (await studentFilesRef(caller, studentId).get()).data() as StudentFilesDoc | undefined;
    reportReads(readsOfThisRequest() + 1);
    const documents = kept?.documents ?? [];
    if (staff) return { status: 200 as const, photo: kept?.photo ?? null, documents };
    return { status: 200 as const, photo: null, documents: documents.filter((d) => d.sharedWithGuardians === true) };
  });

/**
 * Links for the photos of a class's students: the class, its students and their files, read once each (a class of 30
 * reads 61 documents), so the register shows every face with one call.
 */
export const classPhotos: Handler<'classPhotos'> = async ({ classId }, { caller, reportReads }) =>
  withReadsOfOneRequest(async () => {
    const klass = await readOnce(caller, `classes/${classId}`);
    if (!klass || (caller.role !== 'Admin' && !(await teachesClass(caller, classId))))
      throw notFound(say(MESSAGES.noClass));
    const students = await db
      .collection(`schools/${caller.school_id}/students`)
      .where('classId', '==', classId)
      .select()
      .get();
    const kept = students.empty ? [] : await db.getAll(...students.docs.map((s) => studentFilesRef(caller, s.id)));
    reportReads(readsOfThisRequest() + students.size + kept.length);
    const withPhotos = kept.flatMap((snap) => {
      const photo = (snap.data() as StudentFilesDoc | undefined)?.photo;
      return photo ? [{ studentId: snap.id, photo }] : [];
    });
    const photos = await Promise.all(
      withPhotos.map(async ({ studentId, photo }) => {
        const full = await linkFor(caller, photo.fileId, 'full');
        const thumb = photo.thumb ? await linkFor(caller, photo.fileId, 'thumb') : undefined;
        return {
          studentId,
          fileId: photo.fileId,
          url: full.url,
          thumbUrl: thumb?.url ?? null,
          expiresAt: full.expires,
        };
      }),
    );
    return { status: 200 as const, photos };
  });

/** The office marks a document Staff only or Shared with guardians: the student's list and the file's record agree. */
export const shareStudentDocument: Handler<'shareStudentDocument'> = async (
  { fileId, sharedWithGuardians },
  { caller },
) => {
  const name = await db.runTransaction(async (tx) => {
    const fileRef = filesOf(caller.school_id).doc(fileId);
    const file = (await tx.get(fileRef)).data() as FileDoc | undefined;
    if (!file || file.status !== 'ready') throw notFound(say(MESSAGES.noDocument));
    if (file.place !== 'studentDocument') throw badRequest(say(MESSAGES.notDocument));
    const ownerRef = studentFilesRef(caller, file.recordId);
    const owner = (await tx.get(ownerRef)).data() as StudentFilesDoc | undefined;
    if (!listedDocument(owner, fileId)) throw notFound(say(MESSAGES.noDocument));
    const documents: FileRef[] = (owner?.documents ?? []).map((d) =>
      d.fileId === fileId ? { ...d, sharedWithGuardians } : d,
    );
    tx.update(ownerRef, { documents });
    tx.update(fileRef, { sharedWithGuardians });
    writeAudit(tx, caller, {
      action: 'file.shared',
      target: `files/${fileId}`,
      before: { sharedWithGuardians: file.sharedWithGuardians ?? false },
      after: { sharedWithGuardians },
    });
    return file.name;
  });
  return {
    status: 200 as const,
    message: say(sharedWithGuardians ? MESSAGES.shared : MESSAGES.staffOnly, { name }),
    id: fileId,
  };
};
