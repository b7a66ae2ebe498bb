/**
 * The bytes of a school's files, in Cloud Storage through the Admin SDK (clients never reach Storage: storage.rules
 * denies them everything). A file arrives in parts (`uploads/<file>/<n>`), is checked by its bytes when the last part
 * is in, and is then stored at `schools/<school>/<module>/<record>/<file>`; its record in `files` and the school's
 * usage change in one transaction with the owner record's list of files.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ACCEPTED_TYPES,
  CHUNK_BYTES,
  DEFAULT_QUOTA_BYTES,
  FILE_USAGE_ID,
  type FileDoc,
  type FileKind,
  type FileRef,
  type FileUsageDoc,
  IMAGE_MAX_SIDE,
  LINK_LIFETIME_MS,
  THUMB_SIDE,
} from '@academy/shared/files';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { Caller } from './caller';
import { db } from './firebase';

export const bucket = () => getStorage().bucket();

export const filesOf = (schoolId: string) => db.collection(`schools/${schoolId}/files`);
export const usageRef = (schoolId: string) => db.doc(`schools/${schoolId}/fileUsage/${FILE_USAGE_ID}`);

export const chunkPath = (schoolId: string, fileId: string, index: number) =>
  `schools/${schoolId}/uploads/${fileId}/${String(index).padStart(5, '0')}`;
export const storedPath = (schoolId: string, module: string, recordId: string, fileId: string) =>
  `schools/${schoolId}/${module}/${recordId}/${fileId}`;

export const chunkCount = (bytes: number) => Math.ceil(bytes / CHUNK_BYTES);

/** The kind and type the file's first bytes say it is, or undefined when they say nothing this school accepts. */
export async function sniff(head: Buffer): Promise<{ type: string; kind: FileKind } | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  if (!found) return undefined;
  const kind = ACCEPTED_TYPES[found.mime];
  return kind ? { type: found.mime, kind } : undefined;
}

/**
 * An image as it is stored: turned upright by its orientation tag, no larger than IMAGE_MAX_SIDE, and re-encoded with
 * no metadata at all (location, camera, time), so nothing the camera wrote leaves with it. A thumbnail beside it.
 */
