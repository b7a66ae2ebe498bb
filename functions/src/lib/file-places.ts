/**
 * Who may add, read and remove the files of each place: always the same people who may change or read the record the
 * file belongs to, decided from that record as the server reads it (never from what the client says).
 */
import type { FilePlace } from '@academy/shared/files';
import type { DocumentData } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { conflict, forbidden, notFound, say } from './errors';
import { db } from './firebase';
import { messageAttachment } from './file-places-messages';
import { NEWS_PLACES } from './file-places-news';
import { pupilPhoto, studentDocument } from './file-places-people';
import { report } from './file-places-reports';
import { logo } from './file-places-school';
import { lecture, workResource } from './file-places-work';
import { type Limits, type PlaceRules, teachesClass } from './file-reads';

export {
  type Limits,
  type PlaceRules,
  readOnce,
  readsOfThisRequest,
  teachesClass,
  withReadsOfOneRequest,
} from './file-reads';

const MESSAGES = {
  noRecord: /*i18n*/ { id: 'api.files.no-record', message: 'The record this file is for was not found.' },
  handedIn: /*i18n*/ {
    id: 'api.files.handed-in',
    message: 'This work is handed in: unsubmit it first to change its files.',
  },
  closed: /*i18n*/ { id: 'api.files.work-closed', message: 'This work can no longer take files.' },
  notMarking: /*i18n*/ {
    id: 'api.files.not-marking',
    message: 'Only a teacher of this class can return a file with this work.',
  },
};

const submissionRef = (caller: Caller, id: string) => db.doc(`schools/${caller.school_id}/submissions/${id}`);

/** Staff who read a submission: Admins and the class's teachers. */
async function marksWork(caller: Caller, sub: DocumentData | undefined) {
  return !!sub && (caller.role === 'Admin' || (await teachesClass(caller, sub.classId)));
}

/** The student and their guardians, once the work is open to them. */
function familyOfWork(caller: Caller, sub: DocumentData | undefined) {
  if (!sub?.open) return false;
  if (caller.role === 'Student') return sub.studentUid === caller.uid;
  if (caller.role === 'Parent') return Array.isArray(sub.guardianUids) && sub.guardianUids.includes(caller.uid);
  return false;
}

const EDITABLE_HAND_IN = new Set(['assigned', 'missing']);

const handIn: PlaceRules = {
  owner: submissionRef,
  field: 'attachments',
  async mayAttach(caller, sub) {
    if (!sub || caller.role !== 'Student' || sub.studentUid !== caller.uid || !sub.open)
      throw notFound(say(MESSAGES.noRecord));
    if (sub.status === 'handedIn') throw conflict(say(MESSAGES.handedIn));
    if (!EDITABLE_HAND_IN.has(String(sub.status))) throw conflict(say(MESSAGES.closed));
    const limits: Limits = {};
    if (typeof sub.maxFiles === 'number') limits.maxFiles = sub.maxFiles;
    if (typeof sub.maxFileBytes === 'number') limits.maxBytes = sub.maxFileBytes;
    return limits;
  },
  mayRead: async (caller, sub) => familyOfWork(caller, sub) || (await marksWork(caller, sub)),
  // The student changes their files until they hand the work in; nobody else removes them.
  mayDelete: async (caller, sub) =>
    caller.role === 'Student' && sub?.studentUid === caller.uid && EDITABLE_HAND_IN.has(String(sub?.status)),
};

const handInReturn: PlaceRules = {
  owner: submissionRef,
  field: 'returnedFiles',
  async mayAttach(caller, sub) {
    if (!sub) throw notFound(say(MESSAGES.noRecord));
    if (!(await marksWork(caller, sub))) throw forbidden(say(MESSAGES.notMarking));
  },
  // The family sees a marked-up file once the work is returned with it.
  mayRead: async (caller, sub) =>
    (familyOfWork(caller, sub) && sub?.status === 'returned') || (await marksWork(caller, sub)),
  mayDelete: async (caller, sub) => marksWork(caller, sub),
};

export const PLACE_RULES: Record<FilePlace, PlaceRules> = {
  handIn,
  handInReturn,
  workResource,
  post: NEWS_PLACES.post,
  event: NEWS_PLACES.event,
  lecture,
  pupilPhoto,
  studentDocument,
  logo,
  messageAttachment,
  report,
};
