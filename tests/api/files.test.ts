import { createHash, createHmac } from 'node:crypto';
import { CHUNK_BYTES } from '@academy/shared/files';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { download, fileRecord, linksOf, objectsUnder, partAt, PDF, sendParts, upload, usage } from '../support/files';
import { post, record, SCHOOL, signInAll } from '../support/school-api';

/**
 * Files through the API, as a phone sends them: in parts, checked by their bytes, stored cleaned, and read back only
 * through a link made for the reader. Aisha (student@, student-01 of 7A) hands in; her parent reads; Mrs Okafor
 * (teacher@) marks and returns a file; the other school's Admin and a visitor get nothing.
 */
const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const OTHER_ADMIN = 'admin@northside.test';
const today = schoolToday('Europe/London');
const path = (p: string) => `schools/${SCHOOL}/${p}`;
let assignmentId = '';
let subId = '';
let otherSubId = '';

beforeAll(async () => {
  await signInAll();
  const res = await post(TEACHER, '/assignments/saveAssignment', {
    title: 'Test: a photo of your worksheet',
    instructions: 'Hand in a photo or a PDF.',
    links: [],
    classIds: ['class-7a'],
    subjectId: 'math',
    openDate: today,
    dueDate: addIsoDays(today, 3),
    dueTime: '15:30',
    points: 10,
    lateAccepted: true,
  });
  expect(res.body).toMatchObject({ status: 200 });
  assignmentId = res.body.id!;
  subId = `${assignmentId}_student-01`;
  otherSubId = `${assignmentId}_student-02`;
});

afterAll(async () => {
  // Deleting the work takes its submissions' files with it.
  expect((await post(TEACHER, '/assignments/deleteAssignment', { id: assignmentId })).status).toBe(200);
  expect((await admin().db.collection(path('files')).where('recordId', 'in', [subId, otherSubId]).get()).size).toBe(0);
  expect(await objectsUnder(`schools/${SCHOOL}/handIns/${subId}/`)).toEqual([]);
});

