/**
 * Files a teacher gives with teaching: resources attached to a piece of work, and a course lecture's file. Each is read
 * by whoever reads its record (firestore.rules), and added or removed by whoever may change it.
 */
import { lectureFileKey, storedLectureId } from '@academy/shared/course';
import type { FileDoc, FileRef } from '@academy/shared/files';
import type { DocumentData } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { notFound, say } from './errors';
import { fileIdOf, type PlaceRules } from './file-reads';
import { db } from './firebase';

const MESSAGES = {
  noWork: /*i18n*/ { id: 'api.files.no-work', message: 'This piece of work was not found among the work you set.' },
  noLecture: /*i18n*/ {
    id: 'api.files.no-lecture',
    message: 'This lecture was not found among the courses you teach: save the course first, then add its file.',
  },
};

const assignmentRef = (caller: Caller, id: string) => db.doc(`schools/${caller.school_id}/assignments/${id}`);

/** Staff who read and change a piece of work: Admins and the teachers it was set by (its teacherUids). */
const setsWork = (caller: Caller, work: DocumentData | undefined) =>
  !!work &&
  (caller.role === 'Admin' ||
    (caller.role === 'Teacher' && Array.isArray(work.teacherUids) && work.teacherUids.includes(caller.uid)));

/**
 * Students and parents never read the assignment: they read their (or their child's) submission of it, once open. One
 * query decides it, asking for the caller's own field as firestore.rules does.
 */
async function familyReadsWork(caller: Caller, assignmentId: string): Promise<boolean> {
  const subs = db
    .collection(`schools/${caller.school_id}/submissions`)
    .where('assignmentId', '==', assignmentId)
    .where('open', '==', true);
  if (caller.role === 'Student') return !(await subs.where('studentUid', '==', caller.uid).limit(1).get()).empty;
  if (caller.role === 'Parent')
    return !(await subs.where('guardianUids', 'array-contains', caller.uid).limit(1).get()).empty;
  return false;
}

/** Whether the owner still lists the file: one it no longer lists is nobody's to read. */
const listed = (owner: DocumentData | undefined, field: string, file: FileDoc) =>
  Array.isArray(owner?.[field]) && (owner[field] as FileRef[]).some((f) => f.fileId === fileIdOf(file));

export const workResource: PlaceRules = {
  owner: assignmentRef,
  field: 'resources',
  async mayAttach(caller, work) {
    if (!setsWork(caller, work)) throw notFound(say(MESSAGES.noWork));
  },
  mayRead: async (caller, work, file) =>
    !!work &&
    listed(work, 'resources', file) &&
    (setsWork(caller, work) || (await familyReadsWork(caller, file.recordId))),
  mayDelete: async (caller, work) => setsWork(caller, work),
  /** Each submission carries what its student sees of the work: the list of resources goes onto every one. */
  async afterChange(caller, assignmentId) {
    await db.runTransaction(async (tx) => {
      const work = (await tx.get(assignmentRef(caller, assignmentId))).data();
      if (!work) return;
      const subs = await tx.get(
        db.collection(`schools/${caller.school_id}/submissions`).where('assignmentId', '==', assignmentId),
      );
      const resources = (work.resources as FileRef[] | undefined) ?? [];
      for (const sub of subs.docs) tx.update(sub.ref, { resources });
    });
  },
};

/** `<course>_<lecture key>`: the course's id and the lecture's key. */
function splitLecture(recordId: string): { courseId: string; key: string } {
  const at = recordId.indexOf('_');
  return at < 0 ? { courseId: recordId, key: '' } : { courseId: recordId.slice(0, at), key: recordId.slice(at + 1) };
}

const hasLecture = (course: DocumentData | undefined, key: string) =>
  Array.isArray(course?.modules) &&
  (course.modules as { order: number; lectures: { order: number; id?: string }[] }[]).some((m) =>
    m.lectures.some((l) => lectureFileKey(storedLectureId(m, l)) === key),
  );

/** Whether the caller is one of the course's teachers (their teacher record's id is in its teacherIds). */
async function teachesCourse(caller: Caller, course: DocumentData | undefined): Promise<boolean> {
  if (caller.role !== 'Teacher' || !Array.isArray(course?.teacherIds)) return false;
  const user = (await db.doc(`users/${caller.uid}`).get()).data();
  const personId = (user?.personIds as Record<string, string | null> | undefined)?.Teacher ?? user?.personId;
  return typeof personId === 'string' && (course.teacherIds as string[]).includes(personId);
}

const changesCourse = async (caller: Caller, course: DocumentData | undefined) =>
  !!course && (caller.role === 'Admin' || (await teachesCourse(caller, course)));

export const lecture: PlaceRules = {
  owner: (caller, recordId) => db.doc(`schools/${caller.school_id}/courses/${splitLecture(recordId).courseId}`),
  field: 'lectureFiles',
  fieldFor: (recordId) => `lectureFiles.${splitLecture(recordId).key}`,
  single: true,
  async mayAttach(caller, course, _tx, recordId) {
    if (!hasLecture(course, splitLecture(recordId).key) || !(await changesCourse(caller, course)))
      throw notFound(say(MESSAGES.noLecture));
  },
  // As firestore.rules reads a course: staff always; students and parents once it is published.
  mayRead: async (caller, course, file) =>
    !!course &&
    hasLecture(course, splitLecture(file.recordId).key) &&
    (course.lectureFiles as Record<string, FileRef | null> | undefined)?.[splitLecture(file.recordId).key]?.fileId ===
      fileIdOf(file) &&
    (caller.role === 'Admin' ||
      caller.role === 'Teacher' ||
      ((caller.role === 'Student' || caller.role === 'Parent') && course.published === true)),
  mayDelete: (caller, course) => changesCourse(caller, course),
};
