/**
 * Uploads in parts, downloads through short links bound to their reader, and removal. Every route checks the record
 * the file belongs to (file-places.ts), as its own screen would; nothing a client says about a file is believed until
 * its bytes have been read.
 */
import {
  CHUNK_BYTES,
  cleanFileName,
  DEFAULT_QUOTA_BYTES,
  EXTENSIONS,
  type FileDoc,
  type FileKind,
  type FileRef,
  PLACE_POLICIES,
  SHOWN_INLINE,
  sizeInMegabytes,
} from '@academy/shared/files';
import type { DocumentData } from 'firebase-admin/firestore';
import { buffer } from 'node:stream/consumers';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, HttpError, notFound, say, type Sentence } from '../../lib/errors';
import { PLACE_RULES, readOnce, readsOfThisRequest, withReadsOfOneRequest } from '../../lib/file-places';
import {
  bucket,
  changeUsage,
  chunkCount,
  chunkPath,
  deleteFileIn,
  fileRefOf,
  filesOf,
  linkFor,
  linkHolds,
  partsStream,
  readUsage,
  removeObjects,
  removeParts,
  sniff,
  storableImage,
  storeBuffer,
  storedBytes,
  storedPath,
  storeStream,
} from '../../lib/files';
import { db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';
import { logs } from '../../logs';

const MESSAGES = {
  tooBig: /*i18n*/ {
    id: 'api.files.too-big',
    message: '{name} is {size} MB: files here may be at most {max} MB. Choose a smaller file.',
  },
  tooMany: /*i18n*/ {
    id: 'api.files.too-many',
    message:
      'This already has {max, plural, one {# file, the most it takes} other {# files, the most it takes}}: remove one first.',
  },
  quota: /*i18n*/ {
    id: 'api.files.quota',
    message: "The school's storage is full ({used} of {quota} MB used): ask the office to free some space.",
  },
  noUpload: /*i18n*/ { id: 'api.files.no-upload', message: 'No upload {id} of yours is under way: start it again.' },
  resume: /*i18n*/ {
    id: 'api.files.resume',
    message: 'The server has the first {received} bytes of this file: carry on from there.',
  },
  partSize: /*i18n*/ {
    id: 'api.files.part-size',
    message: 'This part of the file is {got} bytes where {expected} were expected: send it again.',
  },
  partOffset: /*i18n*/ {
    id: 'api.files.part-offset',
    message: 'A part must start at a multiple of {chunk} bytes.',
  },
  incomplete: /*i18n*/ {
    id: 'api.files.incomplete',
    message: 'Only {received} of {bytes} bytes of {name} have arrived: send the rest first.',
  },
  notAccepted: /*i18n*/ {
    id: 'api.files.not-accepted',
    message: '{name} is not a file this takes: by its contents it is not {kinds}. Choose another file.',
  },
  notImage: /*i18n*/ {
    id: 'api.files.not-image',
    message: '{name} could not be read as a picture: it may be damaged. Choose another file.',
  },
  noFile: /*i18n*/ { id: 'api.files.not-found', message: 'That file was not found.' },
  notYours: /*i18n*/ {
    id: 'api.files.link-not-yours',
    message: 'This link was made for someone else: open the file from its page in Academy.',
  },
  expired: /*i18n*/ {
    id: 'api.files.link-expired',
    message: 'This link has expired: open the file again from its page in Academy.',
  },
  removed: /*i18n*/ { id: 'api.files.removed', message: '{name} removed.' },
};

/** The kinds of files, as a person reads them in a refusal. */
const KIND_WORDS: Record<FileKind, Sentence> = {
  image: say(/*i18n*/ { id: 'files.kind.image', message: 'a photo or picture' }),
  pdf: say(/*i18n*/ { id: 'files.kind.pdf', message: 'a PDF' }),
  office: say(/*i18n*/ { id: 'files.kind.office', message: 'an Office or OpenDocument file' }),
  video: say(/*i18n*/ { id: 'files.kind.video', message: 'a video' }),
  audio: say(/*i18n*/ { id: 'files.kind.audio', message: 'a sound recording' }),
  zip: say(/*i18n*/ { id: 'files.kind.zip', message: 'a ZIP archive' }),
};

const tooBig = (name: string, bytes: number, max: number) =>
  new HttpError(413, say(MESSAGES.tooBig, { name, size: sizeInMegabytes(bytes), max: sizeInMegabytes(max) }), {
    limitBytes: max,
  });

function quotaCheck(usage: { bytes: number; quotaBytes: number } | undefined, adding: number) {
  const used = usage?.bytes ?? 0;
  const quota = usage?.quotaBytes ?? DEFAULT_QUOTA_BYTES;
  if (used + adding > quota)
    throw new HttpError(413, say(MESSAGES.quota, { used: sizeInMegabytes(used), quota: sizeInMegabytes(quota) }), {
      limitBytes: quota,
    });
}

/** A field of the owner record, which may be nested in a map (`lectureFiles.L3`). */
const valueAt = (owner: DocumentData | undefined, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as DocumentData)[key] : undefined), owner);

