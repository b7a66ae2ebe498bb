/**
 * The demo school's calendar and newsfeed: events for everyone, for parents, for staff, for one class and for
 * some grades (one weekly), posts (one pinned, one asking Grade 7A's families to confirm they have read it), and the
 * acknowledgements that post opened. Fixed dates and ids, so seeding twice changes nothing. Each member's reach is
 * made by the server's triggers from the people and classes the seed writes.
 */
import { audienceKeys, type Audience, describeAudience } from '@academy/shared/audience';
import { eventRecord, type EventDoc, type SaveEventInput, saveEventInput } from '@academy/shared/calendar';
import type { AcknowledgementDoc, PostDoc } from '@academy/shared/newsfeed';

const SCHOOL = 'demo-academy-school';
const OFFICE = { uid: 'demo-admin', name: 'Helen Carter' };
const TEACHER = { uid: 'demo-teacher', name: 'Amara Okafor' };
const CREATED = Date.UTC(2026, 10, 2, 9);
/** The one class the demo posts name. */
const DEMO_CLASS_NAMES = new Map([['class-7a', 'Grade 7A']]);

const audience = (a: Partial<Audience>): Audience => ({
  wholeSchool: false,
  roles: [],
  grades: [],
  classIds: [],
  members: 'everyone',
  ...a,
});

function event(input: Omit<SaveEventInput, 'audience'> & { audience: Audience }, author = OFFICE): EventDoc {
  return eventRecord(saveEventInput.parse(input), author, CREATED);
}

const timed = { allDay: false, repeat: 'none', repeatUntil: null, description: '', location: '' } as const;
const allDay = { ...timed, allDay: true, startTime: null, endTime: null } as const;

export const DEMO_EVENTS: Record<string, EventDoc> = {
  'event-museum-trip': event(
    {
      ...timed,
      title: 'Grade 7A museum trip',
      category: 'trip',
      description: 'Packed lunch and a coat, please. Back by 15:30.',
      location: 'Natural History Museum',
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      startTime: '09:00',
      endTime: '15:30',
      audience: audience({ classIds: ['class-7a'] }),
    },
    TEACHER,
  ),
  'event-parents-evening': event({
    ...timed,
    title: 'Parents’ evening',
    category: 'meeting',
    location: 'Main hall',
    startDate: '2026-12-03',
    endDate: '2026-12-03',
    startTime: '16:00',
    endTime: '19:00',
    audience: audience({ roles: ['parents', 'staff'] }),
  }),
  'event-winter-concert': event({
    ...timed,
    title: 'Winter concert',
    category: 'other',
    location: 'Main hall',
    startDate: '2026-12-16',
    endDate: '2026-12-16',
    startTime: '18:00',
    endTime: '20:00',
    audience: audience({ wholeSchool: true }),
  }),
  'event-chess-club': event({
    ...timed,
    title: 'Chess club',
    category: 'other',
    location: 'Library',
    startDate: '2026-11-04',
    endDate: '2026-11-04',
    startTime: '15:30',
    endTime: '16:30',
    repeat: 'weekly',
    repeatUntil: '2026-12-16',
    audience: audience({ grades: [7, 8] }),
  }),
  'event-staff-meeting': event({
    ...timed,
    title: 'Staff meeting',
    category: 'meeting',
    location: 'Staff room',
    startDate: '2026-11-02',
    endDate: '2026-11-02',
    startTime: '16:00',
    endTime: '17:00',
    repeat: 'weekly',
    repeatUntil: '2026-12-14',
    audience: audience({ roles: ['staff'] }),
  }),
  'event-mock-exams': event({
    ...allDay,
    title: 'Grade 9 mock exams',
    category: 'exam',
    startDate: '2026-12-07',
    endDate: '2026-12-11',
    audience: audience({ grades: [9] }),
  }),
  'event-training-day': event({
    ...allDay,
    title: 'Staff training day: school closed to students',
    category: 'closure',
    startDate: '2027-01-04',
    endDate: '2027-01-04',
    audience: audience({ wholeSchool: true }),
  }),
};

function post(
  fields: Pick<PostDoc, 'title' | 'body' | 'link' | 'pinned' | 'needsAcknowledgement'> & { audience: Audience },
  publishedAt: number,
  author = OFFICE,
  audienceSize = 0,
): PostDoc {
  return {
    ...fields,
    audienceKeys: audienceKeys(fields.audience),
    audienceLabel: describeAudience(fields.audience, DEMO_CLASS_NAMES),
    sentTo: null,
    acknowledgeBy: 'family',
    status: 'published',
    publishAt: publishedAt,
    publishedAt,
    editedAt: null,
    authorUid: author.uid,
    authorName: author.name,
    createdAt: publishedAt,
    audienceSize,
    acknowledgedCount: 0,
    announcedAt: publishedAt,
  };
}

export const DEMO_POSTS: Record<string, PostDoc> = {
  'post-welcome': post(
    {
      title: 'Welcome to the autumn term',
      body: 'We are glad to have everyone back.\n\n- Term ends on **Friday 18 December**\n- The winter concert is on 16 December',
      link: null,
      pinned: true,
      needsAcknowledgement: false,
      audience: audience({ wholeSchool: true }),
    },
    Date.UTC(2026, 8, 1, 8),
  ),
  'post-museum-slip': post(
    {
      title: 'Museum trip: please confirm',
      body: 'Grade 7A visits the Natural History Museum on **2 December**. Please confirm you have read this and send a packed lunch.',
      link: 'https://www.nhm.ac.uk/',
      pinned: false,
      needsAcknowledgement: true,
      audience: audience({ classIds: ['class-7a'] }),
    },
    Date.UTC(2026, 10, 16, 12),
    TEACHER,
    2,
  ),
  'post-registers': post(
    {
      title: 'Registers by 09:15, please',
      body: 'From Monday the office follows up absences at 09:30, so registers need to be in by 09:15.',
      link: null,
      pinned: false,
      needsAcknowledgement: false,
      audience: audience({ roles: ['staff'] }),
    },
    Date.UTC(2026, 10, 9, 8),
  ),
};

const waiting = (uid: string, name: string, role: string): AcknowledgementDoc => ({
  postId: 'post-museum-slip',
  uid,
  name,
  role,
  authorUid: TEACHER.uid,
  acknowledged: false,
  acknowledgedAt: null,
  familyUids: [],
  acknowledgedBy: null,
});

export const DEMO_ACKNOWLEDGEMENTS: Record<string, AcknowledgementDoc> = {
  'post-museum-slip_demo-parent': waiting('demo-parent', 'Ngozi Adeyemi', 'Parent'),
  'post-museum-slip_demo-student': waiting('demo-student', 'Aisha Adeyemi', 'Student'),
};

/** Every demo record of the calendar and newsfeed, by collection, for the seed. */
export const DEMO_CALENDAR = [
  { schoolId: SCHOOL, collection: 'events', docs: DEMO_EVENTS },
  { schoolId: SCHOOL, collection: 'posts', docs: DEMO_POSTS },
  { schoolId: SCHOOL, collection: 'acknowledgements', docs: DEMO_ACKNOWLEDGEMENTS },
] as const;
