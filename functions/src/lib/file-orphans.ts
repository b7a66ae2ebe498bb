/**
 * What a school stores that nothing uses: objects in Cloud Storage without a ready `files` record (or an upload under
 * way), `files` records whose owner record is gone or no longer lists them, and uploads started more than a day ago.
 * Found by `npm run files:orphans`; removed with `-- --remove`, each through the same steps a deletion takes (the
 * record, the usage it counted, then the bytes).
 */
import type { FileDoc, FileRef } from '@academy/shared/files';
import type { DocumentData } from 'firebase-admin/firestore';
import { systemCaller } from './caller';
import { PLACE_RULES } from './file-places';
import { bucket, deleteFileIn, filesOf, readUsage, removeObjects, removeParts } from './files';
import { db } from './firebase';

/** An upload not finished after this long is abandoned (a phone retries for minutes, not days). */
export const STALE_UPLOAD_MS = 24 * 60 * 60_000;

export interface Orphans {
  schoolId: string;
  /** Stored objects no ready file (nor upload under way) accounts for. */
  objects: string[];
  /** Ready files whose owner record is gone or does not list them. */
  unowned: { fileId: string; place: string; recordId: string; reason: 'owner-gone' | 'not-listed' }[];
  /** Uploads started more than a day ago and never finished. */
  staleUploads: { fileId: string; name: string; createdAt: number }[];
}

const valueAt = (owner: DocumentData | undefined, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as DocumentData)[key] : undefined), owner);

function lists(owner: DocumentData, field: string, single: boolean | undefined, fileId: string): boolean {
  const value = valueAt(owner, field);
  if (single) return (value as FileRef | null | undefined)?.fileId === fileId;
  return Array.isArray(value) && (value as FileRef[]).some((f) => f.fileId === fileId);
}

export async function findOrphans(schoolId: string, now = Date.now()): Promise<Orphans> {
  const caller = systemCaller(schoolId);
  const files = await filesOf(schoolId).get();
  const known = new Set<string>();
  const uploading = new Set<string>();
  const unowned: Orphans['unowned'] = [];
  const staleUploads: Orphans['staleUploads'] = [];
  const owners = new Map<string, DocumentData | undefined>();
  for (const doc of files.docs) {
    const file = doc.data() as FileDoc;
    if (file.status === 'uploading') {
      if (now - file.createdAt > STALE_UPLOAD_MS)
        staleUploads.push({ fileId: doc.id, name: file.name, createdAt: file.createdAt });
      else {
        // An upload under way, whose bytes may already be in their place while it finishes.
        uploading.add(doc.id);
        known.add(file.storagePath).add(`${file.storagePath}_thumb`);
      }
      continue;
    }
    known.add(file.storagePath);
    if (file.thumbPath) known.add(file.thumbPath);
    const rules = PLACE_RULES[file.place];
    const ref = rules.owner(caller, file.recordId);
    if (!owners.has(ref.path)) owners.set(ref.path, (await ref.get()).data());
    const owner = owners.get(ref.path);
    const field = rules.fieldFor?.(file.recordId) ?? rules.field;
    if (!owner) unowned.push({ fileId: doc.id, place: file.place, recordId: file.recordId, reason: 'owner-gone' });
    else if (!lists(owner, field, rules.single, doc.id))
      unowned.push({ fileId: doc.id, place: file.place, recordId: file.recordId, reason: 'not-listed' });
  }
  const [stored] = await bucket().getFiles({ prefix: `schools/${schoolId}/` });
  const uploadsAt = `schools/${schoolId}/uploads/`;
  const objects = stored
    .map((f) => f.name)
    .filter((name) => {
      if (name.startsWith(uploadsAt)) return !uploading.has(name.slice(uploadsAt.length).split('/')[0]!);
      return !known.has(name);
    });
  return { schoolId, objects, unowned, staleUploads };
}

/** Removes what findOrphans found: each file through its record and the school's usage first, then its bytes. */
export async function removeOrphans(found: Orphans): Promise<void> {
  const { schoolId } = found;
  for (const { fileId } of [...found.unowned, ...found.staleUploads]) {
    const ref = filesOf(schoolId).doc(fileId);
    const gone = await db.runTransaction(async (tx) => {
      const file = (await tx.get(ref)).data() as FileDoc | undefined;
      if (!file) return undefined;
      const usage = await readUsage(tx, schoolId);
      deleteFileIn(tx, schoolId, fileId, file, usage);
      return file;
    });
    if (gone) await removeObjects([gone.storagePath, gone.thumbPath]);
    await removeParts(schoolId, fileId);
  }
  await removeObjects(found.objects);
}

/** Every school's id, or the ones named. */
export async function schoolsToCheck(named: string[]): Promise<string[]> {
  if (named.length) return named;
  return (await db.collection('schools').listDocuments()).map((d) => d.id);
}