describe('a student hands in a PDF', () => {
  let fileId = '';
  const bytes = PDF(3000);

  it('uploads in parts and lists the file on the submission, counted in the school’s storage', async () => {
    const before = (await usage())?.bytes ?? 0;
    const res = await upload(STUDENT, 'handIn', subId, '../../My essay.pdf', bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    fileId = String(res.body.fileId);
    const sub = await record(`submissions/${subId}`);
    expect(sub?.attachments).toEqual([
      { fileId, name: 'My essay.pdf', type: 'application/pdf', bytes: bytes.length, kind: 'pdf', thumb: false },
    ]);
    const file = await fileRecord(fileId);
    expect(file).toMatchObject({
      status: 'ready',
      place: 'handIn',
      recordId: subId,
      type: 'application/pdf',
      hash: createHash('sha256').update(bytes).digest('hex'),
      storagePath: `schools/${SCHOOL}/handIns/${subId}/${fileId}`,
    });
    expect((await usage())!.bytes).toBe(before + bytes.length);
    // The parts are gone once the file is stored.
    expect(await objectsUnder(`schools/${SCHOOL}/uploads/${fileId}/`)).toEqual([]);
  });

  it('is read by the student, their parent and their teacher through links of their own', async () => {
    for (const who of [STUDENT, PARENT, TEACHER] as const) {
      const links = await linksOf(who, [fileId]);
      expect(links.status, who).toBe(200);
      const { res, bytes: got } = await download(who, links.body.links![0]!.url);
      expect(res.status, who).toBe(200);
      expect(got.equals(bytes)).toBe(true);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="My essay.pdf"/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('is never read by the other school, a visitor, or with a link made for someone else', async () => {
    expect((await linksOf(OTHER_ADMIN, [fileId])).status).toBe(404);
    expect((await linksOf(undefined, [fileId])).status).toBe(401);
    const mine = (await linksOf(STUDENT, [fileId])).body.links![0]!.url;
    const theirs = await download(TEACHER, mine);
    expect(theirs.res.status).toBe(403);
    expect(theirs.bytes.toString()).toContain('made for someone else');
    expect((await download(undefined, mine)).res.status).toBe(401);
    expect((await download(OTHER_ADMIN, mine)).res.status).toBe(403);
  });

  it('refuses a link after it expired', async () => {
    const { db } = admin();
    const key = (await db.doc('serverKeys/fileLinks').get()).get('key') as string;
    const uid = (await admin().auth.getUserByEmail(STUDENT)).uid;
    const expires = Date.now() - 1000;
    const sig = createHmac('sha256', Buffer.from(key, 'hex'))
      .update(`${uid}\n${fileId}\nfull\n${expires}`)
      .digest('hex');
    const old = await download(
      STUDENT,
      `/api/files/download?file=${fileId}&variant=full&expires=${expires}&sig=${sig}`,
    );
    expect(old.res.status).toBe(410);
    expect(old.bytes.toString()).toContain('expired');
  });

  it('is removed by the student while the work is theirs to change, and counted out', async () => {
    const before = (await usage())!.bytes;
    const res = await post(STUDENT, '/files/delete', { fileId });
    expect(res.status, res.body.message).toBe(200);
    expect((await record(`submissions/${subId}`))?.attachments).toEqual([]);
    expect(await fileRecord(fileId)).toBeUndefined();
    expect(await objectsUnder(`schools/${SCHOOL}/handIns/${subId}/${fileId}`)).toEqual([]);
    expect((await usage())!.bytes).toBe(before - bytes.length);
  });
});

describe('what is refused, with nothing left behind', () => {
  it('a file named .pdf whose bytes are HTML', async () => {
    const before = await usage();
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>'.padEnd(500, ' '));
    const res = await upload(STUDENT, 'handIn', subId, 'essay.pdf', html);
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain('essay.pdf is not a file this takes');
    expect(await fileRecord(String(res.body.fileId))).toBeUndefined();
    expect(await objectsUnder(`schools/${SCHOOL}/uploads/${String(res.body.fileId)}/`)).toEqual([]);
    expect((await usage())?.bytes).toBe(before?.bytes);
    expect((await record(`submissions/${subId}`))?.attachments).toEqual([]);
  });

  it('an empty file, naming what to do', async () => {
    const res = await post(STUDENT, '/files/startUpload', {
      place: 'handIn',
      recordId: subId,
      name: 'a.pdf',
      bytes: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file is empty (0 bytes): choose a file that has something in it.');
  });

  it('a file over the limit, with the limit named (413)', async () => {
    const res = await post(STUDENT, '/files/startUpload', {
      place: 'handIn',
      recordId: subId,
      name: 'film.mp4',
      bytes: 26_000_000,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('film.mp4 is 26 MB: files here may be at most 25 MB. Choose a smaller file.');
    expect((await admin().db.collection(path('files')).where('recordId', '==', subId).get()).size).toBe(0);
  });

  it('another student’s work, and a parent adding to their child’s', async () => {
    const args = { place: 'handIn', recordId: otherSubId, name: 'a.pdf', bytes: 100 };
    expect((await post(STUDENT, '/files/startUpload', args)).status).toBe(404);
    expect((await post(PARENT, '/files/startUpload', { ...args, recordId: subId })).status).toBe(404);
    expect((await post(OTHER_ADMIN, '/files/startUpload', { ...args, recordId: subId })).status).toBe(404);
  });

  it('a part sent at the wrong place is told where the server is', async () => {
    const bytes = PDF(CHUNK_BYTES + 1000);
    const started = await post(STUDENT, '/files/startUpload', {
      place: 'handIn',
      recordId: subId,
      name: 'long.pdf',
      bytes: bytes.length,
    });
    const { fileId } = started.body as unknown as { fileId: string };
    const early = await partAt(STUDENT, fileId, CHUNK_BYTES, bytes.subarray(CHUNK_BYTES));
    expect(early.status).toBe(409);
    expect(early.body.received).toBe(0);
    // Another person cannot send parts of it.
    expect((await partAt(PARENT, fileId, 0, bytes.subarray(0, CHUNK_BYTES))).status).toBe(404);
    await sendParts(STUDENT, fileId, bytes);
    // The first part again (its answer was lost): the server says it has it all.
    const again = await partAt(STUDENT, fileId, 0, bytes.subarray(0, CHUNK_BYTES));
    expect(again.status).toBe(409);
    expect(again.body.received).toBe(bytes.length);
    const finished = await post(STUDENT, '/files/finishUpload', { fileId });
    expect(finished.status).toBe(200);
    const link = (await linksOf(STUDENT, [fileId])).body.links![0]!.url;
    expect((await download(STUDENT, link)).bytes.equals(bytes)).toBe(true);
    expect((await post(STUDENT, '/files/delete', { fileId })).status).toBe(200);
  });
});

describe('a photo from a phone', () => {
  it('comes back upright, smaller and without its location', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(STUDENT, 'handIn', subId, 'IMG_0001.JPG', photo);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fileId = String(res.body.fileId);
    const links = (await linksOf(TEACHER, [fileId])).body.links![0]!;
    expect(links.thumbUrl).toBeTruthy();
    const { bytes } = await download(TEACHER, links.url);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2560);
    const thumb = await sharp((await download(TEACHER, links.thumbUrl!)).bytes).metadata();
    expect(thumb.width).toBeLessThanOrEqual(480);
    expect((await record(`submissions/${subId}`))?.attachments).toMatchObject([
      { fileId, name: 'IMG_0001.jpg', kind: 'image', thumb: true },
    ]);
    expect((await post(STUDENT, '/files/delete', { fileId })).status).toBe(200);
  });
});

describe('a hand-in with ten files', () => {
  it('takes no eleventh, and its links read 12 documents at most', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 10; i++) {
      const res = await upload(STUDENT, 'handIn', subId, `page ${i}.pdf`, PDF(800 + i));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(String(res.body.fileId));
    }
    const eleventh = await post(STUDENT, '/files/startUpload', {
      place: 'handIn',
      recordId: subId,
      name: 'page 11.pdf',
      bytes: 900,
    });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toBe('This already has 10 files, the most it takes: remove one first.');
    const links = await linksOf(TEACHER, ids);
    expect(links.status).toBe(200);
    expect(links.body.links).toHaveLength(10);
    // Ten file records, the submission and its class.
    expect(links.documentsRead).toBeLessThanOrEqual(12);
    for (const fileId of ids) expect((await post(STUDENT, '/files/delete', { fileId })).status).toBe(200);
  });
});

describe('the teacher returns a marked-up file', () => {
  it('which the family reads only once the work is returned', async () => {
    const res = await upload(TEACHER, 'handInReturn', subId, 'marked.pdf', PDF(1500));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fileId = String(res.body.fileId);
    expect((await record(`submissions/${subId}`))?.returnedFiles).toHaveLength(1);
    expect((await linksOf(STUDENT, [fileId])).status).toBe(404);
    expect((await linksOf(PARENT, [fileId])).status).toBe(404);
    // A student cannot return files, nor remove the teacher's.
    expect(
      (await post(STUDENT, '/files/startUpload', { place: 'handInReturn', recordId: subId, name: 'x.pdf', bytes: 10 }))
        .status,
    ).toBe(403);
    expect((await post(STUDENT, '/files/delete', { fileId })).status).toBe(403);
    // Returned (as the grade route does), without touching the demo's marks.
    const ref = admin().db.doc(path(`submissions/${subId}`));
    await ref.update({ status: 'returned' });
    expect((await linksOf(STUDENT, [fileId])).status).toBe(200);
    expect((await linksOf(PARENT, [fileId])).status).toBe(200);
    await ref.update({ status: 'assigned' });
  });
});
