/** Files through the API as the web app sends them: up in parts, then read back through a link made for the reader. */
import { CHUNK_BYTES, type FileDoc, type FileUsageDoc } from '@academy/shared/files';
import { expect } from 'vitest';
import { APP_URL, storageBucket } from './emulators';
import { post, record, tokenOf, type DemoCaller } from './school-api';

export type Answer = Record<string, unknown> & { status: number; message?: string };
export type Link = { fileId: string; url: string; thumbUrl: string | null };

/** A small PDF of `size` bytes, enough for the server's sniffing to call it a PDF. */
export const PDF = (size = 2000) => {
  const head = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n');
  const body = Buffer.alloc(Math.max(0, size - head.length - 6), 0x20);
  return Buffer.concat([head, body, Buffer.from('%%EOF\n')]);
};

/** An MP3 frame header, enough for the server's sniffing to call it sound. */
export const MP3 = (size = 3000) => {
  const frame = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...Array<number>(413).fill(0)]);
  return Buffer.concat(Array.from({ length: Math.ceil(size / frame.length) }, () => frame)).subarray(0, size);
};

/** One part of an upload, sent at `offset`. */
export async function partAt(who: DemoCaller, fileId: string, offset: number, part: Buffer) {
  const url = new URL('/api/files/uploadChunk', APP_URL);
  url.searchParams.set('fileId', fileId);
  url.searchParams.set('offset', String(offset));
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokenOf(who)}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(part),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

/** Every part of `bytes` from `from` on, each of which must be taken. */
export async function sendParts(who: DemoCaller, fileId: string, bytes: Buffer, from = 0) {
  for (let offset = from; offset < bytes.length; offset += CHUNK_BYTES) {
    const res = await partAt(who, fileId, offset, bytes.subarray(offset, offset + CHUNK_BYTES));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/**
 * Start, parts and finish; the answer of the start if it refused, else of the finish, with the file's id. `start` adds
 * to what the start says (a student document's `sharedWithGuardians`).
 */
export async function upload(
  who: DemoCaller,
  place: string,
  recordId: string,
  name: string,
  bytes: Buffer,
  start: Record<string, unknown> = {},
) {
  const started = await post(who, '/files/startUpload', { place, recordId, name, bytes: bytes.length, ...start });
  if (started.status !== 200) return { status: started.status, body: started.body as unknown as Answer };
  const { fileId } = started.body as unknown as { fileId: string };
  await sendParts(who, fileId, bytes);
  const finished = await post(who, '/files/finishUpload', { fileId });
  return { status: finished.status, body: { ...(finished.body as unknown as Answer), fileId } };
}

/** The caller's links to the files, and how many documents the server read to decide them. */
export async function linksOf(who: DemoCaller | undefined, fileIds: string[]) {
  const res = await fetch(new URL('/api/files/links', APP_URL), {
    method: 'POST',
    headers: { ...(who ? { authorization: `Bearer ${tokenOf(who)}` } : {}), 'content-type': 'application/json' },
    body: JSON.stringify({ fileIds }),
  });
  const body = (await res.json()) as Answer & { links?: Link[] };
  return { status: res.status, body, documentsRead: Number(res.headers.get('x-documents-read') ?? NaN) };
}

/** A link followed with the caller's token, as the web app does. */
export async function download(who: DemoCaller | undefined, url: string) {
  const res = await fetch(new URL(url, APP_URL), {
    headers: who ? { authorization: `Bearer ${tokenOf(who)}` } : {},
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

export const usage = async () => (await record('fileUsage/summary')) as FileUsageDoc | undefined;
export const fileRecord = async (id: string) => (await record(`files/${id}`)) as FileDoc | undefined;
export const objectsUnder = async (prefix: string) =>
  (await storageBucket().getFiles({ prefix }))[0].map((f) => f.name);
