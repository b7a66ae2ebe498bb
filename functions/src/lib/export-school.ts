/**
 * A school's data as one archive, written as a stream into Storage: every collection as JSON (exact, for a restore)
 * and as CSV (for a spreadsheet), the school's accounts, its stored files, and a manifest of counts, money figures
 * and each entry's SHA-256. Collections are read a page at a time, once for each form, so memory holds a page and a
 * chunk of the archive whatever the school's size. Progress is kept on the job as it goes.
 */
import type { DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { SCHOOL_COLLECTIONS, type SchoolCollectionName } from '@academy/shared/collections';
import { csvLine } from '@academy/shared/csv';
import { ARCHIVE_LIFETIME_MS, type DataJobDoc } from '@academy/shared/data-jobs';
import type { FileDoc } from '@academy/shared/files';
import { userSchema } from '@academy/shared/user';
import { type ArchiveEntry, ArchiveWriter } from './archive';
import { cellOf, encodeValue } from './archive-values';
import { bucket, removeObjects } from './files';
import { adminAuth, db } from './firebase';
import { emptyMoney, EXPORTED_COLLECTIONS, MONEY_FIELDS, type SchoolFigures } from './school-figures';

export const EXPORT_FORMAT = 'academy-export';
export const EXPORT_VERSION = 1;
const PAGE = 500;
/** The archive goes up to Storage in parts of this size (a multiple of 256 KiB, as resumable uploads require). */
const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
/** How often the job's progress is written at most. */
const PROGRESS_EVERY_MS = 1000;
/** Types kept as they are in the archive: compressing them again gains nothing. */
const COMPRESSED =
  /^(image\/(jpeg|png|webp|gif|avif|heic)|video\/|audio\/|application\/(pdf|zip)|application\/vnd\.openxmlformats)/;

export interface Manifest {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  kind: 'school' | 'person';
  schoolId: string;
  schoolName: string;
  exportedAt: string;
  exportedBy: string;
  /** Records per JSON entry (a collection of the school, or a top-level one: the school's accounts' profiles). */
  records: Record<string, number>;
  accounts: number;
  files: { count: number; bytes: number; missing: string[] };
  figures: SchoolFigures;
  entries: Record<string, { bytes: number; sha256: string }>;
}

export async function* pagesOf(query: Query, size = PAGE): AsyncGenerator<DocumentSnapshot[]> {
  let last: DocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? query.startAfter(last) : query).limit(size).get();
    if (snap.empty) return;
    yield snap.docs;
    if (snap.size < size) return;
    last = snap.docs[snap.size - 1];
  }
}

const byId = (query: Query) => query.orderBy(FieldPath.documentId());

/** The columns of a collection's CSV: its id, then its schema's fields in order (the lists' CSVs' fields among them). */
function columnsOf(schema: unknown): string[] | undefined {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? ['id', ...Object.keys(shape).filter((k) => k !== 'searchTokens')] : undefined;
}

export class Progress {
  private written = 0;
  private at = 0;
  constructor(
    private readonly ref: DocumentReference | undefined,
    readonly total: number,
  ) {}
  get done() {
    return this.written;
  }
  async add(n: number, stage: string) {
    this.written += n;
    if (!this.ref || Date.now() - this.at < PROGRESS_EVERY_MS) return;
    this.at = Date.now();
    await this.ref.update({ done: Math.min(this.written, this.total), stage });
  }
}

/**
 * One named set of records as `json/<name>.json` (each record's path and data, Firestore's own types kept) and
 * `csv/<name>.csv`; answers how many, and adds the money it holds to `money`.
 */
