import type { FileDoc, FileRef, FileUsageDoc } from '@academy/shared/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, APP_URL, storageBucket } from '../support/emulators';
import { linksOf, upload } from '../support/files';
import { ADMIN, post, record, SCHOOL, signInAll, tokenOf } from '../support/school-api';

/**
 * The school's logo: one picture on the school's own record. Demo Academy's Admin uploads and replaces it; every
 * member of the school reads it; only Admins change it; the other school's Admin neither changes nor reads it; and
 * anyone sees the picture alone through the public route.
 */
const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const OTHER_ADMIN = 'admin@northside.test';
const OTHER_SCHOOL = 'northside-high';

/** A PNG in a colour, which may be see-through (alpha below 1). */
const png = (width: number, colour: { r: number; g: number; b: number; alpha: number }) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 4, background: colour } })
    .png()
    .toBuffer();

const logoOf = async () => (await admin().db.doc(`schools/${SCHOOL}`).get()).get('logo') as FileRef | null | undefined;
const usage = async () => (await record('fileUsage/summary')) as FileUsageDoc | undefined;
const fileRecord = async (id: string) => (await record(`files/${id}`)) as FileDoc | undefined;

/** The public route, as a visitor's browser asks for it: no token. */
const publicLogo = (query: Record<string, string>) =>
  fetch(new URL(`/api/school/logo?${new URLSearchParams(query).toString()}`, APP_URL));

async function removeLogo() {
  const logo = await logoOf();
  if (logo) expect((await post(ADMIN, '/files/delete', { fileId: logo.fileId })).status).toBe(200);
}

beforeAll(async () => {
  await signInAll();
  await removeLogo();
});
afterAll(removeLogo);

describe('the school’s logo', () => {
  let first = '';
  let second = '';
  let schoolBytes = { bytes: 0, files: 0 };

  it('the Admin uploads a PNG: it is the school’s logo, counted under the school', async () => {
    schoolBytes = (await usage())?.byModule.school ?? { bytes: 0, files: 0 };
    const res = await upload(ADMIN, 'logo', SCHOOL, 'Crest.png', await png(600, { r: 29, g: 78, b: 216, alpha: 1 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    first = String(res.body.fileId);
    expect(await logoOf()).toMatchObject({ fileId: first, kind: 'image', type: 'image/png', thumb: true });
    expect(await fileRecord(first)).toMatchObject({ place: 'logo', module: 'school', recordId: SCHOOL });
    expect((await usage())?.byModule.school?.files).toBe(schoolBytes.files + 1);
  });

  it('replacing it keeps one file: the old one’s record, bytes and share of the usage go', async () => {
    const old = (await fileRecord(first))!;
    const res = await upload(
      ADMIN,
      'logo',
      SCHOOL,
      'New crest.png',
      await png(400, { r: 4, g: 120, b: 87, alpha: 0.5 }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    second = String(res.body.fileId);
    expect((await logoOf())?.fileId).toBe(second);
    expect(await fileRecord(first)).toBeUndefined();
    const [exists] = await storageBucket().file(old.storagePath).exists();
    expect(exists).toBe(false);
    const school = (await usage())?.byModule.school;
    expect(school?.files).toBe(schoolBytes.files + 1);
    expect(school?.bytes).toBe(schoolBytes.bytes + (await fileRecord(second))!.bytes);
  });

  it('every member of the school gets a link and reads it', async () => {
    for (const who of [ADMIN, TEACHER, STUDENT, PARENT] as const) {
      const links = await linksOf(who, [second]);
      expect(links.status, who).toBe(200);
      const res = await fetch(new URL(links.body.links![0]!.url, APP_URL), {
        headers: { authorization: `Bearer ${tokenOf(who)}` },
      });
      expect(res.status, who).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
  });

  it('the other school’s Admin neither reads, adds to nor removes it; a visitor reads no link', async () => {
    expect((await linksOf(OTHER_ADMIN, [second])).status).toBe(404);
    expect((await linksOf(undefined, [second])).status).toBe(401);
    const start = { place: 'logo', recordId: SCHOOL, name: 'ours.png', bytes: 1000 };
    expect((await post(OTHER_ADMIN, '/files/startUpload', start)).status).toBe(404);
    expect((await post(OTHER_ADMIN, '/files/delete', { fileId: second })).status).toBe(404);
    // Nor does this school's Admin add a logo to any record but their own school.
    const elsewhere = { place: 'logo', recordId: 'demo-academy-school-x', name: 'x.png', bytes: 1000 };
    expect((await post(ADMIN, '/files/startUpload', elsewhere)).status).toBe(404);
    expect((await logoOf())?.fileId).toBe(second);
  });

  it('a Teacher, a Parent and a Student cannot upload or remove it', async () => {
    const start = { place: 'logo', recordId: SCHOOL, name: 'mine.png', bytes: 1000 };
    for (const who of [TEACHER, PARENT, STUDENT] as const) {
      const res = await post(who, '/files/startUpload', start);
      expect(res.status, who).toBe(403);
      expect(res.body.message).toBe("Only the school's Admins can change its logo.");
      expect((await post(who, '/files/delete', { fileId: second })).status, who).toBe(403);
    }
    expect((await logoOf())?.fileId).toBe(second);
  });

  it('only a picture is taken', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const res = await upload(ADMIN, 'logo', SCHOOL, 'logo.pdf', pdf);
    expect(res.status).toBe(400);
    expect((await logoOf())?.fileId).toBe(second);
  });

  it('the public route serves the picture alone, to anyone, cacheable for five minutes', async () => {
    const thumb = await publicLogo({ school: SCHOOL, variant: 'thumb' });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(thumb.headers.get('cache-control')).toBe('public, max-age=300');
    expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');
    expect(thumb.headers.get('content-disposition')).toMatch(/^inline; filename="logo\.jpg"/);
    const bytes = Buffer.from(await thumb.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    // The half see-through green's thumbnail is laid on white (pale green), not on black (near black).
    const { channels } = await sharp(bytes).stats();
    expect(channels[0]!.mean).toBeGreaterThan(100);
    const full = await publicLogo({ school: SCHOOL, variant: 'full', v: second });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/png');
    expect(full.headers.get('content-disposition')).toMatch(/^inline; filename="logo\.png"/);
    const text = Buffer.from(await full.arrayBuffer()).toString('latin1');
    for (const secret of [second, 'Crest', SCHOOL]) expect(text).not.toContain(secret);
  });

  it('the public route answers 404 for a school without a logo or no school, and 400 for a bad id', async () => {
    const none = await publicLogo({ school: OTHER_SCHOOL });
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toBe('This school has no logo.');
    expect((await publicLogo({ school: 'no-such-school' })).status).toBe(404);
    for (const school of ['../demo-academy-school', '__x__', '', 'a'.repeat(200)])
      expect((await publicLogo({ school })).status, school).toBe(400);
    expect((await publicLogo({ school: SCHOOL, variant: 'huge' })).status).toBe(400);
    expect((await publicLogo({})).status).toBe(400);
  });

  it('the Admin removes it: the school has no logo, and the route says so', async () => {
    expect((await post(ADMIN, '/files/delete', { fileId: second })).status).toBe(200);
    expect(await logoOf()).toBeNull();
    expect(await fileRecord(second)).toBeUndefined();
    expect((await usage())?.byModule.school?.files).toBe(schoolBytes.files);
    expect((await publicLogo({ school: SCHOOL })).status).toBe(404);
  });
});