const listOf = (owner: DocumentData | undefined, field: string): FileRef[] => {
  const value = valueAt(owner, field);
  return Array.isArray(value) ? (value as FileRef[]) : [];
};

/** The owner's field that holds this record's files: the place's, or one of its record's own (a lecture's in its course). */
const fieldOf = (rules: (typeof PLACE_RULES)[keyof typeof PLACE_RULES], recordId: string) =>
  rules.fieldFor?.(recordId) ?? rules.field;

async function uploaderName(caller: Caller): Promise<string> {
  const user = (await db.doc(`users/${caller.uid}`).get()).data();
  return typeof user?.username === 'string' && user.username ? user.username : (caller.email ?? caller.uid);
}

export const startUpload: Handler<'startUpload'> = async (input, { caller }) => {
  const policy = PLACE_POLICIES[input.place];
  const rules = PLACE_RULES[input.place];
  const name = cleanFileName(input.name);
  const by = await uploaderName(caller);
  return db.runTransaction(async (tx) => {
    const owner = (await tx.get(rules.owner(caller, input.recordId))).data();
    const limits = (await rules.mayAttach(caller, owner, tx, input.recordId)) ?? {};
    const usage = await readUsage(tx, caller.school_id);
    const maxBytes = Math.min(limits.maxBytes ?? policy.maxBytes, policy.maxBytes);
    const maxFiles = limits.maxFiles ?? policy.maxFiles;
    if (input.bytes > maxBytes) throw tooBig(name, input.bytes, maxBytes);
    if (!rules.single && listOf(owner, fieldOf(rules, input.recordId)).length >= maxFiles)
      throw badRequest(say(MESSAGES.tooMany, { max: maxFiles }));
    quotaCheck(usage, input.bytes);
    const ref = filesOf(caller.school_id).doc();
    const record: FileDoc = {
      place: input.place,
      recordId: input.recordId,
      module: policy.module,
      status: 'uploading',
      name,
      bytes: input.bytes,
      received: 0,
      type: null,
      kind: null,
      hash: null,
      storagePath: storedPath(caller.school_id, policy.module, input.recordId, ref.id),
      thumbPath: null,
      uploadedByUid: caller.uid,
      uploadedByName: by,
      createdAt: Date.now(),
      readyAt: null,
      // A student's document is for staff only unless the office says otherwise; no other file carries the choice.
      ...(input.place === 'studentDocument' ? { sharedWithGuardians: input.sharedWithGuardians ?? false } : {}),
    };
    tx.create(ref, record);
    return { status: 200 as const, fileId: ref.id, chunkBytes: CHUNK_BYTES };
  });
};

async function ownUpload(caller: Caller, fileId: string) {
  const ref = filesOf(caller.school_id).doc(fileId);
  const file = (await ref.get()).data() as FileDoc | undefined;
  if (!file || file.uploadedByUid !== caller.uid || file.status !== 'uploading')
    throw notFound(say(MESSAGES.noUpload, { id: fileId }));
  return { ref, file };
}

