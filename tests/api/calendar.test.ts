/**
 * Calendar events through the API: who may write to which audience, what is stored (the closure fields the
 * school-day check reads), closures telling the people they cover, and the private .ics feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDayRefusalFor } from '../../functions/src/lib/school-days';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { ADMIN, auditActions, post, record, SCHOOL, signInAll, tokenOf } from '../support/school-api';

const TEACHER = 'teacher@demo-academy.test';
const PARENT = 'parent@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const NORTH = 'admin@northside.test';

const event = (over: Record<string, unknown> = {}) => ({
  title: 'Museum trip',
  description: 'Packed lunch, please.',
  location: 'Science Museum',
  category: 'trip',
  allDay: false,
  startDate: '2026-12-02',
  endDate: '2026-12-02',
  startTime: '09:00',
  endTime: '15:30',
  repeat: 'none',
  repeatUntil: null,
  audience: { wholeSchool: false, roles: [], grades: [], classIds: ['class-7a'] },
  ...over,
});

const made: string[] = [];

/** Waits for the reach triggers to settle on a member's words. */
async function reachOf(uid: string, wanted: (keys: string[]) => boolean): Promise<string[]> {
  for (let i = 0; i < 60; i++) {
    const keys = ((await record(`reach/${uid}`))?.keys as string[] | undefined) ?? [];
    if (wanted(keys)) return keys;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`reach of ${uid} never settled`);
}

/** A class nobody teaches, grade 10, so the demo teacher (who teaches every demo class) has one that is not theirs. */
const otherClass = 'calendar-test-class';

beforeAll(async () => {
  await signInAll();
  await admin().db.doc(`schools/${SCHOOL}/classes/${otherClass}`).set({
    name: 'Grade 10Z',
    grade: 10,
    section: 'Z',
    capacity: 30,
    homeroomTeacherId: null,
    teacherUids: [],
    guardianUids: [],
    homeroomTeacherName: '',
    termId: 'term-2026-autumn',
    studentCount: 0,
    searchTokens: [],
  });
});
afterAll(async () => {
  const { db } = admin();
  for (const id of made) await db.doc(`schools/${SCHOOL}/events/${id}`).delete();
  await db.doc(`schools/${SCHOOL}/classes/${otherClass}`).delete();
  const notes = await db.collection(`schools/${SCHOOL}/notifications`).where('title', '>=', 'School closed').get();
  for (const n of notes.docs) if (String(n.get('title')).startsWith('School closed')) await n.ref.delete();
});

describe('reach: each member’s audience words, kept by the server', () => {
  it('a parent is reached through their children’s class and grade, and knows which children', async () => {
    const keys = await reachOf('demo-parent', (k) => k.includes('class:class-7a'));
    expect(keys).toEqual([
      'class:class-7a',
      'class:class-7a:parents',
      'grade:7',
      'grade:7:parents',
      'role:parents',
      'school',
    ]);
    const reach = await record('reach/demo-parent');
    expect((reach?.children as { name: string }[]).map((c) => c.name).sort()).toHaveLength(2);
  });
  it('a student through their own class; a teacher through the classes they teach', async () => {
    expect(await reachOf('demo-student', (k) => k.includes('class:class-7a'))).toEqual([
      'class:class-7a',
      'class:class-7a:students',
      'grade:7',
      'grade:7:students',
      'role:students',
      'school',
    ]);
    const teacher = await reachOf('demo-teacher', (k) => k.includes('class:class-7a'));
    expect(teacher).toContain('role:staff');
    expect(teacher).not.toContain(`class:${otherClass}`);
  });
  it('follows a child moving class', async () => {
    const { db } = admin();
    const child = db.doc(`schools/${SCHOOL}/students/student-02`);
    await child.update({ classId: otherClass });
    try {
      const keys = await reachOf('demo-parent', (k) => k.includes(`class:${otherClass}`));
      expect(keys).toEqual([
        'class:calendar-test-class',
        'class:calendar-test-class:parents',
        'class:class-7a',
        'class:class-7a:parents',
        'grade:10',
        'grade:10:parents',
        'grade:7',
        'grade:7:parents',
        'role:parents',
        'school',
      ]);
    } finally {
      await child.update({ classId: 'class-7a' });
    }
    await reachOf('demo-parent', (k) => !k.includes(`class:${otherClass}`));
  });
});

