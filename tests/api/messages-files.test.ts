/**
 * Files sent with messages: a participant adds a file to the conversation and sends it; the other participant reads
 * it. Nobody else does: not the office outside the conversation, another family, the other school, nor a student once
 * the school turns students off. A file of another conversation, one still uploading or one already sent is refused
 * naming the field. A withdrawn message's files are no longer the participants'; the office and the safeguarding
 * leads still read them, every such read in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { download, fileRecord, linksOf, PDF, upload } from '../support/files';
import { ADMIN, auditActions, post, record, SCHOOL, signInAll, type DemoCaller } from '../support/school-api';

const TEACHER = 'teacher@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const NORTH = 'admin@northside.test';
const HOURS = { days: [1, 2, 3, 4, 5], start: '08:00', end: '16:30' };
const ALWAYS = { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59' };

type Body = Record<string, unknown> & { message: string; conversationId?: string; messageId?: string };
const send = async (who: DemoCaller, path: string, body: unknown) => {
  const res = await post(who, path, body);
  return { status: res.status, body: res.body as unknown as Body };
};

const attach = async (who: DemoCaller, conversationId: string, bytes = PDF(3000), name = 'note.pdf') => {
  const res = await upload(who, 'messageAttachment', conversationId, name, bytes);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.fileId as string;
};

/** The status a caller's request for a link gets, after downloading the bytes when it is 200. */
async function readBy(who: DemoCaller, fileId: string, bytes?: Buffer) {
  const links = await linksOf(who, [fileId]);
  if (links.status === 200 && bytes) {
    const got = await download(who, links.body.links![0]!.url);
    expect(got.res.status).toBe(200);
    expect(got.bytes.equals(bytes)).toBe(true);
  }
  return links.status;
}

async function clean() {
  const { db } = admin();
  for (const c of (await db.collectionGroup('conversations').get()).docs) await db.recursiveDelete(c.ref);
  for (const name of ['messageInboxes', 'withdrawnMessages', 'messageFiles']) {
    for (const d of (await db.collectionGroup(name).get()).docs) await d.ref.delete();
  }
  for (const d of (await db.collection(`schools/${SCHOOL}/files`).where('place', '==', 'messageAttachment').get()).docs)
    await d.ref.delete();
  for (const uid of ['demo-admin', 'demo-teacher']) await db.doc(`users/${uid}`).update({ safeguardingLead: false });
  await db.doc(`schools/${SCHOOL}`).update({ 'settings.messages': { studentsEnabled: false } });
}

let conversationId = '';

beforeAll(async () => {
  await signInAll();
  await clean();
  expect((await send(TEACHER, '/messages/updateHours', { hours: ALWAYS, awayNotice: null })).status).toBe(200);
  const started = await send(PARENT, '/messages/start', {
    with: [{ kind: 'teachers', id: 'teacher-01' }],
    aboutStudentId: 'student-01',
    text: 'Here is the doctor’s letter.',
  });
  expect(started.status).toBe(200);
  conversationId = started.body.conversationId!;
});
afterAll(clean);

