import type { FileRef } from '@academy/shared/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi } from '../support/emulators';
import { type Answer, download, fileRecord, linksOf, PDF, upload, usage } from '../support/files';
import { ADMIN, post, record, SCHOOL, signInAll, tokenOf, type DemoCaller } from '../support/school-api';

/**
 * What the office keeps about a student: Aisha's (student-01 of 7A) photo, seen by the office and Mrs Okafor (teacher@,
 * 7A) only, and her documents, each staff only or shared with her parent (parent@). Aisha herself, the other school's
 * Admin and a visitor get nothing; a document's name never reaches a family it is not shared with.
 */
const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const OTHER_ADMIN = 'admin@northside.test';
const AISHA = 'student-01';

const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 1600, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

const call = <T>(who: DemoCaller | undefined, path: string, body: unknown) =>
  callApi<Answer & T>('POST', path, { token: who ? tokenOf(who) : undefined, body });
const filesOf = (who: DemoCaller | undefined, studentId = AISHA) =>
  call<{ photo: FileRef | null; documents: FileRef[] }>(who, '/files/student', { studentId });

async function readBy(who: DemoCaller, fileId: string, variant: 'url' | 'thumbUrl' = 'url') {
  const links = await linksOf(who, [fileId]);
  if (links.status !== 200) return links.status;
  return (await download(who, links.body.links![0]![variant]!)).res.status;
}