describe('POST /api/calendar/saveEvent', () => {
  it('a teacher adds a trip for their class: stored with its audience words, dates and author, and audited', async () => {
    const res = await post(TEACHER, '/calendar/saveEvent', event());
    expect(res.body).toMatchObject({ status: 200, message: 'Museum trip on Wed, 2 Dec 2026, 09:00–15:30 saved.' });
    made.push(res.body.id!);
    expect(await record(`events/${res.body.id}`)).toMatchObject({
      title: 'Museum trip',
      category: 'trip',
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      lastDate: '2026-12-02',
      audienceKeys: ['class:class-7a'],
      audience: { wholeSchool: false, roles: [], grades: [], classIds: ['class-7a'] },
      authorUid: 'demo-teacher',
    });
    expect(await auditActions(`events/${res.body.id}`)).toEqual(['event.created']);
  });

  it('a teacher cannot write to a class they do not teach, nor to the whole school', async () => {
    const other = await post(
      TEACHER,
      '/calendar/saveEvent',
      event({ audience: { wholeSchool: false, classIds: [otherClass] } }),
    );
    expect(other.body).toEqual({ status: 403, message: `audience: you do not teach the class ${otherClass}.` });
    const school = await post(TEACHER, '/calendar/saveEvent', event({ audience: { wholeSchool: true } }));
    expect(school.body).toEqual({ status: 403, message: 'audience: a teacher writes only to their own classes.' });
  });

  it.each([
    ['a Student', STUDENT, 403],
    ['a Parent', PARENT, 403],
    ['a signed-out visitor', undefined, 401],
  ] as const)('refuses %s', async (_l, who, status) => {
    expect((await post(who, '/calendar/saveEvent', event())).status).toBe(status);
  });

  it('an Admin writes a weekly event for a role and grades; its last date follows the repetition', async () => {
    const res = await post(
      ADMIN,
      '/calendar/saveEvent',
      event({
        title: 'Chess club',
        category: 'other',
        repeat: 'weekly',
        repeatUntil: '2026-12-16',
        audience: { wholeSchool: false, roles: ['students'], grades: [8, 7], classIds: [] },
      }),
    );
    expect(res.status).toBe(200);
    made.push(res.body.id!);
    expect(await record(`events/${res.body.id}`)).toMatchObject({
      lastDate: '2026-12-16',
      audienceKeys: ['grade:7', 'grade:8', 'role:students'],
    });
  });

  it.each([
    [{ endDate: '2026-12-01' }, 'End date must be on or after the start date.'],
    [{ startTime: null }, 'Start time is required for an event that is not all day.'],
    [{ endTime: '08:00' }, 'The event must end after it starts.'],
    [{ repeat: 'weekly' }, 'Repeat until is required for a repeating event.'],
    [{ audience: { wholeSchool: false } }, 'audience must name someone: the whole school, a role, a grade or a class.'],
    [{ category: 'party' }, 'category must be one of term, holiday, closure, exam, trip, meeting, sport, other.'],
    [
      { category: 'closure', allDay: true, startTime: null, endTime: null },
      'A closure is for the whole school or for some grades.',
    ],
    [{ title: '<b>x</b>'.repeat(30) }, 'Title must be at most 120 characters.'],
  ])('refuses %j, naming the field, and stores nothing', async (over, message) => {
    const before = (await admin().db.collection(`schools/${SCHOOL}/events`).count().get()).data().count;
    expect((await post(ADMIN, '/calendar/saveEvent', event(over))).body).toEqual({ status: 400, message });
    expect((await admin().db.collection(`schools/${SCHOOL}/events`).count().get()).data().count).toBe(before);
  });

  it('refuses a class that is not the school’s', async () => {
    const res = await post(
      ADMIN,
      '/calendar/saveEvent',
      event({ audience: { wholeSchool: false, classIds: ['nope'] } }),
    );
    expect(res.body).toEqual({ status: 400, message: 'audience: there is no class with id nope in your school.' });
  });

  it('a teacher cannot change or delete an Admin’s event; another school cannot find it', async () => {
    const res = await post(ADMIN, '/calendar/saveEvent', event({ title: 'Parents evening' }));
    made.push(res.body.id!);
    const id = res.body.id!;
    expect((await post(TEACHER, '/calendar/saveEvent', event({ id }))).body).toEqual({
      status: 403,
      message: "Only the event's author or an Admin may change it.",
    });
    expect((await post(TEACHER, '/calendar/deleteEvent', { id })).status).toBe(403);
    expect((await post(NORTH, '/calendar/deleteEvent', { id })).body).toEqual({
      status: 404,
      message: `No event with id ${id} in your school.`,
    });
    expect((await record(`events/${id}`))?.title).toBe('Parents evening');
    expect((await post(ADMIN, '/calendar/deleteEvent', { id })).body).toMatchObject({ status: 200 });
    expect(await record(`events/${id}`)).toBeUndefined();
    expect(await auditActions(`events/${id}`)).toEqual(expect.arrayContaining(['event.created', 'event.deleted']));
  });
});