/** One part of a file, in order: a part sent again after a lost answer is told where the server is. */
export const uploadChunk: Handler<'uploadChunk'> = async ({ fileId, offset }, { caller, raw }) => {
  const { ref, file } = await ownUpload(caller, fileId);
  const body = raw.body ?? Buffer.alloc(0);
  if (offset % CHUNK_BYTES !== 0) throw badRequest(say(MESSAGES.partOffset, { chunk: CHUNK_BYTES }));
  if (offset !== file.received)
    throw new HttpError(409, say(MESSAGES.resume, { received: file.received }), { received: file.received });
  const expected = Math.min(CHUNK_BYTES, file.bytes - offset);
  if (body.length !== expected) throw badRequest(say(MESSAGES.partSize, { got: body.length, expected }));
  await bucket()
    .file(chunkPath(caller.school_id, fileId, offset / CHUNK_BYTES))
    .save(body, { resumable: false, contentType: 'application/octet-stream' });
  const received = offset + body.length;
  await db.runTransaction(async (tx) => {
    const now = (await tx.get(ref)).data() as FileDoc | undefined;
    if (!now || now.status !== 'uploading') throw notFound(say(MESSAGES.noUpload, { id: fileId }));
    // The same part sent twice at once: both wrote the same bytes to the same place.
    if (now.received === received) return;
    if (now.received !== offset)
      throw new HttpError(409, say(MESSAGES.resume, { received: now.received }), { received: now.received });
    tx.update(ref, { received });
  });
  return { status: 200 as const, received };
};

/** The name a stored file keeps, with the extension its stored type has (a photo stored as JPEG ends in .jpg). */
function nameFor(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  if (!extension) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return cleanFileName(`${stem}.${extension}`);
}