describe('a file sent with a message', () => {
  it('a parent attaches a letter and sends it; the teacher reads it, nobody outside the conversation does', async () => {
    const bytes = PDF(5000);
    const fileId = await attach(PARENT, conversationId, bytes, 'doctor.pdf');
    // Waiting to be sent: the sender's alone.
    expect(await readBy(PARENT, fileId, bytes)).toBe(200);
    expect(await readBy(TEACHER, fileId)).toBe(404);
    const sent = await send(PARENT, '/messages/send', { conversationId, text: 'Attached', attachments: [fileId] });
    expect(sent.status, sent.body.message).toBe(200);
    expect(await record(`conversations/${conversationId}/messages/${sent.body.messageId}`)).toMatchObject({
      attachments: [{ fileId, name: 'doctor.pdf', kind: 'pdf', bytes: bytes.length }],
    });
    expect(await fileRecord(fileId)).toMatchObject({ messageId: sent.body.messageId, status: 'ready' });
    expect(await readBy(TEACHER, fileId, bytes)).toBe(200);
    expect(await readBy(PARENT, fileId, bytes)).toBe(200);
    // The office outside the conversation (not a lead), a student not in it, the other school: nothing.
    expect(await readBy(ADMIN, fileId)).toBe(404);
    expect(await readBy(STUDENT, fileId)).toBe(404);
    expect(await readBy(NORTH, fileId)).toBe(404);
    // Sent files stay: nobody removes them.
    expect((await send(PARENT, '/files/delete', { fileId })).status).toBe(403);
    // The same file cannot go with a second message.
    const again = await send(PARENT, '/messages/send', { conversationId, text: 'Again', attachments: [fileId] });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^Attachments: doctor\.pdf was already sent/);
  });

  it('a message may be only files; a file waiting to be sent can be taken out by whoever added it', async () => {
    const photo = await attach(TEACHER, conversationId);
    const sent = await send(TEACHER, '/messages/send', { conversationId, attachments: [photo] });
    expect(sent.status, sent.body.message).toBe(200);
    // The inbox's row names the file where a message has no text.
    expect(await record(`conversations/${conversationId}`)).toMatchObject({ lastMessage: { text: 'note.pdf' } });
    const waiting = await attach(TEACHER, conversationId);
    expect((await send(PARENT, '/files/delete', { fileId: waiting })).status).toBe(403);
    expect((await send(TEACHER, '/files/delete', { fileId: waiting })).status).toBe(200);
    expect(await fileRecord(waiting)).toBeUndefined();
    expect((await send(TEACHER, '/messages/send', { conversationId, text: '  ' })).status).toBe(400);
  });

  it('refuses a file of another conversation, one still uploading, or none, naming the field; writes nothing', async () => {
    const other = await send(TEACHER, '/messages/start', {
      with: [{ kind: 'staff', id: 'demo-admin' }],
      text: 'A question for the office',
    });
    expect(other.status, other.body.message).toBe(200);
    const elsewhere = await attach(TEACHER, other.body.conversationId!);
    const before = (await admin().db.collection(`schools/${SCHOOL}/conversations/${conversationId}/messages`).get())
      .size;
    const wrong = await send(TEACHER, '/messages/send', { conversationId, text: 'x', attachments: [elsewhere] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^Attachments: note\.pdf was not added to this conversation/);
    const started = await post(TEACHER, '/files/startUpload', {
      place: 'messageAttachment',
      recordId: conversationId,
      name: 'half.pdf',
      bytes: 3000,
    });
    expect(started.status).toBe(200);
    const half = (started.body as unknown as { fileId: string }).fileId;
    const notReady = await send(TEACHER, '/messages/send', { conversationId, text: 'x', attachments: [half] });
    expect(notReady.status).toBe(400);
    expect(notReady.body.message).toMatch(/^Attachments: half\.pdf has not finished uploading/);
    const missing = await send(TEACHER, '/messages/send', { conversationId, text: 'x', attachments: ['no-such-file'] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^Attachments:/);
    // Someone else's file in this very conversation is not the caller's to send.
    const parents = await attach(PARENT, conversationId);
    const theirs = await send(TEACHER, '/messages/send', { conversationId, text: 'x', attachments: [parents] });
    expect(theirs.status).toBe(400);
    const after = (await admin().db.collection(`schools/${SCHOOL}/conversations/${conversationId}/messages`).get())
      .size;
    expect(after).toBe(before);
    // A new conversation takes no files yet (it has no place for them until it exists).
    const start = await send(PARENT, '/messages/start', {
      with: [{ kind: 'teachers', id: 'teacher-01' }],
      aboutStudentId: 'student-01',
      text: 'x',
      attachments: [parents],
    });
    expect(start.status).toBe(400);
  });

  it('only the people in a conversation add files to it: not the office outside it, nor the other school', async () => {
    const refused = await post(ADMIN, '/files/startUpload', {
      place: 'messageAttachment',
      recordId: conversationId,
      name: 'x.pdf',
      bytes: 3000,
    });
    expect(refused.status).toBe(403);
    const north = await post(NORTH, '/files/startUpload', {
      place: 'messageAttachment',
      recordId: conversationId,
      name: 'x.pdf',
      bytes: 3000,
    });
    expect(north.status).toBe(404);
    const big = await post(PARENT, '/files/startUpload', {
      place: 'messageAttachment',
      recordId: conversationId,
      name: 'x.pdf',
      bytes: 11_000_000,
    });
    expect(big.status).toBe(413);
  });

  it('another family reads nothing of a conversation it is not in, and adds nothing to it', async () => {
    // The teacher and another family of 7A (Chloé's guardian, who has no account in the seed: made here).
    const theirs = admin().db.doc(`schools/${SCHOOL}/conversations/c-other-family`);
    const now = Date.now();
    await theirs.set({
      participants: [
        { kind: 'teachers', id: 'teacher-01', uid: 'demo-teacher', name: 'Amara Okafor' },
        { kind: 'parents', id: 'parent-02', uid: 'messages-files-other-parent', name: 'Julia Bauer' },
      ],
      participantUids: ['demo-teacher', 'messages-files-other-parent'],
      startedByUid: 'demo-teacher',
      aboutStudentId: 'student-03',
      aboutStudentName: 'Chloé Bauer',
      key: 'demo-teacher+messages-files-other-parent~student-03',
      withStudent: false,
      lastMessage: null,
      unread: {},
      readUpTo: {},
      reportedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    const letter = await attach(TEACHER, theirs.id);
    const sent = await send(TEACHER, '/messages/send', { conversationId: theirs.id, text: 'x', attachments: [letter] });
    expect(sent.status).toBe(200);
    expect(await readBy(PARENT, letter)).toBe(404);
    const refused = await post(PARENT, '/files/startUpload', {
      place: 'messageAttachment',
      recordId: theirs.id,
      name: 'x.pdf',
      bytes: 3000,
    });
    expect(refused.status).toBe(403);
  });

  it('a student reads files in their conversation only while the school has students on', async () => {
    const settings = (studentsEnabled: boolean) =>
      send(ADMIN, '/messages/updateSettings', { studentsEnabled, defaultHours: HOURS });
    expect((await settings(true)).status).toBe(200);
    const started = await send(STUDENT, '/messages/start', {
      with: [{ kind: 'teachers', id: 'teacher-01' }],
      text: 'My homework',
    });
    expect(started.status, started.body.message).toBe(200);
    const id = started.body.conversationId!;
    const mine = await attach(STUDENT, id);
    expect((await send(STUDENT, '/messages/send', { conversationId: id, attachments: [mine] })).status).toBe(200);
    expect(await readBy(TEACHER, mine)).toBe(200);
    expect(await readBy(STUDENT, mine)).toBe(200);
    expect((await settings(false)).status).toBe(200);
    expect(await readBy(STUDENT, mine)).toBe(404);
    const refused = await post(STUDENT, '/files/startUpload', {
      place: 'messageAttachment',
      recordId: id,
      name: 'x.pdf',
      bytes: 3000,
    });
    expect(refused.status).toBe(403);
  });

  it('a withdrawn message’s files leave its participants; the office and the leads read them, audited', async () => {
    const fileId = await attach(TEACHER, conversationId, PDF(4000), 'wrong.pdf');
    const sent = await send(TEACHER, '/messages/send', { conversationId, text: 'Oops', attachments: [fileId] });
    expect(sent.status).toBe(200);
    expect(await readBy(PARENT, fileId)).toBe(200);
    const messageId = sent.body.messageId!;
    expect((await send(TEACHER, '/messages/withdraw', { conversationId, messageId })).status).toBe(200);
    expect(await record(`conversations/${conversationId}/messages/${messageId}`)).toMatchObject({ attachments: [] });
    expect(await record(`withdrawnMessages/${conversationId}_${messageId}`)).toMatchObject({
      attachments: [{ fileId, name: 'wrong.pdf' }],
    });
    expect(await readBy(PARENT, fileId)).toBe(404);
    expect(await readBy(TEACHER, fileId)).toBe(404);
    expect(await readBy(ADMIN, fileId)).toBe(200);
    expect(await auditActions(`files/${fileId}`)).toContain('messageFile.overseen');

    // A lead reads a standing message's file in a conversation they are not in, each read audited.
    const standing = await attach(PARENT, conversationId);
    expect((await send(PARENT, '/messages/send', { conversationId, attachments: [standing] })).status).toBe(200);
    expect(await readBy(ADMIN, standing)).toBe(404);
    expect((await send(ADMIN, '/messages/setSafeguardingLead', { uid: 'demo-admin', lead: true })).status).toBe(200);
    expect(await readBy(ADMIN, standing)).toBe(200);
    expect(await auditActions(`files/${standing}`)).toContain('messageFile.overseen');
  });
});