export async function writeRecords(
  archive: ArchiveWriter,
  name: string,
  pages: () => AsyncIterable<DocumentSnapshot[]>,
  options: { columns?: string[]; progress: Progress; money?: SchoolFigures['money'] },
): Promise<number> {
  const json = archive.open(`json/${name}.json`);
  const sums = MONEY_FIELDS[name];
  let count = 0;
  let keys = new Set<string>();
  await json.write('[');
  for await (const page of pages()) {
    let text = '';
    for (const doc of page) {
      const data = doc.data() ?? {};
      text += `${count++ ? ',' : ''}\n${JSON.stringify({ path: doc.ref.path, data: encodeValue(data) })}`;
      if (!options.columns) keys = new Set([...keys, ...Object.keys(data)]);
      if (sums && options.money)
        for (const [field, figure] of Object.entries(sums)) options.money[figure] += Number(data[field] ?? 0);
    }
    await json.write(text);
    await options.progress.add(page.length, name);
  }
  await json.write('\n]\n');
  await json.close();

  const columns = options.columns ?? ['id', ...[...keys].filter((k) => k !== 'searchTokens')];
  const csv = archive.open(`csv/${name}.csv`);
  await csv.write(csvLine(columns));
  for await (const page of pages()) {
    let text = '';
    for (const doc of page) {
      const data = doc.data() ?? {};
      text += csvLine(columns.map((c) => (c === 'id' ? doc.id : cellOf(data[c]))));
    }
    await csv.write(text);
  }
  await csv.close();
  return count;
}

/** The Auth accounts of these people, without any password (a restored account signs in with a reset link). */
export async function writeAccounts(entry: ArchiveEntry, uids: string[]): Promise<number> {
  let count = 0;
  await entry.write('[');
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await adminAuth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    let text = '';
    for (const u of users)
      text += `${count++ ? ',' : ''}\n${JSON.stringify({
        uid: u.uid,
        email: u.email ?? null,
        emailVerified: u.emailVerified,
        phoneNumber: u.phoneNumber ?? null,
        displayName: u.displayName ?? null,
        disabled: u.disabled,
        customClaims: u.customClaims ?? {},
        providers: u.providerData.map((p) => p.providerId),
        createdAt: u.metadata.creationTime,
      })}`;
    await entry.write(text);
  }
  await entry.write('\n]\n');
  await entry.close();
  return count;
}

/** Stored files' bytes under `files/<their stored path>`, a page of records at a time. */
export async function writeFiles(
  archive: ArchiveWriter,
  pages: () => AsyncIterable<DocumentSnapshot[]>,
  progress: Progress,
): Promise<Manifest['files']> {
  const files: Manifest['files'] = { count: 0, bytes: 0, missing: [] };
  for await (const page of pages()) {
    for (const doc of page) {
      const file = doc.data() as FileDoc;
      for (const path of [file.storagePath, file.thumbPath]) {
        if (!path) continue;
        const object = bucket().file(path);
        const [exists] = await object.exists();
        if (!exists) {
          files.missing.push(path);
          continue;
        }
        const entry = archive.open(`files/${path}`, !COMPRESSED.test(file.type ?? ''));
        for await (const chunk of object.createReadStream()) await entry.write(chunk as Buffer);
        files.bytes += (await entry.close()).bytes;
      }
      files.count++;
    }
    await progress.add(page.length, 'files');
  }
  return files;
}

/** An archive's name: what it holds, in letters, digits and dashes, and the day it was made. */
export const archiveFileName = (label: string, at: number, fallback: string) =>
  `${label.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || fallback}-${new Date(at).toISOString().slice(0, 10)}.zip`;

/** Ends the archive and marks its job done, with where the archive is, its size and checksum, and when it expires. */
export async function markArchived(
  jobRef: DocumentReference,
  archive: ArchiveWriter,
  done: { path: string; total: number; fileName: string; finishedAt: number },
) {
  const written = await archive.finish();
  await jobRef.update({
    state: 'done',
    done: done.total,
    stage: 'done',
    archivePath: done.path,
    fileName: done.fileName,
    bytes: written.bytes,
    sha256: written.sha256,
    finishedAt: done.finishedAt,
    expiresAt: done.finishedAt + ARCHIVE_LIFETIME_MS,
  } satisfies Partial<DataJobDoc>);
}

