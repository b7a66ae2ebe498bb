/**
 * Files through the API: uploads in parts (each part retried after a lost connection, the whole cancellable), and
 * downloads through short links bound to the signed-in reader, fetched with their token and shown from memory.
 */
import type { ApiErrorBody } from '@academy/shared/api';
import type { FilePlace, FileRef, FileLink } from '@academy/shared/files';
import { callApi } from './api';
import { ApiError } from './api-error';
import { i18n } from './i18n';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the error's name, which code checks; no one reads it
const cancelled = () => new DOMException('', 'AbortError');

export interface UploadProgress {
  sent: number;
  total: number;
}

/** Waits, unless cancelled; while the phone is offline, until it is back. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      reject(cancelled());
    };
    const timer = setTimeout(() => (navigator.onLine ? done() : undefined), ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', stop, { once: true });
  });
}

async function token(): Promise<string | undefined> {
  return (await import('./firebase-app')).auth.currentUser?.getIdToken();
}

/** One part, by XMLHttpRequest (fetch cannot tell how much of a body has gone). Answers the bytes the server has. */
function sendPart(
  fileId: string,
  offset: number,
  part: Blob,
  signal: AbortSignal,
  onSent: (bytes: number) => void,
  idToken: string | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/files/uploadChunk?${new URLSearchParams({ fileId, offset: String(offset) }).toString()}`);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value, not text
    if (idToken) xhr.setRequestHeader('Authorization', `Bearer ${idToken}`);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP headers, not text
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP headers, not text
    xhr.setRequestHeader('Accept-Language', i18n.locale || 'en');
    xhr.upload.onprogress = (e) => onSent(e.loaded);
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal.removeEventListener('abort', abort);
    xhr.onabort = () => reject(cancelled());
    xhr.onerror = () => reject(new TypeError(xhr.statusText));
    xhr.onload = () => {
      let data: (ApiErrorBody & { received?: number }) | undefined;
      try {
        data = JSON.parse(xhr.responseText) as ApiErrorBody & { received?: number };
      } catch {
        data = undefined;
      }
      if (xhr.status === 200) resolve(data?.received ?? offset + part.size);
      else if (xhr.status === 409 && typeof data?.received === 'number') resolve(data.received);
      else reject(new ApiError(xhr.statusText, new Response(null, { status: xhr.status }), data));
    };
    xhr.send(part);
  });
}

const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

/** Whether to try a part again: the connection dropped, or the server was busy or failed, but never a refusal. */
const worthRetrying = (error: unknown) =>
  error instanceof TypeError || (error instanceof ApiError && (error.status >= 500 || error.status === 429));

export interface Upload {
  fileId: string;
  /** Where the server is: a retry carries on from there. */
  received: number;
}

/**
 * Sends a file: starts the upload (the server checks the record, the size, the count and the quota first), sends its
 * parts in order, then asks the server to check and store it. `resume` carries on an upload that stopped.
 */
export async function uploadFile(
  place: FilePlace,
  recordId: string,
  file: File,
  options: {
    signal: AbortSignal;
    onProgress: (p: UploadProgress) => void;
    onStarted?: (upload: Upload) => void;
    resume?: Upload;
    sharedWithGuardians?: boolean;
  },
): Promise<FileRef> {
  const { signal, onProgress } = options;
  let upload = options.resume;
  if (!upload) {
    const started = await callApi('startUpload', {
      place,
      recordId,
      name: file.name,
      bytes: file.size,
      ...(options.sharedWithGuardians === undefined ? {} : { sharedWithGuardians: options.sharedWithGuardians }),
    });
    upload = { fileId: started.fileId, received: 0 };
  }
  const fileId = upload.fileId;
  options.onStarted?.(upload);
  const chunk = 4 * 1024 * 1024;
  let offset = upload.received;
  let attempt = 0;
  while (offset < file.size) {
    if (signal.aborted) throw cancelled();
    const part = file.slice(offset, Math.min(file.size, offset + chunk));
    try {
      const from = offset;
      offset = await sendPart(
        fileId,
        offset,
        part,
        signal,
        (n) => onProgress({ sent: from + n, total: file.size }),
        await token(),
      );
      upload.received = offset;
      onProgress({ sent: offset, total: file.size });
      attempt = 0;
    } catch (error) {
      if (!worthRetrying(error) || attempt >= RETRY_DELAYS_MS.length) throw error;
      await pause(RETRY_DELAYS_MS[attempt++]!, signal);
    }
  }
  return (await callApi('finishUpload', { fileId })).file;
}

/** Stops an upload for good: the server forgets its parts. */
export async function abandonUpload(fileId: string): Promise<void> {
  await callApi('deleteFile', { fileId }).catch(() => undefined);
}

const links = new Map<string, FileLink>();

/** Links for files, kept until shortly before they expire. */
export async function linksFor(fileIds: readonly string[]): Promise<Map<string, FileLink>> {
  const now = Date.now();
  const missing = fileIds.filter((id) => !((links.get(id)?.expiresAt ?? 0) > now + 30_000));
  if (missing.length) {
    const answer = await callApi('fileLinks', { fileIds: [...new Set(missing)] });
    for (const link of answer.links) links.set(link.fileId, link);
  }
  return new Map(fileIds.flatMap((id) => (links.has(id) ? [[id, links.get(id)!] as const] : [])));
}

/** Links the server gave with another answer (a class's photos), kept as if asked for. */
export function keepLinks(given: readonly FileLink[]): void {
  for (const link of given) links.set(link.fileId, link);
}

const blobs = new Map<string, Promise<string>>();

/** The file's bytes (or its thumbnail's) as an address this page can show or save; fetched once per page. */
export function fileAddress(fileId: string, variant: 'full' | 'thumb' = 'full'): Promise<string> {
  const key = `${fileId}:${variant}`;
  let address = blobs.get(key);
  if (!address) {
    address = (async () => {
      const link = (await linksFor([fileId])).get(fileId);
      const url = variant === 'thumb' ? link?.thumbUrl : link?.url;
      if (!url) throw new ApiError(String(404), new Response(null, { status: 404 }), undefined);
      const idToken = await token();
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value, not text
      const headers: Record<string, string> = idToken ? { Authorization: `Bearer ${idToken}` } : {};
      const response = await fetch(url, { headers });
      if (!response.ok) {
        const data = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
        throw new ApiError(response.statusText, response, data);
      }
      return URL.createObjectURL(await response.blob());
    })();
    address.catch(() => blobs.delete(key));
    blobs.set(key, address);
  }
  return address;
}

/** Saves a file to the device under its name. */
export async function saveFile(file: FileRef): Promise<void> {
  const a = document.createElement('a');
  a.href = await fileAddress(file.fileId);
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Fetches a download link of the API with the reader's token and saves what it sends under `name`. */
export async function saveDownload(url: string, name: string): Promise<void> {
  const idToken = await token();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value, not text
  const headers: Record<string, string> = idToken ? { Authorization: `Bearer ${idToken}` } : {};
  const response = await fetch(url, { headers });
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new ApiError(response.statusText, response, data);
  }
  const address = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = address;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
