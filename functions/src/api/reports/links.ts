import { Readable } from 'node:stream';
import type { ReportDoc } from '@academy/shared/reports';
import { notFound, say } from '../../lib/errors';
import { readsReport } from '../../lib/file-places-reports';
import { bucket, linkFor } from '../../lib/files';
import { db } from '../../lib/firebase';
import { joinedPdf } from '../../lib/reports-pdf';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  noReport: /*i18n*/ {
    id: 'api.reports.no-report',
    message: 'There is no such report, or it is not yours to read.',
  },
  noneInClass: /*i18n*/ {
    id: 'api.reports.none-published-in-class',
    message: 'No report of this class is published in this round yet.',
  },
};

/**
 * A download link of one published report's PDF, for whoever reads the report (its child's guardians, the child
 * when the round sent it to them, staff). Anyone else is told there is no such report, as if it did not exist.
 */
export const reportLink: Handler<'reportLink'> = async ({ reportId }, { caller }) => {
  const report = (await schoolCollection(caller, 'reports').doc(reportId).get()).data() as ReportDoc | undefined;
  if (!report || !readsReport(caller, report)) throw notFound(say(MESSAGES.noReport));
  const link = await linkFor(caller, report.file.fileId, 'full');
  return { status: 200 as const, url: link.url, expires: link.expires, name: report.file.name };
};

/** The office's print of a class: every published report of the class in the round, by name, as one PDF. */
export const classReportsPdf: Handler<'classReportsPdf'> = async ({ roundId, classId }, { caller }) => {
  const reports = await schoolCollection(caller, 'reports')
    .where('roundId', '==', roundId)
    .where('classId', '==', classId)
    .get();
  if (reports.empty) throw notFound(say(MESSAGES.noneInClass));
  const sorted = reports.docs.map((d) => d.data()).sort((a, b) => a.studentName.localeCompare(b.studentName));
  const fileRecords = schoolCollection(caller, 'files');
  const files = await db.getAll(...sorted.map((r) => fileRecords.doc(r.file.fileId)));
  const paths = new Map(files.map((f) => [f.id, f.get('storagePath') as string | undefined]));
  const parts: Uint8Array[] = [];
  for (const r of sorted) {
    const path = paths.get(r.file.fileId);
    if (path) parts.push(new Uint8Array((await bucket().file(path).download())[0]));
  }
  const bytes = Buffer.from(await joinedPdf(parts));
  return {
    file: true as const,
    contentType: 'application/pdf',
    bytes: bytes.length,
    name: `${sorted[0]!.roundName} - ${classId}.pdf`,
    inline: true,
    body: Readable.from([bytes]),
  };
};
