/**
 * Long work an Admin starts and watches (a whole school's export, one person's): the request records it in
 * schools/{id}/jobs/{id}, the server works through it in the background and keeps its progress there, and the Admin
 * who started it downloads the result through a short-lived link while the archive lasts.
 */
import { z } from 'zod';
import { documentIdField } from './document-id';

/** Exports make an archive; `reportsPublish` makes a report round's PDFs (reports.ts) and no archive. */
export const DATA_JOB_KINDS = ['exportSchool', 'exportPerson', 'reportsPublish'] as const;
export type DataJobKind = (typeof DATA_JOB_KINDS)[number];
export const DATA_JOB_STATES = ['running', 'done', 'failed'] as const;

/** The people whose own data can be exported: a subject access request is made by (or for) a student or a parent. */
export const EXPORTABLE_PEOPLE = ['students', 'parents'] as const;

/** How long an archive can be downloaded once made; after that it is removed and the export must be run again. */
export const ARCHIVE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const dataJobSchema = z.object({
  kind: z.enum(DATA_JOB_KINDS),
  /** What is exported, in words: the school's name, or the person's name and kind. */
  label: z.string(),
  person: z.object({ kind: z.enum(EXPORTABLE_PEOPLE), id: z.string() }).nullable(),
  /** The report round a `reportsPublish` job publishes. */
  roundId: z.string().optional(),
  state: z.enum(DATA_JOB_STATES),
  /** Records written so far, of `total` counted when the job began (files count as records). */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The collection being written, for the progress line. */
  stage: z.string(),
  /** Where the archive is kept while it lasts; null until done, and once removed. */
  archivePath: z.string().nullable(),
  fileName: z.string().nullable(),
  bytes: z.number().int().min(0).nullable(),
  /** SHA-256 of the whole archive, as written: the Admin can check the download against it. */
  sha256: z.string().nullable(),
  createdAt: z.number().int(),
  createdBy: z.string(),
  finishedAt: z.number().int().nullable(),
  /** When the archive is removed. */
  expiresAt: z.number().int().nullable(),
  /** Why the job stopped, when it failed. */
  error: z.string().nullable(),
});
export type DataJobDoc = z.infer<typeof dataJobSchema>;

/** A job as its request records it: running, nothing done yet, no archive; the worker fills in the rest. */
export function newDataJob(
  createdBy: string,
  kind: DataJobKind,
  label: string,
  person: DataJobDoc['person'],
  now = Date.now(),
): DataJobDoc {
  return {
    kind,
    label,
    person,
    state: 'running',
    done: 0,
    total: 0,
    stage: 'counting',
    archivePath: null,
    fileName: null,
    bytes: null,
    sha256: null,
    createdAt: now,
    createdBy,
    finishedAt: null,
    expiresAt: null,
    error: null,
  };
}

export const exportSchoolInput = z.strictObject({});

export const exportPersonInput = z.strictObject({
  kind: z.enum(EXPORTABLE_PEOPLE, 'Person must be a student or a parent.'),
  id: documentIdField('Person'),
});

export const exportLinkInput = z.strictObject({
  jobId: documentIdField('Export'),
});

export const exportDownloadInput = z.strictObject({
  job: documentIdField('job'),
  expires: z.coerce.number('expires must be a number.').int(),
  sig: z.string('sig is required.').regex(/^[0-9a-f]{64}$/, 'sig is not a link signature.'),
});

export interface DataJobStarted {
  status: 200;
  message: string;
  id: string;
}

export interface ExportLink {
  status: 200;
  url: string;
  expires: number;
}
