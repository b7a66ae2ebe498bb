/** A few notifications per demo account, with fixed ids and times so seeding twice changes nothing. */
import type { NotificationDoc } from '@academy/shared/notification';

export interface DemoNotification {
  schoolId: string;
  id: string;
  doc: NotificationDoc;
}

const at = (iso: string) => Date.parse(iso);

function note(
  schoolId: string,
  recipientUid: string,
  n: number,
  title: string,
  body: string,
  link: string | null,
  createdAt: string,
  read = false,
): DemoNotification {
  return {
    schoolId,
    id: `${recipientUid}-${String(n).padStart(2, '0')}`,
    doc: { recipientUid, title, body, link, read, createdAt: at(createdAt) },
  };
}

const DEMO = 'demo-academy-school';
const NORTH = 'northside-high';

export const DEMO_NOTIFICATIONS: DemoNotification[] = [
  note(
    DEMO,
    'demo-admin',
    1,
    'Autumn term invoices are ready',
    'Invoices for the autumn term have been drafted for 30 students. Review them before they are sent to parents on Monday.',
    '/app/admin/fees',
    '2026-11-20T08:15:00Z',
  ),
  note(
    DEMO,
    'demo-admin',
    2,
    'Register not taken for 9B',
    'The morning register for class 9B was not submitted yesterday. Ask the form tutor to complete it.',
    '/app/admin/attendance',
    '2026-11-19T10:05:00Z',
  ),
  note(
    DEMO,
    'demo-admin',
    3,
    'Welcome to Academy',
    'Your school is set up. Add your teachers and staff from the Teachers and Staff sections.',
    null,
    '2026-09-01T07:00:00Z',
    true,
  ),
  note(
    DEMO,
    'demo-teacher',
    1,
    '4 new submissions',
    'Four students have handed in "Fractions and decimals" for Year 7 Mathematics.',
    '/app/teacher/assignments',
    '2026-11-20T16:40:00Z',
  ),
  note(
    DEMO,
    'demo-teacher',
    2,
    'Parents’ evening on 3 December',
    'Book your slots by Friday. The hall is open from 16:00 to 19:30.',
    '/app/teacher/calendar',
    '2026-11-18T12:00:00Z',
  ),
  note(
    DEMO,
    'demo-student',
    1,
    'Homework due tomorrow',
    '"Fractions and decimals" for Mathematics is due tomorrow at 09:00.',
    null,
    '2026-11-20T15:30:00Z',
  ),
  note(
    DEMO,
    'demo-student',
    2,
    'Science trip confirmed',
    'The Year 7 trip to the Natural History Museum is confirmed for 12 December. Bring a packed lunch.',
    null,
    '2026-11-17T09:00:00Z',
  ),
  note(
    DEMO,
    'demo-parent',
    1,
    'Aisha was marked late',
    'Aisha arrived at 08:52 this morning and was marked late. Contact the school office if this is wrong.',
    '/app/parent/students',
    '2026-11-20T09:01:00Z',
  ),
  note(
    DEMO,
    'demo-parent',
    2,
    'Autumn term fees',
    'The autumn term invoice will be sent on Monday. You can pay online or at the school office.',
    null,
    '2026-11-19T14:00:00Z',
  ),
  note(
    DEMO,
    'demo-parent',
    3,
    'Parents’ evening on 3 December',
    'Appointments open on Monday. Each appointment lasts ten minutes.',
    '/app/parent/calendar',
    '2026-11-16T11:00:00Z',
    true,
  ),
  note(
    NORTH,
    'north-admin',
    1,
    'Winter concert rehearsals',
    'The music department has booked the main hall every Thursday after school until the concert.',
    '/app/admin/calendar',
    '2026-11-19T13:20:00Z',
  ),
  note(
    NORTH,
    'north-teacher',
    1,
    'Cover needed on Friday',
    'Period 3 Geography needs cover on Friday. Reply to the office if you are free.',
    null,
    '2026-11-20T07:45:00Z',
  ),
  note(
    NORTH,
    'north-student',
    1,
    'Library books overdue',
    'Two library books are overdue. Please return them this week.',
    null,
    '2026-11-18T10:10:00Z',
  ),
  note(
    NORTH,
    'north-parent',
    1,
    'Jordan’s report is ready',
    'The half-term report for Jordan is ready to read.',
    '/app/parent/students',
    '2026-11-14T16:00:00Z',
  ),
];