describe('closures', () => {
  it('a closure for grade 7 tells its families and makes the day a non-school day for grade 7 only', async () => {
    await reachOf('demo-parent', (k) => k.includes('grade:7'));
    const res = await post(
      ADMIN,
      '/calendar/saveEvent',
      event({
        title: 'Boiler repair',
        category: 'closure',
        allDay: true,
        startTime: null,
        endTime: null,
        startDate: '2026-12-08',
        endDate: '2026-12-08',
        audience: { wholeSchool: false, grades: [7] },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/people were told the school is closed\.$/);
    made.push(res.body.id!);
    const note = await record(`notifications/closure-${res.body.id}-2026-12-08-2026-12-08_demo-parent`);
    expect(note).toMatchObject({ recipientUid: 'demo-parent', title: 'School closed: Boiler repair' });
    expect(await record(`notifications/closure-${res.body.id}-2026-12-08-2026-12-08_demo-admin`)).toBeUndefined();

    const { db } = admin();
    const refusal = await db.runTransaction((tx) =>
      schoolDayRefusalFor(tx, SCHOOL, { termId: 'term-2026-autumn', grade: 7 }, '2026-12-08'),
    );
    expect(refusal).toBe('Tue, 8 Dec 2026 is a closure day: Boiler repair.');
    const grade8 = await db.runTransaction((tx) =>
      schoolDayRefusalFor(tx, SCHOOL, { termId: 'term-2026-autumn', grade: 8 }, '2026-12-08'),
    );
    expect(grade8).toBeNull();
  });
});

describe('a closure tells each person once', () => {
  it('saving the same closure again tells nobody twice; moving its dates tells them of the new dates', async () => {
    await reachOf('demo-parent', (k) => k.includes('grade:7'));
    const closure = event({
      title: 'Heating failure',
      category: 'closure',
      allDay: true,
      startTime: null,
      endTime: null,
      startDate: '2026-12-09',
      endDate: '2026-12-09',
      audience: { wholeSchool: false, grades: [7] },
    });
    const first = await post(ADMIN, '/calendar/saveEvent', closure);
    expect(first.body.message).toMatch(/people were told the school is closed\.$/);
    const id = first.body.id!;
    made.push(id);
    const closureNotes = async () => {
      const notes = await admin().db.collection(`schools/${SCHOOL}/notifications`).select().get();
      return notes.docs.filter((n) => n.id.startsWith(`closure-${id}-`)).length;
    };
    const told = await closureNotes();
    expect(told).toBeGreaterThanOrEqual(2);

    const again = await post(ADMIN, '/calendar/saveEvent', { ...closure, id });
    expect(again.body).toMatchObject({ status: 200, message: 'Heating failure on Wed, 9 Dec 2026 saved.' });
    expect(await closureNotes()).toBe(told);

    const moved = await post(ADMIN, '/calendar/saveEvent', {
      ...closure,
      id,
      startDate: '2026-12-10',
      endDate: '2026-12-10',
    });
    expect(moved.body.message).toMatch(/people were told the school is closed\.$/);
    expect(await closureNotes()).toBe(2 * told);
    expect(await record(`notifications/closure-${id}-2026-12-10-2026-12-10_demo-parent`)).toMatchObject({
      title: 'School closed: Heating failure',
    });
  });
});

describe('GET /api/calendar/feed', () => {
  it('carries exactly the events that reach its owner, as iCalendar; a reset turns the old address off', async () => {
    const trip = await post(TEACHER, '/calendar/saveEvent', event({ title: 'Feed trip 7A' }));
    const staff = await post(
      ADMIN,
      '/calendar/saveEvent',
      event({ title: 'Feed staff meeting', audience: { wholeSchool: false, roles: ['staff'] } }),
    );
    made.push(trip.body.id!, staff.body.id!);
    const address = await callApi<{ path: string }>('POST', '/calendar/feedAddress', {
      token: tokenOf(PARENT),
      body: {},
    });
    expect(address.status).toBe(200);
    const token = new URL(address.body.path, 'http://x').searchParams.get('token')!;
    const feed = await callApi<string>('GET', '/calendar/feed', { query: { token } });
    expect(feed.status).toBe(200);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('SUMMARY:Feed trip 7A');
    expect(feed.body).not.toContain('Feed staff meeting');
    expect(feed.body).toContain('DTSTART;TZID=Europe/London:20261202T090000');
    // The zone the times are in is defined in the feed itself (RFC 5545), so Outlook does not shift them.
    expect(feed.body).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n[\s\S]*END:VTIMEZONE\r\n/);

    const again = await callApi<{ path: string }>('POST', '/calendar/feedAddress', {
      token: tokenOf(PARENT),
      body: {},
    });
    expect(again.body.path).toBe(address.body.path);
    const reset = await callApi<{ path: string }>('POST', '/calendar/feedAddress', {
      token: tokenOf(PARENT),
      body: { reset: true },
    });
    expect(reset.body.path).not.toBe(address.body.path);
    expect((await callApi('GET', '/calendar/feed', { query: { token } })).body).toEqual({
      status: 404,
      message: 'This calendar address is not valid (it may have been reset).',
    });
    const fresh = new URL(reset.body.path, 'http://x').searchParams.get('token')!;
    expect((await callApi('GET', '/calendar/feed', { query: { token: fresh } })).status).toBe(200);
  });
  it('refuses a wrong token', async () => {
    expect((await callApi('GET', '/calendar/feed', { query: { token: 'x'.repeat(32) } })).status).toBe(404);
    expect((await callApi('GET', '/calendar/feed', { query: { token: 'short' } })).status).toBe(400);
    // An id Firestore reserves is refused as bad input before it reaches Firestore.
    const reserved = await callApi('GET', '/calendar/feed', { query: { token: `__${'x'.repeat(24)}__` } });
    expect(reserved).toEqual({ status: 400, body: { status: 400, message: 'token is not a calendar feed token.' } });
  });
  it('a student’s feed has no staff-only event', async () => {
    const token = await idTokenFor(STUDENT);
    const address = await callApi<{ path: string }>('POST', '/calendar/feedAddress', { token, body: {} });
    const feed = await callApi<string>('GET', new URL(address.body.path, 'http://x').pathname.replace('/api', ''), {
      query: Object.fromEntries(new URL(address.body.path, 'http://x').searchParams),
    });
    expect(feed.body).toContain('Feed trip 7A');
    expect(feed.body).not.toContain('Feed staff meeting');
  });
});

describe('POST /api/calendar/changeOccurrence', () => {
  const weekly = () =>
    event({
      title: 'Homework club',
      repeat: 'weekly',
      repeatUntil: '2026-12-23',
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });

  it('cancels one date and changes another; the series keeps the rest, the feed says so, and it is audited', async () => {
    const res = await post(TEACHER, '/calendar/saveEvent', weekly());
    const id = res.body.id!;
    made.push(id);
    const cancel = await post(TEACHER, '/calendar/changeOccurrence', { id, occurrence: '2026-12-09', cancelled: true });
    expect(cancel.body).toEqual({
      status: 200,
      message: 'Homework club on Wed, 9 Dec 2026 cancelled; the other dates stay.',
      id,
    });
    const change = await post(TEACHER, '/calendar/changeOccurrence', {
      id,
      occurrence: '2026-12-23',
      change: {
        title: 'Homework club (hall)',
        location: 'Hall',
        startDate: '2026-12-24',
        endDate: '2026-12-24',
        startTime: '10:00',
        endTime: '11:00',
      },
    });
    expect(change.status).toBe(200);
    expect(await record(`events/${id}`)).toMatchObject({
      cancelledDates: ['2026-12-09'],
      changedOccurrences: [expect.objectContaining({ occurrence: '2026-12-23', startDate: '2026-12-24' })],
      lastDate: '2026-12-24',
      title: 'Homework club',
    });
    expect(await auditActions(`events/${id}`)).toEqual(
      expect.arrayContaining(['event.created', 'event.occurrenceCancelled', 'event.occurrenceChanged']),
    );

    const address = await callApi<{ path: string }>('POST', '/calendar/feedAddress', {
      token: tokenOf(PARENT),
      body: {},
    });
    const token = new URL(address.body.path, 'http://x').searchParams.get('token')!;
    const feed = (await callApi<string>('GET', '/calendar/feed', { query: { token } })).body;
    expect(feed).toContain('EXDATE;TZID=Europe/London:20261209T090000');
    expect(feed).toContain('RECURRENCE-ID;TZID=Europe/London:20261223T090000');
    expect(feed).toContain('SUMMARY:Homework club (hall)');

    // Changing the series keeps the exceptions of the dates it still has.
    const shorter = await post(TEACHER, '/calendar/saveEvent', { ...weekly(), id, repeatUntil: '2026-12-16' });
    expect(shorter.status).toBe(200);
    expect(await record(`events/${id}`)).toMatchObject({
      cancelledDates: ['2026-12-09'],
      changedOccurrences: [],
      lastDate: '2026-12-16',
    });
    // Putting the date back.
    await post(TEACHER, '/calendar/changeOccurrence', { id, occurrence: '2026-12-09' });
    expect(await record(`events/${id}`)).toMatchObject({ cancelledDates: [] });
  });

  it.each([
    [{ occurrence: '2026-12-10', cancelled: true }, 'occurrence: 2026-12-10 is not a date of this event.'],
    [{ occurrence: 'soon' }, 'occurrence: choose a date.'],
    [
      {
        occurrence: '2026-12-09',
        change: { title: 'X', startDate: '2026-11-01', endDate: '2026-11-01', startTime: '09:00', endTime: '10:00' },
      },
      "change.startDate: A changed date stays on or after the event's first day (2026-12-02).",
    ],
    [
      {
        occurrence: '2026-12-09',
        cancelled: true,
        change: { title: 'X', startDate: '2026-12-09', endDate: '2026-12-09', startTime: '09:00', endTime: '10:00' },
      },
      'A cancelled date has no change: send one or the other.',
    ],
  ])('refuses %j, naming the field, and changes nothing', async (over, message) => {
    const res = await post(TEACHER, '/calendar/saveEvent', weekly());
    const id = res.body.id!;
    made.push(id);
    const before = await record(`events/${id}`);
    expect((await post(TEACHER, '/calendar/changeOccurrence', { id, ...over })).body).toEqual({ status: 400, message });
    expect(await record(`events/${id}`)).toEqual(before);
  });

  it('refuses a one-off event, another author’s event, another school and a parent', async () => {
    const once = await post(TEACHER, '/calendar/saveEvent', event({ title: 'One-off trip' }));
    made.push(once.body.id!);
    expect(
      (
        await post(TEACHER, '/calendar/changeOccurrence', {
          id: once.body.id,
          occurrence: '2026-12-02',
          cancelled: true,
        })
      ).body,
    ).toEqual({
      status: 400,
      message: 'id: Only a repeating event has dates to change one by one: change the event itself.',
    });
    const admins = await post(ADMIN, '/calendar/saveEvent', weekly());
    const id = admins.body.id!;
    made.push(id);
    const body = { id, occurrence: '2026-12-09', cancelled: true };
    expect((await post(TEACHER, '/calendar/changeOccurrence', body)).status).toBe(403);
    expect((await post(NORTH, '/calendar/changeOccurrence', body)).status).toBe(404);
    expect((await post(PARENT, '/calendar/changeOccurrence', body)).status).toBe(403);
    expect((await record(`events/${id}`))?.cancelledDates).toEqual([]);
  });
});
