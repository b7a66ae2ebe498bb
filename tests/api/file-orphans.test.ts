import { type CourseDoc, lectureFileKey, storedLectureId } from '@academy/shared/course';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type FileDoc, type FileUsageDoc } from '@academy/shared/files';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, storageBucket } from '../support/emulators';
import { PDF, upload, usage } from '../support/files';
import { post, record, SCHOOL, signInAll } from '../support/school-api';

/**
 * `npm run files:orphans` against the emulators: one of each kind of unused file is planted beside a file in use and an
 * upload under way; the script lists exactly the planted ones, and with --remove removes them and the usage they
 * counted, leaving the rest alone.
 */
const TEACHER = 'teacher@demo-academy.test';
const path = (p: string) => `schools/${SCHOOL}/${p}`;
const DAY = 24 * 60 * 60_000;

interface Found {
  schoolId: string;
  objects: string[];
  unowned: { fileId: string; reason: string }[];
  staleUploads: { fileId: string }[];
}

async function orphans(...flags: string[]): Promise<Found> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/file-orphans.ts', '--json', ...flags, SCHOOL], {
    env: process.env,
  });
  const answer = JSON.parse(stdout.trim().split('\n').pop()!) as { schools: Found[] };
  return answer.schools[0]!;
}

const letter = PDF(1500);
const exists = async (name: string) => (await storageBucket().file(name).exists())[0];

/** A `files` record and its object, as if stored through the API, counted in the school's usage. */
async function plant(id: string, file: Partial<FileDoc> & Pick<FileDoc, 'place' | 'recordId' | 'module' | 'status'>) {
  const storagePath = path(`${file.module}/${file.recordId}/${id}`);
  const doc: FileDoc = {
    name: `${id}.pdf`,
    bytes: letter.length,
    received: letter.length,
    type: 'application/pdf',
    kind: 'pdf',
    hash: null,
    storagePath,
    thumbPath: null,
    uploadedByUid: 'demo-teacher',
    uploadedByName: 'Test',
    createdAt: Date.now(),
    readyAt: Date.now(),
    ...file,
  };
  const { db } = admin();
  await db.runTransaction(async (tx) => {
    const ref = db.doc(path('fileUsage/summary'));
    const now = (await tx.get(ref)).data() as FileUsageDoc | undefined;
    tx.set(db.doc(path(`files/${id}`)), doc);
    if (doc.status !== 'ready') return;
    const mod = now?.byModule[doc.module] ?? { bytes: 0, files: 0 };
    tx.set(ref, {
      bytes: (now?.bytes ?? 0) + doc.bytes,
      files: (now?.files ?? 0) + 1,
      byModule: { ...now?.byModule, [doc.module]: { bytes: mod.bytes + doc.bytes, files: mod.files + 1 } },
      quotaBytes: now?.quotaBytes ?? 20_000_000_000,
      updatedAt: Date.now(),
    });
  });
  if (doc.status === 'ready') await storageBucket().file(storagePath).save(letter);
  else
    await storageBucket()
      .file(path(`uploads/${id}/00000`))
      .save(letter);
}

const stray = path('news/no-such-post/orphan-object');
let inUse = '';

beforeAll(async () => {
  await signInAll();
  // A file in use: a lecture's, through the API (keyed as the course holds its second lecture now).
  const course = (await admin().db.doc(path('courses/course-alg-7')).get()).data() as CourseDoc;
  const first = course.modules[0]!;
  const res = await upload(
    TEACHER,
    'lecture',
    `course-alg-7_${lectureFileKey(storedLectureId(first, first.lectures[1]!))}`,
    'in-use.pdf',
    letter,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  inUse = String(res.body.fileId);
});

afterAll(async () => {
  await post(TEACHER, '/files/delete', { fileId: inUse });
  await admin().db.doc(path('courses/course-alg-7')).update({ lectureFiles: FieldValue.delete() });
  for (const id of ['orphan-fresh-upload']) {
    await admin()
      .db.doc(path(`files/${id}`))
      .delete();
    await storageBucket().deleteFiles({ prefix: path(`uploads/${id}/`) });
  }
});

describe('npm run files:orphans', () => {
  let before: FileUsageDoc | undefined;

  it('lists an object without a record, files whose record is gone or does not list them, and an old upload', async () => {
    before = await usage();
    await storageBucket().file(stray).save(letter);
    await plant('orphan-owner-gone', {
      place: 'workResource',
      recordId: 'no-such-assignment',
      module: 'work',
      status: 'ready',
    });
    await plant('orphan-not-listed', {
      place: 'lecture',
      recordId: 'course-alg-7_2-1',
      module: 'courses',
      status: 'ready',
    });
    await plant('orphan-old-upload', {
      place: 'handIn',
      recordId: 'no-such-submission',
      module: 'handIns',
      status: 'uploading',
      createdAt: Date.now() - 2 * DAY,
      readyAt: null,
    });
    await plant('orphan-fresh-upload', {
      place: 'handIn',
      recordId: 'no-such-submission',
      module: 'handIns',
      status: 'uploading',
      readyAt: null,
    });

    const found = await orphans();
    expect(found.objects).toContain(stray);
    expect(found.unowned).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fileId: 'orphan-owner-gone', reason: 'owner-gone' }),
        expect.objectContaining({ fileId: 'orphan-not-listed', reason: 'not-listed' }),
      ]),
    );
    expect(found.staleUploads.map((s) => s.fileId)).toContain('orphan-old-upload');
    // What is in use, and an upload under way, are not unused.
    const named = [...found.objects, ...found.unowned.map((u) => u.fileId), ...found.staleUploads.map((s) => s.fileId)];
    expect(named.some((n) => n.includes(inUse))).toBe(false);
    expect(named.some((n) => n.includes('orphan-fresh-upload'))).toBe(false);
    // Listing removes nothing.
    expect(await exists(stray)).toBe(true);
    expect(await record('files/orphan-owner-gone')).toBeDefined();
  });

  it('--remove removes them, and the usage they counted, and leaves the rest', async () => {
    await orphans('--remove');
    expect(await exists(stray)).toBe(false);
    for (const id of ['orphan-owner-gone', 'orphan-not-listed', 'orphan-old-upload'])
      expect(await record(`files/${id}`), id).toBeUndefined();
    expect(await exists(path('work/no-such-assignment/orphan-owner-gone'))).toBe(false);
    expect(await exists(path('courses/course-alg-7_2-1/orphan-not-listed'))).toBe(false);
    expect(await exists(path('uploads/orphan-old-upload/00000'))).toBe(false);
    expect((await usage())?.bytes).toBe(before?.bytes);
    expect((await usage())?.files).toBe(before?.files);
    // Untouched: the file in use and the upload under way.
    expect((await record(`files/${inUse}`))?.status).toBe('ready');
    expect(await exists(path('uploads/orphan-fresh-upload/00000'))).toBe(true);
    const again = await orphans();
    expect(again.unowned.map((u) => u.fileId)).not.toContain('orphan-owner-gone');
    expect(again.objects).not.toContain(stray);
  });
});
