/** Files through the API as a test sends them: a whole upload in parts, and links for files. */
import { CHUNK_BYTES } from '@academy/shared/files';
import { expect } from 'vitest';
import { APP_URL, callApi } from './emulators';
import { type DemoCaller, post, tokenOf } from './school-api';

export type FileAnswer = Record<string, unknown> & { status: number; message?: string };

/** Starts, sends every part of and finishes an upload; the first refusal is the answer. */
export async function upload(who: DemoCaller, place: string, recordId: string, name: string, bytes: Buffer) {
  const started = await post(who, '/files/startUpload', { place, recordId, name, bytes: bytes.length });
  if (started.status !== 200) return { status: started.status, body: started.body as unknown as FileAnswer };
  const { fileId } = started.body as unknown as { fileId: string };
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    const url = new URL('/api/files/uploadChunk', APP_URL);
    url.searchParams.set('fileId', fileId);
    url.searchParams.set('offset', String(offset));
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenOf(who)}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes.subarray(offset, offset + CHUNK_BYTES)),
    });
    expect(res.status).toBe(200);
  }
  const finished = await post(who, '/files/finishUpload', { fileId });
  return { status: finished.status, body: { ...(finished.body as unknown as FileAnswer), fileId } };
}

export const linksOf = (who: DemoCaller | undefined, fileIds: string[]) =>
  callApi<FileAnswer & { links?: { fileId: string; url: string; thumbUrl: string | null }[] }>('POST', '/files/links', {
    token: who ? tokenOf(who) : undefined,
    body: { fileIds },
  });