/** Once every part is in: the bytes decide what the file is; images are cleaned; the file joins its record. */
export const finishUpload: Handler<'finishUpload'> = async ({ fileId }, { caller }) => {
  const school = caller.school_id;
  const { ref, file } = await ownUpload(caller, fileId);
  if (file.received !== file.bytes)
    throw conflict(say(MESSAGES.incomplete, { received: file.received, bytes: file.bytes, name: file.name }));
  const policy = PLACE_POLICIES[file.place];
  const rules = PLACE_RULES[file.place];
  const parts = chunkCount(file.bytes);
  // Whatever happens next, nothing half-written stays: the parts always go, and so does the record on a refusal.
  const discard = async (stored: (string | null)[]) => {
    await removeObjects(stored);
    await removeParts(school, fileId);
    await ref.delete();
  };
  const [head] = await bucket()
    .file(chunkPath(school, fileId, 0))
    .download({ start: 0, end: 4099 });
  const sniffed = await sniff(head);
  if (!sniffed || !policy.kinds.includes(sniffed.kind)) {
    await discard([]);
    const kinds = policy.kinds.map((k) => KIND_WORDS[k]);
    throw badRequest(say(MESSAGES.notAccepted, { name: file.name, kinds }));
  }

  let stored: { hash: string; bytes: number; type: string; name: string; thumbPath: string | null };
  try {
    if (sniffed.kind === 'image') {
      let image: Awaited<ReturnType<typeof storableImage>>;
      try {
        image = await storableImage(await buffer(partsStream(school, fileId, parts)), sniffed.type);
      } catch (error) {
        logs.imageUnreadable(fileId, error);
        await discard([]);
        throw badRequest(say(MESSAGES.notImage, { name: file.name }));
      }
      const thumbPath = `${file.storagePath}_thumb`;
      const main = await storeBuffer(image.main, file.storagePath, image.mainType);
      await storeBuffer(image.thumb, thumbPath, 'image/jpeg');
      stored = { ...main, type: image.mainType, name: nameFor(file.name, image.mainType), thumbPath };
    } else {
      const streamed = await storeStream(partsStream(school, fileId, parts), file.storagePath, sniffed.type);
      stored = { ...streamed, type: sniffed.type, name: file.name, thumbPath: null };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    await discard([file.storagePath, `${file.storagePath}_thumb`]);
    throw error;
  }

  let replaced: { id: string; file: FileDoc } | undefined;
  let fileRef: FileRef;
  try {
    fileRef = await db.runTransaction(async (tx) => {
      const now = (await tx.get(ref)).data() as FileDoc | undefined;
      if (!now || now.status !== 'uploading') throw notFound(say(MESSAGES.noUpload, { id: fileId }));
      const ownerRef = rules.owner(caller, file.recordId);
      const owner = (await tx.get(ownerRef)).data();
      const limits = (await rules.mayAttach(caller, owner, tx, file.recordId)) ?? {};
      const usage = await readUsage(tx, school);
      const field = fieldOf(rules, file.recordId);
      const list = listOf(owner, field);
      const previous = rules.single ? (valueAt(owner, field) as FileRef | null | undefined) : undefined;
      const previousFile = previous ? ((await tx.get(filesOf(school).doc(previous.fileId))).data() as FileDoc) : null;
      const maxFiles = limits.maxFiles ?? policy.maxFiles;
      if (!rules.single && list.length >= maxFiles) throw badRequest(say(MESSAGES.tooMany, { max: maxFiles }));
      quotaCheck(usage, stored.bytes - (previousFile?.bytes ?? 0));
      const ready: FileDoc = {
        ...now,
        status: 'ready',
        name: stored.name,
        bytes: stored.bytes,
        received: now.received,
        type: stored.type,
        kind: sniffed.kind,
        hash: stored.hash,
        thumbPath: stored.thumbPath,
        readyAt: Date.now(),
      };
      const made = fileRefOf(fileId, ready);
      tx.set(ref, ready);
      const value = rules.single ? made : [...list, made];
      // A record that keeps only files (a student's photo and documents) is made with its first file; the place's
      // mayAttach has already decided the record it belongs to exists.
      if (owner) tx.update(ownerRef, { [field]: value });
      else tx.set(ownerRef, { [field]: value });
      if (previous && previousFile) {
        // One file in its place (a photo, a logo): the new one takes the old one's place in the usage too.
        tx.delete(filesOf(school).doc(previous.fileId));
        changeUsage(tx, school, usage, policy.module, stored.bytes - previousFile.bytes, 0);
        replaced = { id: previous.fileId, file: previousFile };
      } else {
        changeUsage(tx, school, usage, policy.module, stored.bytes, 1);
      }
      writeAudit(tx, caller, {
        action: 'file.added',
        target: `files/${fileId}`,
        before: null,
        after: { place: file.place, recordId: file.recordId, name: stored.name, bytes: stored.bytes },
      });
      return made;
    });
    await removeParts(school, fileId);
    if (replaced) await removeObjects([replaced.file.storagePath, replaced.file.thumbPath]);
  } catch (error) {
    await discard([file.storagePath, stored.thumbPath]);
    throw error;
  }
  // The file is in: copies of the owner's list elsewhere (a piece of work's submissions) follow it.
  await rules.afterChange?.(caller, file.recordId);
  return { status: 200 as const, file: fileRef };
};

/** The file's record and its owner's, and whether the caller may read it (reads shared within the request). */
async function readable(caller: Caller, file: FileDoc | undefined) {
  if (!file || file.status !== 'ready') return undefined;
  const rules = PLACE_RULES[file.place];
  // The owner's path under the caller's school: `courses/c1`, or '' when the owner is the school itself (its logo).
  const ownerPath = rules.owner(caller, file.recordId).path.split('/').slice(2).join('/');
  const owner = await readOnce(caller, ownerPath);
  return (await rules.mayRead(caller, owner, file)) ? file : undefined;
}

/**
 * Links for the files the caller may read, each good for minutes and only for them. The files' records are read in
 * one call, and each owner record (and what deciding needs, a class) once: ten files of one hand-in read 12 documents.
 */
export const fileLinks: Handler<'fileLinks'> = async ({ fileIds }, { caller, reportReads }) =>
  withReadsOfOneRequest(async () => {
    const unique = [...new Set(fileIds)];
    const snaps = await db.getAll(...unique.map((id) => filesOf(caller.school_id).doc(id)));
    const links = await Promise.all(
      snaps.map(async (snap) => {
        const file = await readable(caller, snap.data() as FileDoc | undefined);
        if (!file) return undefined;
        const full = await linkFor(caller, snap.id, 'full');
        const thumb = file.thumbPath ? await linkFor(caller, snap.id, 'thumb') : undefined;
        return { fileId: snap.id, url: full.url, thumbUrl: thumb?.url ?? null, expiresAt: full.expires };
      }),
    );
    reportReads(snaps.length + readsOfThisRequest());
    const found = links.filter((l): l is NonNullable<typeof l> => !!l);
    if (!found.length) throw notFound(say(MESSAGES.noFile));
    return { status: 200 as const, links: found };
  });

/** A file's bytes: the link must be the caller's own and current, and the record must still be theirs to read. */
export const downloadFile: Handler<'downloadFile'> = async (input, { caller }) => {
  const held = await linkHolds(caller, input);
  if (held === 'not-yours') throw forbidden(say(MESSAGES.notYours));
  if (held === 'expired') throw new HttpError(410, say(MESSAGES.expired));
  const file = await readable(
    caller,
    (await filesOf(caller.school_id).doc(input.file).get()).data() as FileDoc | undefined,
  );
  if (!file?.type || !file.kind) throw notFound(say(MESSAGES.noFile));
  return {
    file: true as const,
    ...(await storedBytes(file, input.variant)),
    name: file.name,
    inline: SHOWN_INLINE.includes(file.kind),
  };
};

/** Removes a file from its record (or an upload that never finished): its record, its bytes and its share of usage. */
export const deleteFile: Handler<'deleteFile'> = async ({ fileId }, { caller }) => {
  const school = caller.school_id;
  const ref = filesOf(school).doc(fileId);
  const file = (await ref.get()).data() as FileDoc | undefined;
  if (!file) throw notFound(say(MESSAGES.noFile));
  const rules = PLACE_RULES[file.place];
  if (file.status === 'uploading') {
    if (file.uploadedByUid !== caller.uid) throw notFound(say(MESSAGES.noFile));
    await removeParts(school, fileId);
    await ref.delete();
    return { status: 200 as const, message: say(MESSAGES.removed, { name: file.name }), id: fileId };
  }
  await db.runTransaction(async (tx) => {
    const now = (await tx.get(ref)).data() as FileDoc | undefined;
    if (!now) throw notFound(say(MESSAGES.noFile));
    const ownerRef = rules.owner(caller, file.recordId);
    const owner = (await tx.get(ownerRef)).data();
    if (!(await rules.mayRead(caller, owner, now)) || !(await rules.mayDelete(caller, owner, now))) throw forbidden();
    const usage = await readUsage(tx, school);
    if (owner) {
      const field = fieldOf(rules, file.recordId);
      const value = rules.single
        ? (valueAt(owner, field) as FileRef | null | undefined)?.fileId === fileId
          ? null
          : valueAt(owner, field)
        : listOf(owner, field).filter((f) => f.fileId !== fileId);
      tx.update(ownerRef, { [field]: value ?? null });
    }
    deleteFileIn(tx, school, fileId, now, usage);
    writeAudit(tx, caller, {
      action: 'file.removed',
      target: `files/${fileId}`,
      before: { place: now.place, recordId: now.recordId, name: now.name, bytes: now.bytes },
      after: null,
    });
  });
  await removeObjects([file.storagePath, file.thumbPath]);
  await rules.afterChange?.(caller, file.recordId);
  return { status: 200 as const, message: say(MESSAGES.removed, { name: file.name }), id: fileId };
};
