/**
 * Files a school attaches to its records: where each may go (a place), what each place accepts, and the records that
 * describe them. Clients never touch Cloud Storage: every file goes up and down through the API, which checks the
 * record the file belongs to (storage.rules denies every client read and write).
 */
import { z } from 'zod';
import { documentIdField } from './document-id';
import { checkMessage } from './sentence';

/** What a file is, decided by its bytes (never by its name or the browser's word). */
export const FILE_KINDS = ['image', 'pdf', 'office', 'video', 'audio', 'zip'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The types the server accepts, by the type its byte sniffing names, and the kind each one is. */
export const ACCEPTED_TYPES: Record<string, FileKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'image/avif': 'image',
  'application/pdf': 'pdf',
  // Office Open XML and OpenDocument (zip inside) and the older binary Office files (a compound file inside).
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'office',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'office',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'office',
  'application/vnd.oasis.opendocument.text': 'office',
  'application/vnd.oasis.opendocument.spreadsheet': 'office',
  'application/vnd.oasis.opendocument.presentation': 'office',
  'application/x-cfb': 'office',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
  'audio/mpeg': 'audio',
  'audio/mp4': 'audio',
  'audio/x-m4a': 'audio',
  'audio/ogg': 'audio',
  'audio/wav': 'audio',
  'application/zip': 'zip',
};

/** Kinds a browser shows in the page (an image, a PDF, a video or a sound); every other file is downloaded. */
export const SHOWN_INLINE: readonly FileKind[] = ['image', 'pdf', 'video', 'audio'];

export const MIB = 1024 * 1024;
/** Limits are said in decimal megabytes, as phones and computers show a file's size. */
export const MB = 1_000_000;

/** The part of a file each upload request carries: small enough for a phone to retry, well under a request's limit. */
export const CHUNK_BYTES = 4 * MIB;

/** Images are stored no larger than this on their long side, and with a thumbnail this wide. */
export const IMAGE_MAX_SIDE = 2560;
export const THUMB_SIDE = 480;

/** Where files go: each place names its records, the folder its files are stored in, and what it accepts. */
export const FILE_PLACES = [
  'handIn',
  'handInReturn',
  'workResource',
  'post',
  'event',
  'lecture',
  'pupilPhoto',
  'studentDocument',
  'logo',
  'messageAttachment',
  'report',
] as const;
export type FilePlace = (typeof FILE_PLACES)[number];

export interface PlacePolicy {
  /** The folder under `schools/<school>/` (also the module the office's storage figures are counted by). */
  module: string;
  kinds: readonly FileKind[];
  /** Default largest file; a hand-in's work may set its own. */
  maxBytes: number;
  /** Default most files on one record. */
  maxFiles: number;
}

const DOCUMENTS: readonly FileKind[] = ['image', 'pdf', 'office'];

export const PLACE_POLICIES: Record<FilePlace, PlacePolicy> = {
  handIn: { module: 'handIns', kinds: [...DOCUMENTS, 'video', 'audio'], maxBytes: 25 * MB, maxFiles: 10 },
  handInReturn: { module: 'handIns', kinds: DOCUMENTS, maxBytes: 25 * MB, maxFiles: 5 },
  workResource: { module: 'work', kinds: [...DOCUMENTS, 'video', 'audio'], maxBytes: 25 * MB, maxFiles: 10 },
  post: { module: 'news', kinds: DOCUMENTS, maxBytes: 25 * MB, maxFiles: 10 },
  event: { module: 'calendar', kinds: DOCUMENTS, maxBytes: 25 * MB, maxFiles: 5 },
  lecture: { module: 'courses', kinds: ['pdf', 'office', 'video', 'audio'], maxBytes: 200 * MB, maxFiles: 1 },
  pupilPhoto: { module: 'photos', kinds: ['image'], maxBytes: 15 * MB, maxFiles: 1 },
  studentDocument: { module: 'studentDocuments', kinds: DOCUMENTS, maxBytes: 25 * MB, maxFiles: 50 },
  logo: { module: 'school', kinds: ['image'], maxBytes: 5 * MB, maxFiles: 1 },
  // Every file a conversation has had, sent or still waiting to be (each message takes at most MESSAGE_FILES_MAX).
  messageAttachment: { module: 'messages', kinds: DOCUMENTS, maxBytes: 10 * MB, maxFiles: 500 },
  // A published school report's PDF: made by the server only (reports.ts), one per report.
  report: { module: 'reports', kinds: ['pdf'], maxBytes: 10 * MB, maxFiles: 1 },
};