/** Writes the whole school of the job into Storage, keeping the job's progress, and marks it done (or failed). */
export async function exportSchool(jobRef: DocumentReference, now = Date.now): Promise<void> {
  const schoolId = jobRef.parent.parent!.id;
  const job = (await jobRef.get()).data() as DataJobDoc;
  const school = db.doc(`schools/${schoolId}`);
  const of = (name: string) => db.collection(`schools/${schoolId}/${name}`);
  const usersOf = db.collection('users').where('school_id', '==', schoolId);
  const publicCourses = db
    .collection('publicCourses')
    .where(FieldPath.documentId(), '>=', `${schoolId}_`)
    .where(FieldPath.documentId(), '<', `${schoolId}_\uf8ff`);
  const readyFiles = of('files').where('status', '==', 'ready');

  const counted = await Promise.all([
    ...EXPORTED_COLLECTIONS.map((name) => of(name).count().get()),
    usersOf.count().get(),
    publicCourses.count().get(),
    readyFiles.count().get(),
  ]);
  const total = counted.reduce((sum, c) => sum + c.data().count, 0);
  await jobRef.update({ total, stage: 'school' });
  const progress = new Progress(jobRef, total);

  const path = `exports/${schoolId}/${jobRef.id}.zip`;
  const schoolDoc = await school.get();
  const schoolName = String(schoolDoc.get('name') ?? schoolId);
  const fileName = archiveFileName(schoolName, now(), 'school');
  const archive = new ArchiveWriter(
    bucket()
      .file(path)
      // A resumable upload sent in parts of UPLOAD_PART_BYTES: each request is short however long the export takes
      // (one request held open for minutes is cut off), and memory holds at most one part.
      .createWriteStream({
        resumable: true,
        chunkSize: UPLOAD_PART_BYTES,
        contentType: 'application/zip',
        metadata: { cacheControl: 'private' },
      }),
  );
  try {
    await archive.add('school.json', JSON.stringify({ path: school.path, data: encodeValue(schoolDoc.data()) }));
    const records: Record<string, number> = {};
    const money = emptyMoney();
    for (const name of EXPORTED_COLLECTIONS)
      records[name] = await writeRecords(archive, name, () => pagesOf(byId(of(name))), {
        columns: columnsOf(SCHOOL_COLLECTIONS[name as SchoolCollectionName].schema),
        progress,
        money,
      });
    records['inviteJobs.letters'] = await writeRecords(
      archive,
      'inviteJobs.letters',
      async function* () {
        for await (const jobs of pagesOf(byId(of('inviteJobs'))))
          for (const inviteJob of jobs) yield* pagesOf(byId(inviteJob.ref.collection('letters')));
      },
      { progress: new Progress(undefined, 0) },
    );
    // The accounts' ids (a few bytes each) are kept for the Auth pass after the profiles.
    const uids = new Set<string>();
    records.users = await writeRecords(
      archive,
      'users',
      async function* () {
        for await (const page of pagesOf(byId(usersOf))) {
          for (const d of page) uids.add(d.id);
          yield page;
        }
      },
      { columns: columnsOf(userSchema), progress },
    );
    records.publicCourses = await writeRecords(archive, 'publicCourses', () => pagesOf(byId(publicCourses)), {
      progress,
    });
    const accounts = await writeAccounts(archive.open('auth/users.json'), [...uids]);
    const files = await writeFiles(archive, () => pagesOf(byId(readyFiles)), progress);
    const manifest: Manifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      kind: 'school',
      schoolId,
      schoolName,
      exportedAt: new Date(now()).toISOString(),
      exportedBy: job.createdBy,
      records,
      accounts,
      files,
      figures: { counts: Object.fromEntries(EXPORTED_COLLECTIONS.map((n) => [n, records[n]!])), money },
      entries: { ...archive.entries },
    };
    await archive.add('manifest.json', JSON.stringify(manifest, null, 2));
    await markArchived(jobRef, archive, { path, total, fileName, finishedAt: now() });
  } catch (error) {
    archive.abort();
    await removeObjects([path]);
    throw error;
  }
}

/** Removes the archives of exports past their lifetime, in every school; the job stays, saying it was made. */
export async function removeExpiredExports(now: number): Promise<number> {
  let removed = 0;
  for await (const page of pagesOf(db.collectionGroup('jobs').where('expiresAt', '<=', now).orderBy('expiresAt'))) {
    for (const job of page) {
      const path = job.get('archivePath') as string | null;
      if (!path) continue;
      await removeObjects([path]);
      await job.ref.update({ archivePath: null });
      removed++;
    }
  }
  return removed;
}
