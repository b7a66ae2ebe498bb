/**
 * A published school report's PDF: one file on `reports/<round>_<student>.file`, made by the publish job (never
 * uploaded). Its readers are the report's: the student's guardians, the student when the round sends it to them, and
 * the school's staff; nobody removes it through the files' routes.
 */
import type { FileRef } from '@academy/shared/files';
import type { Caller } from './caller';
import { forbidden, say } from './errors';
import { fileIdOf, type PlaceRules } from './file-reads';
import { db } from './firebase';

const MESSAGES = {
  madeByServer: /*i18n*/ {
    id: 'api.files.report-made-by-server',
    message: 'A report’s PDF is made when the report is published; it cannot be uploaded.',
  },
};

/** Whether the caller reads a published report (its record as stored). */
export function readsReport(caller: Caller, report: Record<string, unknown> | undefined): boolean {
  if (!report) return false;
  if (caller.role === 'Admin' || caller.role === 'Teacher') return true;
  if (caller.role === 'Parent')
    return Array.isArray(report.guardianUids) && (report.guardianUids as unknown[]).includes(caller.uid);
  return caller.role === 'Student' && !!report.studentUid && report.studentUid === caller.uid;
}

export const report: PlaceRules = {
  owner: (caller, recordId) => db.doc(`schools/${caller.school_id}/reports/${recordId}`),
  field: 'file',
  single: true,
  mayAttach: () => Promise.reject(forbidden(say(MESSAGES.madeByServer))),
  mayRead: async (caller, owner, file) =>
    readsReport(caller, owner) && (owner?.file as FileRef | undefined)?.fileId === fileIdOf(file),
  mayDelete: async () => false,
};