export async function storableImage(
  input: Buffer,
  type: string,
): Promise<{ main: Buffer; mainType: string; thumb: Buffer; width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  const upright = sharp(input, { failOn: 'error', animated: false }).rotate();
  const resized = upright.resize({
    width: IMAGE_MAX_SIDE,
    height: IMAGE_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  // PNG keeps its transparency; everything else is stored as JPEG, which every browser shows.
  const png = type === 'image/png' || type === 'image/gif';
  const { data: main, info } = await (
    png ? resized.png({ compressionLevel: 8 }) : resized.jpeg({ quality: 85 })
  ).toBuffer({ resolveWithObject: true });
  // A thumbnail is JPEG, which has no transparency: a transparent picture (a logo) is laid on white, not black.
  const thumb = await sharp(main)
    .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
  return { main, mainType: png ? 'image/png' : 'image/jpeg', thumb, width: info.width, height: info.height };
}

/** Reads every part of an upload in order as one stream, without holding more than a part in memory. */
export function partsStream(schoolId: string, fileId: string, parts: number): Readable {
  // One part at a time, each read to its end before the next opens (nothing listens on the output once per part).
  async function* bytes() {
    for (let i = 0; i < parts; i++)
      for await (const chunk of bucket()
        .file(chunkPath(schoolId, fileId, i))
        .createReadStream())
        yield chunk as Buffer;
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** A stored file's bytes as the router sends them: the picture's thumbnail (a JPEG) or the file itself. */
export async function storedBytes(
  file: Pick<FileDoc, 'storagePath' | 'thumbPath' | 'type'>,
  variant: 'full' | 'thumb',
): Promise<{ contentType: string; bytes: number; body: Readable }> {
  const thumb = variant === 'thumb' && file.thumbPath;
  const path = thumb ? file.thumbPath! : file.storagePath;
  const [metadata] = await bucket().file(path).getMetadata();
  return {
    contentType: thumb ? 'image/jpeg' : (file.type ?? 'application/octet-stream'),
    bytes: Number(metadata.size ?? 0),
    body: bucket().file(path).createReadStream(),
  };
}

/** Writes a stream to its stored place, hashing it on the way; answers the hash and the bytes written. */
export async function storeStream(
  source: Readable,
  path: string,
  contentType: string,
): Promise<{ hash: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
  });
  await pipeline(source, bucket().file(path).createWriteStream({ resumable: false, contentType, metadata: {} }));
  return { hash: hash.digest('hex'), bytes };
}

export async function storeBuffer(data: Buffer, path: string, contentType: string) {
  await bucket().file(path).save(data, { resumable: false, contentType });
  return { hash: createHash('sha256').update(data).digest('hex'), bytes: data.length };
}

/** Removes stored objects; one already gone is not an error (a retried delete, or an orphan check). */
export async function removeObjects(paths: (string | null | undefined)[]) {
  await Promise.all(
    paths
      .filter((p): p is string => !!p)
      .map((p) =>
        bucket()
          .file(p)
          .delete({ ignoreNotFound: true })
          .then(() => undefined),
      ),
  );
}

export async function removeParts(schoolId: string, fileId: string) {
  await bucket()
    .deleteFiles({ prefix: `schools/${schoolId}/uploads/${fileId}/`, force: true })
    .catch(() => undefined);
}

export const fileRefOf = (
  id: string,
  file: Pick<FileDoc, 'name' | 'type' | 'bytes' | 'kind' | 'thumbPath' | 'sharedWithGuardians'>,
): FileRef => ({
  fileId: id,
  name: file.name,
  type: file.type ?? 'application/octet-stream',
  bytes: file.bytes,
  kind: file.kind ?? 'office',
  thumb: !!file.thumbPath,
  ...(file.sharedWithGuardians === undefined ? {} : { sharedWithGuardians: file.sharedWithGuardians }),
});

/** The school's storage figures after `bytes` and `files` more (or fewer) in a module; never below nothing. */
function usageAfter(usage: FileUsageDoc | undefined, module: string, bytes: number, files: number): FileUsageDoc {
  const before = usage ?? emptyUsage();
  const mod = before.byModule[module] ?? { bytes: 0, files: 0 };
  return {
    ...before,
    bytes: Math.max(0, before.bytes + bytes),
    files: Math.max(0, before.files + files),
    byModule: {
      ...before.byModule,
      [module]: { bytes: Math.max(0, mod.bytes + bytes), files: Math.max(0, mod.files + files) },
    },
    updatedAt: Date.now(),
  };
}

/** Changes the school's storage figures in the caller's transaction (read first with `readUsage`). */
export function changeUsage(
  tx: Transaction,
  schoolId: string,
  usage: FileUsageDoc | undefined,
  module: string,
  bytes: number,
  files: number,
) {
  tx.set(usageRef(schoolId), usageAfter(usage, module, bytes, files));
}

export const emptyUsage = (): FileUsageDoc => ({
  bytes: 0,
  files: 0,
  byModule: {},
  quotaBytes: DEFAULT_QUOTA_BYTES,
  updatedAt: 0,
});

export async function readUsage(tx: Transaction, schoolId: string): Promise<FileUsageDoc | undefined> {
  return (await tx.get(usageRef(schoolId))).data() as FileUsageDoc | undefined;
}

/** Deletes a ready file: its record and the owner's mention in the caller's transaction, its bytes after. */
export function deleteFileIn(
  tx: Transaction,
  schoolId: string,
  id: string,
  file: FileDoc,
  usage: FileUsageDoc | undefined,
) {
  tx.delete(filesOf(schoolId).doc(id));
  if (file.status === 'ready') changeUsage(tx, schoolId, usage, file.module, -file.bytes, -1);
}

/**
 * Removes every file of a record that is being deleted (an assignment, a post, an event…): their records and the usage
 * they counted in one transaction (per 400 files), then their bytes. Runs after the record's own deletion; safe to
 * repeat.
 */
export async function deleteFilesOfRecord(schoolId: string, place: FileDoc['place'], recordId: string) {
  await deleteFiles(
    schoolId,
    await filesOf(schoolId).where('place', '==', place).where('recordId', '==', recordId).get(),
  );
}

/** Every file of the records whose ids begin with `prefix` (a piece of work's submissions: `<assignment>_`). */
export async function deleteFilesOfRecordsFrom(schoolId: string, prefix: string) {
  const snap = await filesOf(schoolId).where('recordId', '>=', prefix).where('recordId', '<', `${prefix}\uf8ff`).get();
  await deleteFiles(schoolId, snap);
}

/** At most this many files go in one transaction: with the usage figures, well within a transaction's 500 writes. */
const FILES_PER_TRANSACTION = 400;

async function deleteFiles(schoolId: string, snap: FirebaseFirestore.QuerySnapshot) {
  for (let from = 0; from < snap.docs.length; from += FILES_PER_TRANSACTION) {
    const docs = snap.docs.slice(from, from + FILES_PER_TRANSACTION);
    await db.runTransaction(async (tx) => {
      const [now, ...again] = await tx.getAll(usageRef(schoolId), ...docs.map((d) => d.ref));
      let usage = now!.data() as FileUsageDoc | undefined;
      let counted = false;
      for (const one of again) {
        if (!one.exists) continue;
        const file = one.data() as FileDoc;
        tx.delete(one.ref);
        if (file.status !== 'ready') continue;
        usage = usageAfter(usage, file.module, -file.bytes, -1);
        counted = true;
      }
      if (counted) tx.set(usageRef(schoolId), usage!);
    });
    for (const doc of docs) {
      const file = doc.data() as FileDoc;
      await removeObjects([file.storagePath, file.thumbPath]);
      await removeParts(schoolId, doc.id);
    }
  }
}

// Download links: signed for one reader and one file, for minutes. The key lives in Firestore, where no client reads.
let linkKey: Promise<Buffer> | undefined;

function keyOfLinks(): Promise<Buffer> {
  linkKey ??= db
    .runTransaction(async (tx) => {
      const ref = db.doc('serverKeys/fileLinks');
      const key = (await tx.get(ref)).data()?.key as string | undefined;
      if (key) return Buffer.from(key, 'hex');
      const made = randomBytes(32).toString('hex');
      tx.set(ref, { key: made, createdAt: Date.now() });
      return Buffer.from(made, 'hex');
    })
    .catch((error: unknown) => {
      linkKey = undefined;
      throw error;
    });
  return linkKey;
}

/** A link's signature: one reader, one thing (a file, or an export's archive), one variant, until `expires`. */
export async function signature(uid: string, fileId: string, variant: string, expires: number): Promise<string> {
  return createHmac('sha256', await keyOfLinks())
    .update(`${uid}\n${fileId}\n${variant}\n${expires}`)
    .digest('hex');
}

export async function linkFor(caller: Caller, fileId: string, variant: 'full' | 'thumb', now = Date.now()) {
  const expires = now + LINK_LIFETIME_MS;
  const sig = await signature(caller.uid, fileId, variant, expires);
  const query = new URLSearchParams({ file: fileId, variant, expires: String(expires), sig });
  return { url: `/api/files/download?${query.toString()}`, expires };
}

/** Whether a link was signed for this reader and this file and has not expired. */
export async function linkHolds(
  caller: Caller,
  input: { file: string; variant: string; expires: number; sig: string },
  now = Date.now(),
): Promise<'ok' | 'expired' | 'not-yours'> {
  const expected = await signature(caller.uid, input.file, input.variant, input.expires);
  if (expected !== input.sig) return 'not-yours';
  return input.expires < now ? 'expired' : 'ok';
}

export { FieldValue };
