/**
 * Files the office keeps about a student: their photo (staff only) and their documents, each staff only or shared with
 * the student's guardians. Both live on `studentFiles/{student}`, which no client reads: the API answers each reader
 * what they may see. Only the office adds, changes and removes them; staff who read the student (Admins, the teachers
 * of the student's class) read them all; guardians read the documents shared with them, never the photo.
 */
import type { FileRef } from '@academy/shared/files';
import type { DocumentData } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { forbidden, notFound, say } from './errors';
import { fileIdOf, type PlaceRules, readOnce, teachesClass } from './file-reads';
import { db } from './firebase';

export const NO_STUDENT = /*i18n*/ {
  id: 'api.files.no-student',
  message: 'This student was not found in your school.',
};

const MESSAGES = {
  officeOnly: /*i18n*/ {
    id: 'api.files.office-only',
    message: "Only the office adds or removes a student's photo and documents.",
  },
};

export const studentFilesRef = (caller: Caller, studentId: string) =>
  db.doc(`schools/${caller.school_id}/studentFiles/${studentId}`);

/** The student's record, read once per request. */
export const studentOf = (caller: Caller, studentId: string) => readOnce(caller, `students/${studentId}`);

/** Staff who read a student's record: the office, and the teachers of the student's class. */
export async function staffOfStudent(caller: Caller, student: DocumentData | undefined): Promise<boolean> {
  if (!student) return false;
  return caller.role === 'Admin' || (await teachesClass(caller, student.classId));
}

export const guardianOf = (caller: Caller, student: DocumentData | undefined) =>
  caller.role === 'Parent' && Array.isArray(student?.guardianUids) && student.guardianUids.includes(caller.uid);

/** The office adds to a student of its school (the record is read in the upload's transaction). */
const officeAttaches: PlaceRules['mayAttach'] = async (caller, _owner, tx, studentId) => {
  if (caller.role !== 'Admin') throw forbidden(say(MESSAGES.officeOnly));
  const student = await tx.get(db.doc(`schools/${caller.school_id}/students/${studentId}`));
  if (!student.exists) throw notFound(say(NO_STUDENT));
};

export const pupilPhoto: PlaceRules = {
  owner: studentFilesRef,
  field: 'photo',
  single: true,
  mayAttach: officeAttaches,
  mayRead: async (caller, owner, file) =>
    (owner?.photo as FileRef | null | undefined)?.fileId === fileIdOf(file) &&
    staffOfStudent(caller, await studentOf(caller, file.recordId)),
  mayDelete: async (caller) => caller.role === 'Admin',
};

/** The document as the student's files list it now (its sharing is decided there, not by the upload's record). */
export const listedDocument = (owner: DocumentData | undefined, fileId: string): FileRef | undefined =>
  Array.isArray(owner?.documents) ? (owner.documents as FileRef[]).find((f) => f.fileId === fileId) : undefined;

export const studentDocument: PlaceRules = {
  owner: studentFilesRef,
  field: 'documents',
  mayAttach: officeAttaches,
  async mayRead(caller, owner, file) {
    const listed = listedDocument(owner, fileIdOf(file));
    if (!listed) return false;
    const student = await studentOf(caller, file.recordId);
    return (
      (await staffOfStudent(caller, student)) || (listed.sharedWithGuardians === true && guardianOf(caller, student))
    );
  },
  mayDelete: async (caller) => caller.role === 'Admin',
};