/** A call's answer and how many documents the server says it read. */
async function withReads<T>(who: DemoCaller, path: string, body: unknown) {
  const res = await fetch(new URL(`/api${path}`, 'http://127.0.0.1:5000'), {
    method: 'POST',
    headers: { authorization: `Bearer ${tokenOf(who)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, reads: Number(res.headers.get('x-documents-read')), body: (await res.json()) as T };
}

beforeAll(signInAll);

describe("a student's photo", () => {
  let photoId = '';
  afterAll(async () => {
    if (photoId) await post(ADMIN, '/files/delete', { fileId: photoId });
  });

  it('the office uploads it: stored without its location, with a thumbnail, on the staff-only record', async () => {
    const before = (await usage())?.byModule.photos ?? { bytes: 0, files: 0 };
    const res = await upload(ADMIN, 'pupilPhoto', AISHA, 'aisha.jpg', await photo('#3a6'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    photoId = String(res.body.fileId);
    expect((await record(`studentFiles/${AISHA}`))?.photo).toMatchObject({
      fileId: photoId,
      kind: 'image',
      thumb: true,
    });
    expect((await usage())?.byModule.photos?.files).toBe(before.files + 1);
    // The student's own record, which Aisha and her parent read, says nothing about it.
    const student = await record(`students/${AISHA}`);
    expect(JSON.stringify(student)).not.toContain(photoId);
  });

  it('a new photo takes the old one’s place: one file, the old one gone', async () => {
    const files = (await usage())?.byModule.photos?.files;
    const res = await upload(ADMIN, 'pupilPhoto', AISHA, 'aisha-2026.jpg', await photo('#36a'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await fileRecord(photoId)).toBeUndefined();
    photoId = String(res.body.fileId);
    expect((await usage())?.byModule.photos?.files).toBe(files);
  });

  it('is seen by the office and the class’s teacher, never by the family or another school', async () => {
    expect(await readBy(ADMIN, photoId)).toBe(200);
    expect(await readBy(TEACHER, photoId, 'thumbUrl')).toBe(200);
    for (const who of [STUDENT, PARENT, OTHER_ADMIN] as const)
      expect((await linksOf(who, [photoId])).status, who).toBe(404);
    expect((await filesOf(PARENT)).body.photo).toBeNull();
  });

  it('shows on the class’s register: one call gives every face of 7A, reading the class, its students and their files', async () => {
    const res = await withReads<{ photos: { studentId: string; thumbUrl: string | null }[] }>(
      TEACHER,
      '/files/classPhotos',
      { classId: 'class-7a' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.photos).toContainEqual(expect.objectContaining({ studentId: AISHA, fileId: photoId }));
    const students = await admin().db.collection(`schools/${SCHOOL}/students`).where('classId', '==', 'class-7a').get();
    expect(res.reads).toBe(1 + 2 * students.size);
    const thumb = await fetch(new URL(res.body.photos[0]!.thumbUrl!, 'http://127.0.0.1:5000'), {
      headers: { authorization: `Bearer ${tokenOf(TEACHER)}` },
    });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
  });

  it('a class the teacher does not teach, a parent and another school get no photos', async () => {
    // Mrs Okafor teaches a subject in every demo class: a class she does not teach is one made for this test.
    const notTaught = admin().db.doc(`schools/${SCHOOL}/classes/test-untaught-class`);
    await notTaught.set({ name: 'Untaught', teacherUids: [], guardianUids: [] });
    expect((await call(TEACHER, '/files/classPhotos', { classId: notTaught.id })).status).toBe(404);
    expect((await call(ADMIN, '/files/classPhotos', { classId: notTaught.id })).body).toMatchObject({ photos: [] });
    await notTaught.delete();
    expect((await call(PARENT, '/files/classPhotos', { classId: 'class-7a' })).status).toBe(403);
    expect((await call(OTHER_ADMIN, '/files/classPhotos', { classId: 'class-7a' })).status).toBe(404);
    expect((await call(undefined, '/files/classPhotos', { classId: 'class-7a' })).status).toBe(401);
  });

  it('only the office adds or removes it', async () => {
    const res = await post(TEACHER, '/files/startUpload', {
      place: 'pupilPhoto',
      recordId: AISHA,
      name: 'a.jpg',
      bytes: 900,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only the office adds or removes a student's photo and documents.");
    expect(
      (await post(PARENT, '/files/startUpload', { place: 'pupilPhoto', recordId: AISHA, name: 'a.jpg', bytes: 9 }))
        .status,
    ).toBe(403);
    expect((await post(TEACHER, '/files/delete', { fileId: photoId })).status).toBe(403);
    const missing = await post(ADMIN, '/files/startUpload', {
      place: 'pupilPhoto',
      recordId: 'no-such-student',
      name: 'a.jpg',
      bytes: 900,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This student was not found in your school.');
  });
});

describe("a student's documents", () => {
  let staffOnly = '';
  let shared = '';
  afterAll(async () => {
    for (const fileId of [staffOnly, shared]) if (fileId) await post(ADMIN, '/files/delete', { fileId });
  });

  it('the office keeps a care plan for staff only and shares a trip consent form with the guardians', async () => {
    const plan = await upload(ADMIN, 'studentDocument', AISHA, 'Care plan (confidential).pdf', PDF(3000));
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    staffOnly = String(plan.body.fileId);
    const form = await upload(ADMIN, 'studentDocument', AISHA, 'Trip consent.pdf', PDF(2000), {
      sharedWithGuardians: true,
    });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    shared = String(form.body.fileId);
    expect((await fileRecord(staffOnly))?.sharedWithGuardians).toBe(false);
    expect((await record(`studentFiles/${AISHA}`))?.documents).toMatchObject([
      { fileId: staffOnly, sharedWithGuardians: false },
      { fileId: shared, sharedWithGuardians: true },
    ]);
  });

  it('staff see both; the parent sees only the shared one, by name too; Aisha and another school see nothing', async () => {
    for (const who of [ADMIN, TEACHER] as const) {
      const res = await filesOf(who);
      expect(res.status).toBe(200);
      expect(res.body.documents.map((d) => d.fileId)).toEqual([staffOnly, shared]);
      expect(await readBy(who, staffOnly)).toBe(200);
    }
    const parent = await filesOf(PARENT);
    expect(parent.body.documents.map((d) => d.fileId)).toEqual([shared]);
    expect(JSON.stringify(parent.body)).not.toContain('Care plan');
    expect(await readBy(PARENT, shared)).toBe(200);
    expect((await linksOf(PARENT, [staffOnly])).status).toBe(404);
    expect((await filesOf(STUDENT)).status).toBe(403);
    expect((await linksOf(STUDENT, [shared])).status).toBe(404);
    // The other school's Admin reads their own school's student of that id, never these documents.
    expect(JSON.stringify((await filesOf(OTHER_ADMIN)).body)).not.toMatch(new RegExp(`${staffOnly}|${shared}`));
    expect((await filesOf(undefined)).status).toBe(401);
    expect(JSON.stringify(await record(`students/${AISHA}`))).not.toContain('Care plan');
  });

  it('opening a student’s files reads the student, their class and their files', async () => {
    const res = await withReads(TEACHER, '/files/student', { studentId: AISHA });
    expect(res.status).toBe(200);
    expect(res.reads).toBeLessThanOrEqual(3);
  });

  it('the office changes whom a document is shared with, and the parent’s reading follows at once', async () => {
    const share = await post(ADMIN, '/files/shareDocument', { fileId: staffOnly, sharedWithGuardians: true });
    expect(share.status).toBe(200);
    expect(share.body.message).toBe("Care plan (confidential).pdf is now shared with the student's guardians.");
    expect(await readBy(PARENT, staffOnly)).toBe(200);
    const back = await post(ADMIN, '/files/shareDocument', { fileId: staffOnly, sharedWithGuardians: false });
    expect(back.body.message).toBe('Care plan (confidential).pdf is now for staff only.');
    expect((await linksOf(PARENT, [staffOnly])).status).toBe(404);
    expect((await post(TEACHER, '/files/shareDocument', { fileId: staffOnly, sharedWithGuardians: true })).status).toBe(
      403,
    );
    expect(
      (await post(OTHER_ADMIN, '/files/shareDocument', { fileId: staffOnly, sharedWithGuardians: true })).status,
    ).toBe(404);
    expect((await fileRecord(staffOnly))?.sharedWithGuardians).toBe(false);
  });

  it('bad input names the field and writes nothing', async () => {
    const res = await post(ADMIN, '/files/shareDocument', { fileId: staffOnly, sharedWithGuardians: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Shared with guardians');
    const blank = await call(ADMIN, '/files/student', { studentId: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Student');
  });

  it('only the office removes one', async () => {
    expect((await post(TEACHER, '/files/delete', { fileId: shared })).status).toBe(403);
    expect((await post(PARENT, '/files/delete', { fileId: shared })).status).toBe(403);
    expect((await post(ADMIN, '/files/delete', { fileId: shared })).status).toBe(200);
    expect((await filesOf(PARENT)).body.documents).toEqual([]);
    shared = '';
  });
});
