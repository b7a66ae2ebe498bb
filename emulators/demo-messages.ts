/**
 * A few conversations in Demo Academy so the Messages screens have content: the demo parent and their children's
 * teacher (the demo teacher) about each child, read and unread, one message withdrawn; the teacher's hours and away
 * notice; each side's unread total. Times are set back from `now`, so seeding again gives the same conversations.
 */
import {
  conversationKey,
  type ConversationDoc,
  type MessageDoc,
  type MessageHoursDoc,
  type MessageInboxDoc,
  previewOf,
  type WithdrawnMessageDoc,
  withdrawnMessageId,
} from '@academy/shared/messages';
import { createHash } from 'node:crypto';
import type { DemoRecord } from './demo-assignments';
import type { DemoSchool } from './demo-data';

const PARENT = 'demo-parent';
const TEACHER = 'demo-teacher';
const MINUTE = 60_000;

/** The conversation id the API gives these people about this child (functions/src/lib/messaging.ts). */
const idOf = (key: string) => `c${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`;

export interface DemoMessage {
  conversationId: string;
  id: string;
  data: MessageDoc;
}

export function demoMessages(school: DemoSchool, now: number): { records: DemoRecord[]; messages: DemoMessage[] } {
  const { parents, teachers, students } = school.collections;
  const parent = { kind: 'parents' as const, id: 'parent-01', uid: PARENT, name: nameOf(parents['parent-01']) };
  const teacher = { kind: 'teachers' as const, id: 'teacher-01', uid: TEACHER, name: nameOf(teachers['teacher-01']) };
  const records: DemoRecord[] = [];
  const messages: DemoMessage[] = [];
  let teacherUnread = 0;
  let parentUnread = 0;

  const threads: { studentId: string; lines: [typeof parent | typeof teacher, string, number][] }[] = [
    {
      studentId: 'student-02',
      lines: [
        [
          parent,
          `Can ${students['student-02']?.firstName ?? 'Ben'} leave at 2 pm on Friday? He has a dentist appointment.`,
          180,
        ],
        [teacher, 'Of course. I will let the office know, and he can catch up on the maths homework on Monday.', 150],
        [parent, 'Thank you!', 140],
      ],
    },
    {
      studentId: 'student-01',
      lines: [
        [teacher, `${students['student-01']?.firstName ?? 'Aisha'} did **brilliantly** in today's fractions test.`, 90],
        [teacher, 'Sorry, wrong class list.', 89],
        [teacher, 'She helped two classmates with theirs too. Well done to her!', 60],
      ],
    },
  ];
  for (const thread of threads) {
    const key = conversationKey([PARENT, TEACHER], thread.studentId);
    const conversationId = idOf(key);
    const student = students[thread.studentId];
    let last: ConversationDoc['lastMessage'] = null;
    const unread: Record<string, number> = { [PARENT]: 0, [TEACHER]: 0 };
    thread.lines.forEach(([from, text, minutesAgo], n) => {
      const at = now - minutesAgo * MINUTE;
      const id = `demo-message-${n + 1}`;
      const withdrawn = text.startsWith('Sorry, wrong');
      const other = from.uid === PARENT ? TEACHER : PARENT;
      // The first thread is all read; in the second, the parent has not read the last message yet.
      const read = thread.studentId === 'student-02' || n < thread.lines.length - 1;
      if (!read) unread[other] = (unread[other] ?? 0) + 1;
      messages.push({
        conversationId,
        id,
        data: {
          senderUid: from.uid,
          senderName: from.name,
          text: withdrawn ? '' : text,
          at,
          readBy: { [from.uid]: at, ...(read ? { [other]: at + MINUTE } : {}) },
          withdrawnAt: withdrawn ? at + MINUTE : null,
          attachments: [],
        },
      });
      if (withdrawn) {
        const kept: WithdrawnMessageDoc = {
          conversationId,
          messageId: id,
          senderUid: from.uid,
          senderName: from.name,
          text,
          at,
          withdrawnAt: at + MINUTE,
          attachments: [],
        };
        records.push({ collection: 'withdrawnMessages', id: withdrawnMessageId(conversationId, id), data: kept });
      }
      last = { text: withdrawn ? '' : previewOf(text), at, senderUid: from.uid, senderName: from.name, withdrawn };
    });
    teacherUnread += unread[TEACHER] ?? 0;
    parentUnread += unread[PARENT] ?? 0;
    const conversation: ConversationDoc = {
      participants: [parent, teacher],
      participantUids: [PARENT, TEACHER],
      startedByUid: thread.lines[0]![0].uid,
      aboutStudentId: thread.studentId,
      aboutStudentName: student ? `${student.firstName} ${student.lastName}` : null,
      key,
      withStudent: false,
      lastMessage: last,
      unread,
      readUpTo: {},
      reportedAt: null,
      createdAt: now - thread.lines[0]![2] * MINUTE,
      updatedAt: (last as ConversationDoc['lastMessage'])?.at ?? now,
    };
    records.push({ collection: 'conversations', id: conversationId, data: conversation });
  }
  const inbox = (unread: number): MessageInboxDoc => ({ unread, held: null, updatedAt: now });
  records.push({ collection: 'messageInboxes', id: PARENT, data: inbox(parentUnread) });
  records.push({ collection: 'messageInboxes', id: TEACHER, data: inbox(teacherUnread) });
  const hours: MessageHoursDoc = {
    name: teacher.name,
    hours: { days: [1, 2, 3, 4, 5], start: '08:00', end: '16:30' },
    awayNotice: null,
    updatedAt: now,
  };
  records.push({ collection: 'messageHours', id: TEACHER, data: hours });
  return { records, messages };
}

function nameOf(person: { firstName: string; lastName: string } | undefined) {
  return person ? `${person.firstName} ${person.lastName}` : '';
}
