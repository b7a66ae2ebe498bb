import { type DataJobDoc, newDataJob } from '@academy/shared/data-jobs';
import { LINK_LIFETIME_MS } from '@academy/shared/files';
import { writeAudit } from '../../lib/audit';
import { conflict, forbidden, HttpError, notFound, say } from '../../lib/errors';
import { bucket, signature } from '../../lib/files';
import { db } from '../../lib/firebase';
import { schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  started: /*i18n*/ {
    id: 'api.data.export-started',
    message: 'Export of {school} started: the archive will be ready to download here when it is made.',
  },
  running: /*i18n*/ {
    id: 'api.data.export-running',
    message: 'An export of the school is already being made: wait for it to finish, then download it.',
  },
  personStarted: /*i18n*/ {
    id: 'api.data.person-export-started',
    message:
      'Export of everything held about {name} started: the archive will be ready to download here when it is made.',
  },
  noPerson: /*i18n*/ {
    id: 'api.data.no-person',
    message: 'Person: there is no such student or parent in your school. Choose one from the lists.',
  },
  noExport: /*i18n*/ { id: 'api.data.no-export', message: 'There is no such export: export the school again.' },
  notReady: /*i18n*/ {
    id: 'api.data.not-ready',
    message: 'This export is not ready yet: wait until its progress bar is full.',
  },
  expired: /*i18n*/ {
    id: 'api.data.export-expired',
    message: 'This export has expired and its archive was removed: export the school again.',
  },
  linkNotYours: /*i18n*/ {
    id: 'api.data.link-not-yours',
    message: 'This download link was made for someone else: open the export in School settings.',
  },
  linkExpired: /*i18n*/ {
    id: 'api.data.link-expired',
    message: 'This download link has expired: press Download again.',
  },
};

const ARCHIVE = 'archive';
const subjectOf = (jobId: string) => `export:${jobId}`;

/** Starts an export of the whole school as a job; the server makes the archive in the background (on-data-job.ts). */
export const exportSchool: Handler<'exportSchool'> = async (_input, { caller }) => {
  const jobs = schoolCollection(caller, 'jobs');
  const school = await schoolDoc(caller).get();
  const name = String(school.get('name') ?? caller.school_id);
  const ref = jobs.doc();
  await db.runTransaction(async (tx) => {
    const running = await tx.get(jobs.where('kind', '==', 'exportSchool').where('state', '==', 'running').limit(1));
    if (!running.empty) throw conflict(say(MESSAGES.running));
    tx.create(ref, newDataJob(caller.uid, 'exportSchool', name, null));
    writeAudit(tx, caller, {
      action: 'data.schoolExported',
      target: ref.path,
      before: null,
      after: { kind: 'exportSchool' },
    });
  });
  return { status: 200 as const, message: say(MESSAGES.started, { school: name }), id: ref.id };
};

/**
 * Starts an export of everything the school holds about one student or parent (a subject access request), as a job
 * like the school's; the Admin downloads it the same way.
 */
export const exportPerson: Handler<'exportPerson'> = async ({ kind, id }, { caller }) => {
  const person = await schoolCollection(caller, kind).doc(id).get();
  if (!person.exists) throw notFound(say(MESSAGES.noPerson));
  const name = [person.get('firstName'), person.get('lastName')].filter(Boolean).join(' ');
  const ref = schoolCollection(caller, 'jobs').doc();
  const batch = db.batch();
  batch.create(ref, newDataJob(caller.uid, 'exportPerson', name, { kind, id }));
  writeAudit(batch, caller, {
    action: 'data.personExported',
    target: `${kind}/${id}`,
    before: null,
    after: { job: ref.id },
  });
  await batch.commit();
  return { status: 200 as const, message: say(MESSAGES.personStarted, { name }), id: ref.id };
};

/** The job the caller started, made and still kept; answers why not otherwise. */
async function archiveOf(caller: Parameters<Handler<'exportLink'>>[1]['caller'], jobId: string, now: number) {
  const job = (await schoolCollection(caller, 'jobs').doc(jobId).get()).data() as DataJobDoc | undefined;
  if (!job || job.createdBy !== caller.uid) throw notFound(say(MESSAGES.noExport));
  if (job.state !== 'done') throw conflict(say(MESSAGES.notReady));
  if (!job.archivePath || (job.expiresAt ?? 0) <= now) throw new HttpError(410, say(MESSAGES.expired));
  return job;
}

/** A download link for an export's archive: for the Admin who started it, for minutes. */
export const exportLink: Handler<'exportLink'> = async ({ jobId }, { caller }) => {
  const now = Date.now();
  await archiveOf(caller, jobId, now);
  const expires = now + LINK_LIFETIME_MS;
  const sig = await signature(caller.uid, subjectOf(jobId), ARCHIVE, expires);
  const query = new URLSearchParams({ job: jobId, expires: String(expires), sig });
  return { status: 200 as const, url: `/api/data/download?${query.toString()}`, expires };
};

/** The archive itself, streamed from Storage, for the link's own reader while the link and the archive last. */
export const exportDownload: Handler<'exportDownload'> = async ({ job: jobId, expires, sig }, { caller }) => {
  const now = Date.now();
  if ((await signature(caller.uid, subjectOf(jobId), ARCHIVE, expires)) !== sig)
    throw forbidden(say(MESSAGES.linkNotYours));
  if (expires < now) throw new HttpError(410, say(MESSAGES.linkExpired));
  const job = await archiveOf(caller, jobId, now);
  const object = bucket().file(job.archivePath!);
  const [metadata] = await object.getMetadata();
  return {
    file: true as const,
    contentType: 'application/zip',
    bytes: Number(metadata.size ?? job.bytes ?? 0),
    name: job.fileName ?? `${jobId}.zip`,
    inline: false,
    body: object.createReadStream(),
  };
};
