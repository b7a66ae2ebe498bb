/**
 * Messages through the API: who may write to whom (the server decides who is in a conversation), unread counts kept
 * with each message, withdrawing, reporting to the safeguarding leads and their audited reads, one message to a whole
 * class answered privately, and quiet hours (delivered at once, told when the teacher's hours begin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, schoolDate } from '@academy/shared/school-time';
import { apiRoutes, type RouteName } from '@academy/shared/api';
import { JOBS } from '../../functions/src/schedules';
import { SAMPLE } from '../support/route-samples';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { auditActions, post, record, SCHOOL, signInAll } from '../support/school-api';

const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const NORTH = 'admin@northside.test';
const ZONE = 'Europe/London';

type Body = Record<string, unknown> & { message: string; conversationId?: string; messageId?: string };
const send = async (who: Parameters<typeof post>[0], path: string, body: unknown) => {
  const res = await post(who, path, body);
  return { status: res.status, body: res.body as unknown as Body };
};

const ask = (text = 'Can Ben leave at 2 pm on Friday?') => ({
  with: [{ kind: 'teachers', id: 'teacher-01' }],
  aboutStudentId: 'student-01',
  text,
});

const conversations = () => admin().db.collection(`schools/${SCHOOL}/conversations`);
const inbox = async (uid: string) => ((await record(`messageInboxes/${uid}`))?.unread as number | undefined) ?? 0;

/** Hours that never include now: every weekday but today's (in the school's zone). */
function hoursExcludingToday() {
  const today = isoWeekday(schoolDate(ZONE, Date.now()));
  return { days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today), start: '08:00', end: '16:00' };
}
const ALWAYS = { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59' };

async function clean() {
  const { db } = admin();
  // Every school's: another school's Admin writes in their own.
  const all = await db.collectionGroup('conversations').get();
  for (const c of all.docs) await db.recursiveDelete(c.ref);
  for (const name of ['messageInboxes', 'messageHours', 'withdrawnMessages']) {
    const docs = await db.collectionGroup(name).get();
    for (const d of docs.docs) await d.ref.delete();
  }
  const notes = await db.collection(`schools/${SCHOOL}/notifications`).get();
  for (const n of notes.docs) if (n.id.startsWith('message-')) await n.ref.delete();
  for (const uid of ['demo-admin', 'demo-teacher']) await db.doc(`users/${uid}`).update({ safeguardingLead: false });
  await db.doc(`schools/${SCHOOL}`).update({ 'settings.messages': { studentsEnabled: false } });
}

beforeAll(async () => {
  await signInAll();
  await clean();
  // The teacher is at work whenever these run, except where a test says otherwise.
  expect((await send(TEACHER, '/messages/updateHours', { hours: ALWAYS, awayNotice: null })).status).toBe(200);
});
afterAll(clean);

describe('POST /api/messages/start', () => {
  it('a parent asks their child’s teacher: one conversation, the child’s guardians in it, counted and told', async () => {
    const res = await send(PARENT, '/messages/start', ask());
    expect(res.status).toBe(200);
    const id = res.body.conversationId!;
    const c = await record(`conversations/${id}`);
    expect(c).toMatchObject({
      participantUids: expect.arrayContaining(['demo-parent', 'demo-teacher']),
      aboutStudentId: 'student-01',
      unread: { 'demo-parent': 0, 'demo-teacher': 1 },
      lastMessage: { text: 'Can Ben leave at 2 pm on Friday?', senderUid: 'demo-parent' },
    });
    expect((c!.participantUids as string[]).sort()).toEqual(['demo-parent', 'demo-teacher']);
    expect(await inbox('demo-teacher')).toBe(1);
    expect(await record(`notifications/message-${id}_demo-teacher`)).toMatchObject({
      link: `/app/teacher/messages?c=${id}`,
    });
    expect(await auditActions(`conversations/${id}/messages/${res.body.messageId}`)).toEqual(['conversation.started']);
    // Starting again with the same people about the same child reuses the conversation.
    const again = await send(PARENT, '/messages/start', ask('And on Monday?'));
    expect(again.body).toMatchObject({ conversationId: id, reused: true });
    expect(await inbox('demo-teacher')).toBe(2);
  });

  it('refuses a parent writing to a teacher who does not teach their child (403), writing nothing', async () => {
    const before = (await conversations().get()).size;
    const res = await send(PARENT, '/messages/start', { ...ask(), with: [{ kind: 'teachers', id: 'teacher-04' }] });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/cannot write to/);
    expect((await conversations().get()).size).toBe(before);
  });

  it('refuses a participant the client adds: another family’s parent', async () => {
    const res = await send(PARENT, '/messages/start', {
      ...ask(),
      with: [
        { kind: 'teachers', id: 'teacher-01' },
        { kind: 'parents', id: 'parent-16' },
      ],
    });
    expect(res.status).toBe(403);
  });

  it('refuses a student while the school has students off (403)', async () => {
    const res = await send(STUDENT, '/messages/start', { with: [{ kind: 'teachers', id: 'teacher-01' }], text: 'Hi' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your school has not turned on messages for students.');
  });

  it('keeps another school apart: its Admin’s “teacher-01” is its own teacher, never this school’s', async () => {
    const res = await send(NORTH, '/messages/start', { with: [{ kind: 'teachers', id: 'teacher-01' }], text: 'Hi' });
    if (res.status === 200) {
      expect(await record(`conversations/${res.body.conversationId}`)).toBeUndefined();
      const theirs = await admin().db.collectionGroup('conversations').get();
      const made = theirs.docs.find((d) => d.id === res.body.conversationId)!;
      expect(made.ref.path).not.toContain(SCHOOL);
      expect(made.get('participantUids')).not.toContain('demo-teacher');
    } else expect(res.status).toBe(404);
  });

  it('names the field of bad input and writes nothing', async () => {
    const res = await send(PARENT, '/messages/start', { ...ask(), text: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Message is required: write what you want to say.');
  });

  it('a student may write to their teacher once the school turns students on', async () => {
    expect(
      (
        await send(ADMIN, '/messages/updateSettings', {
          studentsEnabled: true,
          defaultHours: { days: [1, 2, 3, 4, 5], start: '08:00', end: '16:30' },
        })
      ).status,
    ).toBe(200);
    const res = await send(STUDENT, '/messages/start', {
      with: [{ kind: 'teachers', id: 'teacher-01' }],
      text: 'Is the homework due Monday?',
    });
    expect(res.status).toBe(200);
    expect(await record(`conversations/${res.body.conversationId}`)).toMatchObject({ withStudent: true });
    const other = await send(STUDENT, '/messages/start', { with: [{ kind: 'teachers', id: 'teacher-04' }], text: 'x' });
    expect(other.status).toBe(403);
    await send(ADMIN, '/messages/updateSettings', {
      studentsEnabled: false,
      defaultHours: { days: [1, 2, 3, 4, 5], start: '08:00', end: '16:30' },
    });
  });
});

describe('send, markRead and withdraw', () => {
  let id = '';
  beforeAll(async () => {
    id = (await send(PARENT, '/messages/start', ask('A question'))).body.conversationId!;
  });

  it('the teacher answers; the parent’s count rises and falls with markRead, and the parent has read up to it', async () => {
    const before = await inbox('demo-parent');
    const res = await send(TEACHER, '/messages/send', { conversationId: id, text: 'Yes, of course.' });
    expect(res.status).toBe(200);
    expect(await inbox('demo-parent')).toBe(before + 1);
    expect(((await record(`conversations/${id}`))!.unread as Record<string, number>)['demo-parent']).toBe(1);
    expect((await send(PARENT, '/messages/markRead', { conversationId: id })).status).toBe(200);
    expect(await inbox('demo-parent')).toBe(before);
    // Reading writes no message: how far the parent has read reaches the answer, which then shows as seen.
    const message = await record(`conversations/${id}/messages/${res.body.messageId}`);
    expect(message!.readBy).toEqual({ 'demo-teacher': message!.at });
    const readUpTo = (await record(`conversations/${id}`))!.readUpTo as Record<string, number>;
    expect(readUpTo['demo-parent']).toBe(message!.at);
  });

  it('refuses someone not in the conversation (403): the office that is not in it, another school (404)', async () => {
    expect((await send(ADMIN, '/messages/send', { conversationId: id, text: 'x' })).status).toBe(403);
    expect((await send(ADMIN, '/messages/markRead', { conversationId: id })).status).toBe(403);
    expect((await send(NORTH, '/messages/send', { conversationId: id, text: 'x' })).status).toBe(404);
  });

  it('a sender withdraws within five minutes: shown withdrawn, the text kept for the office; later it stays', async () => {
    const sent = await send(TEACHER, '/messages/send', { conversationId: id, text: 'Oops, wrong family' });
    const messageId = sent.body.messageId!;
    expect((await send(PARENT, '/messages/withdraw', { conversationId: id, messageId })).status).toBe(403);
    expect((await send(TEACHER, '/messages/withdraw', { conversationId: id, messageId })).status).toBe(200);
    expect(await record(`conversations/${id}/messages/${messageId}`)).toMatchObject({ text: '' });
    expect(await record(`withdrawnMessages/${id}_${messageId}`)).toMatchObject({ text: 'Oops, wrong family' });
    expect(await record(`conversations/${id}`)).toMatchObject({ lastMessage: { withdrawn: true } });
    const late = await send(TEACHER, '/messages/send', { conversationId: id, text: 'Kept' });
    await admin()
      .db.doc(`schools/${SCHOOL}/conversations/${id}/messages/${late.body.messageId}`)
      .update({ at: Date.now() - 6 * 60 * 1000 });
    const refused = await send(TEACHER, '/messages/withdraw', { conversationId: id, messageId: late.body.messageId });
    expect(refused.status).toBe(409);
  });
});

describe('report, safeguarding leads and oversight', () => {
  it('a report reaches the leads; a lead reads any conversation, each read audited; others may not', async () => {
    const started = await send(PARENT, '/messages/start', ask('Something worrying'));
    const id = started.body.conversationId!;
    expect((await send(TEACHER, '/messages/setSafeguardingLead', { uid: 'demo-admin', lead: true })).status).toBe(403);
    expect((await send(ADMIN, '/messages/setSafeguardingLead', { uid: 'demo-parent', lead: true })).status).toBe(400);
    expect((await send(NORTH, '/messages/setSafeguardingLead', { uid: 'demo-admin', lead: true })).status).toBe(404);
    expect((await send(ADMIN, '/messages/setSafeguardingLead', { uid: 'demo-admin', lead: true })).status).toBe(200);
    const report = await send(PARENT, '/messages/report', {
      conversationId: id,
      messageId: started.body.messageId,
      reason: 'Please look',
    });
    expect(report.status).toBe(200);
    expect(await record(`notifications/message-report-${id}-${started.body.messageId}_demo-admin`)).toMatchObject({
      link: `/app/admin/messages?oversee=${id}`,
    });
    expect(await record(`conversations/${id}`)).toMatchObject({ reportedAt: expect.any(Number) });
    const read = await send(ADMIN, '/messages/oversee', { conversationId: id });
    expect(read.status).toBe(200);
    expect((read.body.messages as unknown[]).length).toBeGreaterThan(0);
    expect(await auditActions(`conversations/${id}`)).toContain('conversation.overseen');
    expect((await send(TEACHER, '/messages/oversee', { conversationId: id })).status).toBe(403);
    expect((await send(PARENT, '/messages/oversee', { conversationId: id })).status).toBe(403);
    expect((await send(NORTH, '/messages/oversee', { conversationId: id })).status).toBe(403);
    // Someone outside the conversation cannot report in it.
    expect(
      (await send(STUDENT, '/messages/report', { conversationId: id, messageId: started.body.messageId })).status,
    ).toBe(403);
  });
});

describe('POST /api/messages/conversationsFor', () => {
  it('answers a lead the reported conversations and those about a child, names only; refuses everyone else', async () => {
    const started = await send(PARENT, '/messages/start', ask('Please call me about Ben'));
    const id = started.body.conversationId!;
    await admin().db.doc('users/demo-admin').update({ safeguardingLead: false });
    // An Admin who is not a lead, a teacher who is not one, a family, a student, another school's Admin: no.
    for (const who of [ADMIN, TEACHER, NORTH] as const) {
      const refused = await send(who, '/messages/conversationsFor', { reported: true });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only the school’s safeguarding leads can read conversations they are not in.');
    }
    for (const who of [PARENT, STUDENT] as const)
      expect((await send(who, '/messages/conversationsFor', { aboutStudentId: 'student-01' })).status).toBe(403);

    expect((await send(ADMIN, '/messages/setSafeguardingLead', { uid: 'demo-admin', lead: true })).status).toBe(200);
    const report = await send(PARENT, '/messages/report', { conversationId: id, messageId: started.body.messageId });
    expect(report.status).toBe(200);
    const reported = await send(ADMIN, '/messages/conversationsFor', { reported: true });
    expect(reported.status).toBe(200);
    const rows = reported.body.conversations as { id: string; reportedAt: number | null }[];
    expect(rows[0]).toMatchObject({ id, reportedAt: expect.any(Number), aboutStudentName: 'Aisha Adeyemi' });
    expect(JSON.stringify(reported.body)).not.toContain('Please call me');
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.reportedAt!).toBeGreaterThanOrEqual(rows[i]!.reportedAt!);

    const about = await send(ADMIN, '/messages/conversationsFor', { aboutStudentId: 'student-01' });
    expect(about.status).toBe(200);
    const aboutRows = about.body.conversations as { id: string; aboutStudentId: string; participants: unknown[] }[];
    expect(aboutRows.map((r) => r.id)).toContain(id);
    expect(aboutRows.every((r) => r.aboutStudentId === 'student-01')).toBe(true);
    expect(aboutRows.length).toBeLessThanOrEqual(20);
    expect(await auditActions('students/student-01')).toContain('conversations.listedAbout');

    // Another school's child is nobody's here; bad input names the field.
    expect(
      (await send(ADMIN, '/messages/conversationsFor', { aboutStudentId: 'north-student-01' })).body.conversations,
    ).toEqual([]);
    const bad = await send(ADMIN, '/messages/conversationsFor', {});
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Child: choose a child, or ask for the reported conversations.');
    await admin().db.doc('users/demo-admin').update({ safeguardingLead: false });
  });
});

describe('POST /api/messages/sendToClass and recipients', () => {
  it('a teacher writes to all of 7A: one private conversation per family, a reply reaches the teacher only', async () => {
    const res = await send(TEACHER, '/messages/sendToClass', { classId: 'class-7a', text: 'Aisha did brilliantly.' });
    expect(res.status).toBe(200);
    expect(res.body.conversations).toBeGreaterThan(0);
    const mine = await conversations().where('participantUids', 'array-contains', 'demo-parent').get();
    const about = mine.docs.filter((d) => d.get('lastMessage.text') === 'Aisha did brilliantly.');
    expect(about.length).toBeGreaterThan(0);
    for (const c of about)
      expect((c.get('participantUids') as string[]).sort()).toEqual(['demo-parent', 'demo-teacher']);
    const reply = await send(PARENT, '/messages/send', { conversationId: about[0]!.id, text: 'Thank you!' });
    expect(reply.status).toBe(200);
    expect((await send(PARENT, '/messages/sendToClass', { classId: 'class-7a', text: 'x' })).status).toBe(403);
    expect((await send(NORTH, '/messages/sendToClass', { classId: 'class-7a', text: 'x' })).status).toBe(404);
  });

  it('answers whom each caller may write to, grouped', async () => {
    const parent = await send(PARENT, '/messages/recipients', {});
    expect(parent.status).toBe(200);
    const groups = parent.body.groups as { label: string; recipients: { id: string }[] }[];
    expect(groups.flatMap((g) => g.recipients.map((r) => r.id))).toContain('teacher-01');
    expect(groups.flatMap((g) => g.recipients.map((r) => r.id))).not.toContain('teacher-04');
    const teacher = await send(TEACHER, '/messages/recipients', {});
    expect((teacher.body.groups as { classId: string | null }[]).some((g) => g.classId === 'class-7a')).toBe(true);
    expect((await send(STUDENT, '/messages/recipients', {})).status).toBe(403);
    const north = await send(NORTH, '/messages/recipients', {});
    const names = (north.body.groups as { recipients: { name: string }[] }[]).flatMap((g) =>
      g.recipients.map((r) => r.name),
    );
    expect(names).not.toContain('Amara Okafor');
  });
});

describe('quiet hours', () => {
  it('a message outside the teacher’s hours is delivered without telling them, and told when their hours begin', async () => {
    const hours = hoursExcludingToday();
    expect((await send(TEACHER, '/messages/updateHours', { hours, awayNotice: 'On a trip' })).status).toBe(200);
    const started = await send(PARENT, '/messages/start', ask('Late question'));
    const id = started.body.conversationId!;
    await admin().db.doc(`schools/${SCHOOL}/notifications/message-${id}_demo-teacher`).delete();
    const sent = await send(PARENT, '/messages/send', { conversationId: id, text: 'Sorry, one more thing' });
    expect(sent.status).toBe(200);
    expect((sent.body.heldFor as unknown[]).length).toBe(1);
    expect(await record(`conversations/${id}/messages/${sent.body.messageId}`)).toMatchObject({
      text: 'Sorry, one more thing',
    });
    expect(await record(`notifications/message-${id}_demo-teacher`)).toBeUndefined();
    const held = (await record('messageInboxes/demo-teacher'))!.held as { notifyAt: number };
    expect(held.notifyAt).toBeGreaterThan(Date.now());
    await JOBS.tellHeldMessages.run(held.notifyAt - 1);
    expect(await record(`notifications/message-${id}_demo-teacher`)).toBeUndefined();
    await JOBS.tellHeldMessages.run(held.notifyAt);
    expect(await record(`notifications/message-${id}_demo-teacher`)).toMatchObject({
      title: expect.stringContaining('New messages from'),
    });
    expect((await record('messageInboxes/demo-teacher'))!.held).toBeNull();
    expect((await send(TEACHER, '/messages/updateHours', { hours: ALWAYS, awayNotice: null })).status).toBe(200);
  });

  it('lets only staff set hours, and only Admins the school’s settings', async () => {
    expect((await send(PARENT, '/messages/updateHours', { hours: null, awayNotice: null })).status).toBe(403);
    const settings = {
      studentsEnabled: false,
      defaultHours: { days: [1, 2, 3, 4, 5], start: '08:00', end: '16:30' },
    };
    expect((await send(TEACHER, '/messages/updateSettings', settings)).status).toBe(403);
    const bad = await send(ADMIN, '/messages/updateSettings', {
      ...settings,
      defaultHours: { ...settings.defaultHours, end: '07:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('End of working hours must be after the start.');
  });

  it('a teacher who is also a parent writes as the view they are in', async () => {
    const token = await idTokenFor('teacher-parent@demo-academy.test');
    const res = await callApi('POST', '/messages/recipients', { token, body: {} });
    expect(res.status).toBe(200);
  });
});

describe('every message route, for every role', () => {
  const routes = (Object.keys(apiRoutes) as RouteName[]).filter((r) => apiRoutes[r].path.startsWith('/messages/'));
  const callers = [
    [ADMIN, 'Admin'],
    [TEACHER, 'Teacher'],
    [STUDENT, 'Student'],
    [PARENT, 'Parent'],
  ] as const;
  for (const route of routes)
    it.each(callers)(
      `${route}: %s is refused (403) unless the route is for their role, and never answered 500`,
      async (who, role) => {
        const res = await send(who, apiRoutes[route].path, SAMPLE[route]);
        if (!(apiRoutes[route].roles as readonly string[]).includes(role)) expect(res.status).toBe(403);
        else expect(res.status).toBeLessThan(500);
      },
    );
  it.each(routes)('%s: refuses a signed-out caller (401)', async (route) => {
    expect((await send(undefined, apiRoutes[route].path, SAMPLE[route])).status).toBe(401);
  });
});