/** What the office may set as a school's storage quota by default. */
export const DEFAULT_QUOTA_BYTES = 20_000 * MB;

/** A file as its owner record lists it: enough to show it without reading the file's own record. */
export const fileRefSchema = z.object({
  fileId: z.string(),
  name: z.string().max(200),
  type: z.string().max(200),
  bytes: z.number().int().min(0),
  kind: z.enum(FILE_KINDS),
  /** Only images have a thumbnail. */
  thumb: z.boolean(),
  /** Only on student documents: whether the student's guardians may read it. */
  sharedWithGuardians: z.boolean().optional(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

export const FILE_STATUSES = ['uploading', 'ready'] as const;

/** `files/{id}`: one per file, the office's record of what is stored and whose it is. */
export const fileSchema = z.object({
  place: z.enum(FILE_PLACES),
  /** The owner record's id within its place (a submission's id, a post's id, a student's id…). */
  recordId: z.string(),
  module: z.string(),
  status: z.enum(FILE_STATUSES),
  name: z.string().max(200),
  /** The size the uploader announced; the stored size once ready. */
  bytes: z.number().int().min(0),
  /** Bytes received so far while uploading. */
  received: z.number().int().min(0),
  type: z.string().max(200).nullable(),
  kind: z.enum(FILE_KINDS).nullable(),
  /** SHA-256 of the stored bytes, hex. */
  hash: z.string().nullable(),
  storagePath: z.string(),
  thumbPath: z.string().nullable(),
  uploadedByUid: z.string(),
  uploadedByName: z.string(),
  createdAt: z.number(),
  readyAt: z.number().nullable(),
  /** Only on student documents: whether the student's guardians may read it. */
  sharedWithGuardians: z.boolean().optional(),
  /** Only on message attachments: the message it was sent with (absent while it waits to be sent). */
  messageId: z.string().optional(),
});
export type FileDoc = z.infer<typeof fileSchema>;
export type FileRecord = FileDoc & { id: string };

/** `fileUsage/summary`: what a school stores, by module, kept in the same transaction as each file's record. */
export const fileUsageSchema = z.object({
  bytes: z.number().int().min(0),
  files: z.number().int().min(0),
  byModule: z.record(z.string(), z.object({ bytes: z.number().int().min(0), files: z.number().int().min(0) })),
  quotaBytes: z.number().int().min(0),
  updatedAt: z.number(),
});
export type FileUsageDoc = z.infer<typeof fileUsageSchema>;
export const FILE_USAGE_ID = 'summary';

const FILE_WORDS = {
  file: /*i18n*/ { id: 'field.file', message: 'File' },
  student: /*i18n*/ { id: 'field.file-student', message: 'Student' },
  class: /*i18n*/ { id: 'field.file-class', message: 'Class' },
  shared: /*i18n*/ { id: 'field.file-shared', message: 'Shared with guardians' },
  fileName: /*i18n*/ { id: 'field.file-name', message: 'File name' },
  where: /*i18n*/ { id: 'field.file-place', message: 'Where the file goes' },
  record: /*i18n*/ { id: 'field.file-record', message: 'Record' },
  school: /*i18n*/ { id: 'field.logo-school', message: 'School' },
};

const CHECKS = {
  name: /*i18n*/ { id: 'check.file.name', message: 'File name is required: choose the file again.' },
  bytes: /*i18n*/ {
    id: 'check.file.bytes',
    message: 'The file is empty (0 bytes): choose a file that has something in it.',
  },
  place: /*i18n*/ { id: 'check.file.place', message: 'Where the file goes is not a place that takes files.' },
  files: /*i18n*/ { id: 'check.file.list', message: 'Files must be a list of 1 to {max} file ids.' },
  shared: /*i18n*/ {
    id: 'check.file.shared',
    message: 'Shared with guardians must be yes or no: choose Staff only or Shared with guardians.',
  },
};

const fileId = documentIdField(FILE_WORDS.file);

export const startUploadInput = z.strictObject({
  place: z.enum(FILE_PLACES, checkMessage(CHECKS.place)),
  recordId: documentIdField(FILE_WORDS.record),
  name: z.string(checkMessage(CHECKS.name)).trim().min(1, checkMessage(CHECKS.name)).max(500),
  bytes: z.number(checkMessage(CHECKS.bytes)).int().min(1, checkMessage(CHECKS.bytes)),
  /** Only for a student document: whether the student's guardians may read it. */
  sharedWithGuardians: z.boolean().optional(),
});
export const uploadChunkInput = z.strictObject({
  fileId,
  offset: z.coerce.number().int().min(0),
});
export const finishUploadInput = z.strictObject({ fileId });
export const deleteFileInput = z.strictObject({ fileId });
export const LINKS_MAX = 50;
export const fileLinksInput = z.strictObject({
  fileIds: z
    .array(fileId, checkMessage(CHECKS.files, { max: LINKS_MAX }))
    .min(1)
    .max(LINKS_MAX),
});
export const downloadFileInput = z.strictObject({
  file: fileId,
  variant: z.enum(['full', 'thumb']).default('full'),
  expires: z.coerce.number().int(),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A student's photo and documents, as the people who may see them read them. */
export const studentFilesInput = z.strictObject({ studentId: documentIdField(FILE_WORDS.student) });
/** The photos of a class's students, for its register and class list. */
export const classPhotosInput = z.strictObject({ classId: documentIdField(FILE_WORDS.class) });
export const shareStudentDocumentInput = z.strictObject({
  fileId,
  sharedWithGuardians: z.boolean(checkMessage(CHECKS.shared)),
});

/**
 * `studentFiles/{studentId}`: the student's photo and every document the office keeps about them, staff-only ones
 * included. No client reads it: the API answers each reader what they may see (staff all, guardians the shared
 * documents), so a document's name never reaches a family it is not shared with.
 */
export const studentFilesSchema = z.object({
  photo: fileRefSchema.nullable().optional(),
  documents: z.array(fileRefSchema).optional(),
});
export type StudentFilesDoc = z.infer<typeof studentFilesSchema>;

/**
 * `messageFiles/{conversationId}`: every file added to a conversation, sent or still waiting to be. No client reads it
 * (a file waiting to be sent is its sender's alone): participants see a file on the message it was sent with.
 */
export const messageFilesSchema = z.object({ files: z.array(fileRefSchema).optional() });
export type MessageFilesDoc = z.infer<typeof messageFilesSchema>;

export interface StudentFiles {
  status: 200;
  /** Staff only; null for guardians and when there is none. */
  photo: FileRef | null;
  documents: FileRef[];
}
export interface ClassPhoto extends FileLink {
  studentId: string;
}
export interface ClassPhotos {
  status: 200;
  photos: ClassPhoto[];
}

/**
 * The school's logo, for anyone (the join page, the landing site): the school's id and which size. `v` changes nothing
 * on the server; a page that knows the logo's version puts it in the address so a new logo is not hidden by a cache.
 */
export const schoolLogoInput = z.strictObject({
  school: documentIdField(FILE_WORDS.school),
  variant: z.enum(['full', 'thumb']).default('thumb'),
  v: z.string().max(128).optional(),
});

export interface UploadStarted {
  status: 200;
  fileId: string;
  chunkBytes: number;
}
export interface ChunkReceived {
  status: 200;
  received: number;
}
export interface UploadFinished {
  status: 200;
  file: FileRef;
}
export interface FileLink {
  fileId: string;
  url: string;
  thumbUrl: string | null;
  expiresAt: number;
}
export interface FileLinks {
  status: 200;
  links: FileLink[];
}

/** How long a download link lasts: minutes, so a copied link soon stops working (it is also bound to its reader). */
export const LINK_LIFETIME_MS = 5 * 60_000;

/**
 * A file name safe to store and to send back in a header: the last path segment, no control or path characters, no
 * leading dots, at most 120 characters (keeping the extension), never empty.
 */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - extension.length) + extension;
}

/** The extension a stored file is given for its type (a name whose extension disagrees is corrected). */
export const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** A size in megabytes, to one decimal: what a refusal says ("at most 25 MB"). */
export function sizeInMegabytes(bytes: number): number {
  return Math.round((bytes / MB) * 10) / 10;
}
