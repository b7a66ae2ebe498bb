/**
 * storage.rules denies every client read and write: files go through the API, which checks the record a file belongs
 * to (docs/files.md). Locally the Storage emulator checks these with the deny-all stand-in for Google's rules runtime,
 * so this proves the emulator and the SDKs refuse every client operation, and that the Admin SDK (what the API uses)
 * is not held back by the rules.
 */
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage as adminStorage } from 'firebase-admin/storage';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../support/emulators';
import { DEFAULT_BUCKET, EVERYONE, SCHOOL_A, SCHOOL_B, storageAs, storageRulesEnvironment } from '../support/rules';

const FILES = {
  'school A': `schools/${SCHOOL_A}/assignments/rules-record-1/worksheet.pdf`,
  'school B': `schools/${SCHOOL_B}/assignments/rules-record-2/worksheet.pdf`,
  root: 'rules-root-file.txt',
} as const;
const LOCATIONS = Object.keys(FILES) as (keyof typeof FILES)[];
const CONTENT = new TextEncoder().encode('seen only through the API');

let env: RulesTestEnvironment;
const admin = initializeApp({ projectId: PROJECT_ID, storageBucket: DEFAULT_BUCKET }, 'storage-rules-test');
const bucket = adminStorage(admin).bucket();

async function unauthorized(operation: Promise<unknown>) {
  await expect(operation).rejects.toMatchObject({ code: 'storage/unauthorized' });
}

beforeAll(async () => {
  env = await storageRulesEnvironment();
  for (const path of Object.values(FILES)) await bucket.file(path).save(Buffer.from(CONTENT));
});
afterAll(async () => {
  for (const path of Object.values(FILES)) await bucket.file(path).delete({ ignoreNotFound: true });
  await env.cleanup();
  await deleteApp(admin);
});

describe('storage.rules: no client reads or writes anything', () => {
  const cases = EVERYONE.flatMap((who) => LOCATIONS.map((where) => [who, where] as const));

  it.each(cases)('%s cannot upload, overwrite or change metadata (%s)', async (who, where) => {
    const storage = storageAs(env, who);
    const existing = ref(storage, FILES[where]);
    const fresh = ref(storage, `${FILES[where]}.new`);
    await unauthorized(uploadBytes(fresh, CONTENT));
    await unauthorized(uploadBytes(existing, CONTENT));
    await unauthorized(updateMetadata(existing, { contentType: 'text/plain' }));
  });

  it.each(cases)('%s cannot download or read metadata (%s)', async (who, where) => {
    const file = ref(storageAs(env, who), FILES[where]);
    await unauthorized(getBytes(file));
    await unauthorized(getDownloadURL(file));
    await unauthorized(getMetadata(file));
  });

  it.each(cases)('%s cannot list the folder or delete (%s)', async (who, where) => {
    const storage = storageAs(env, who);
    const file = ref(storage, FILES[where]);
    await unauthorized(listAll(file.parent ?? ref(storage)));
    await unauthorized(list(ref(storage), { maxResults: 10 }));
    await unauthorized(deleteObject(file));
  });

  it('left every file as it was and created none', async () => {
    for (const path of Object.values(FILES)) {
      const [data] = await bucket.file(path).download();
      expect(new TextDecoder().decode(data)).toBe('seen only through the API');
      const [fresh] = await bucket.file(`${path}.new`).exists();
      expect(fresh).toBe(false);
    }
  });
});

describe('the Admin SDK (what the API uses)', () => {
  it("writes, reads, lists and deletes in the Functions emulator's default bucket", async () => {
    expect(bucket.name).toBe(`${PROJECT_ID}.appspot.com`);
    const file = bucket.file(`schools/${SCHOOL_A}/assignments/rules-record-3/notes.txt`);
    await file.save(Buffer.from('written by the API'), { contentType: 'text/plain' });
    const [data] = await file.download();
    expect(data.toString()).toBe('written by the API');
    const [files] = await bucket.getFiles({ prefix: `schools/${SCHOOL_A}/assignments/rules-record-3/` });
    expect(files.map((f) => f.name)).toEqual([file.name]);
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
  });

  it('writes and reads past the rules through the test environment as well', async () => {
    const path = `schools/${SCHOOL_B}/assignments/rules-record-4/photo.png`;
    await env.withSecurityRulesDisabled(async (ctx) => {
      const file = ref(ctx.storage(`gs://${DEFAULT_BUCKET}`), path);
      await uploadBytes(file, CONTENT);
      expect(new Uint8Array(await getBytes(file))).toEqual(CONTENT);
      await deleteObject(file);
    });
  });
});
