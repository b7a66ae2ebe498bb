/**
 * Messages: private conversations between families and the school.
 *
 * - `schools/{id}/conversations/{c}`: who is in it (the server decides, never the client), the child it is about, the
 *   last message for the inbox's row, and each participant's unread count, kept in the same transaction as each
 *   message. Participants read it by `participantUids` array-contains; a safeguarding lead reads the others only
 *   through the API (`oversee`), which writes each read to the audit log.
 * - `schools/{id}/conversations/{c}/messages/{m}`: the messages, newest read first (`at`). Nothing is deleted: a
 *   message taken back within WITHDRAW_WINDOW_MS shows as withdrawn, and its text moves to
 *   `schools/{id}/withdrawnMessages/{c}_{m}`, which only the office (Admins) and the API read.
 * - `schools/{id}/messageInboxes/{uid}`: one person's unread total, the header's count in one document read.
 * - `schools/{id}/messageHours/{uid}`: a member of staff's working hours and away notice, which a family reads before
 *   writing (null hours: the school's default, `settings.messages.defaultHours` on the school's record).
 *
 * The text is Markdown, stored as written and rendered as the newsfeed renders a post (no raw HTML).
 */
import { z } from 'zod';
import { documentIdField } from './document-id';
import { fileRefSchema } from './files';
import { proseText } from './plain-text';
import { isoWeekday, schoolDate, schoolTimeOfDay, addIsoDays, zonedInstant } from './school-time';
import { checkMessage } from './sentence';

/** The newest messages a conversation opens with; older ones load on scroll, this many at a time. */
export const MESSAGE_PAGE_SIZE = 50;
/** The inbox's first page of conversations. */
export const INBOX_PAGE_SIZE = 20;
export const MAX_MESSAGE_LENGTH = 4000;
/** A sender may take a message back for this long after sending it; after that it stays. */
export const WITHDRAW_WINDOW_MS = 5 * 60 * 1000;
/** The inbox row's preview of the last message. */
export const PREVIEW_LENGTH = 140;

/** Which person collection a participant's record is in: staff are the office (they sign in as Admins). */
export const PARTICIPANT_KINDS = ['teachers', 'staff', 'parents', 'students'] as const;
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];

export const participantSchema = z.object({
  kind: z.enum(PARTICIPANT_KINDS),
  /** The person record's id (an Admin with no staff record: their uid). */
  id: z.string().min(1),
  uid: z.string().min(1),
  name: z.string().max(200),
});
export type Participant = z.infer<typeof participantSchema>;

const lastMessageSchema = z.object({
  /** The first PREVIEW_LENGTH characters of the text ('' once withdrawn). */
  text: z.string().max(PREVIEW_LENGTH + 1),
  at: z.number().int(),
  senderUid: z.string(),
  senderName: z.string(),
  withdrawn: z.boolean().default(false),
});
export type LastMessage = z.infer<typeof lastMessageSchema>;

export const conversationSchema = z.object({
  participants: z.array(participantSchema).min(2),
  /** The participants' accounts, for the rules and the inbox's query (array-contains, ordered by updatedAt). */
  participantUids: z.array(z.string()).min(2),
  /** Who started it. */
  startedByUid: z.string(),
  /** The child it is about (so the office finds every conversation about a child); null for none. */
  aboutStudentId: z.string().nullable(),
  aboutStudentName: z.string().nullable(),
  /**
   * The same people about the same child meet in one conversation: the sorted uids and the child, joined. A new
   * message to them (one to a whole class included) goes into the conversation holding this key, if there is one.
   */
  key: z.string(),
  /** Whether a student is in it: such conversations are those the safeguarding leads are shown first. */
  withStudent: z.boolean().default(false),
  lastMessage: lastMessageSchema.nullable(),
  /** uid → messages they have not read; kept in the same transaction as each message. */
  unread: z.record(z.string(), z.number().int().min(0)),
  /** uid → the time of the newest message they have read (ms): a message at or before it is read by them. */
  readUpTo: z.record(z.string(), z.number().int()).default({}),
  /** Set once someone has reported a message in it. */
  reportedAt: z.number().int().nullable().default(null),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ConversationDoc = z.infer<typeof conversationSchema>;
export type Conversation = ConversationDoc & { id: string };

export const messageSchema = z.object({
  senderUid: z.string(),
  senderName: z.string(),
  /** Markdown; '' once withdrawn (the text is kept in withdrawnMessages for the office). */
  text: z.string().max(MAX_MESSAGE_LENGTH),
  at: z.number().int(),
  /**
   * uid → when they read it (ms): the sender's own, at the send time. Who else has read it is how far each has read
   * the conversation (`readUpTo`); marking a conversation read writes no message.
   */
  readBy: z.record(z.string(), z.number().int()),
  withdrawnAt: z.number().int().nullable().default(null),
  attachments: z.array(fileRefSchema).default([]),
});
export type MessageDoc = z.infer<typeof messageSchema>;
export type Message = MessageDoc & { id: string };

/** `withdrawnMessages/{conversationId}_{messageId}`: what a withdrawn message said, for the office and safeguarding. */
export const withdrawnMessageSchema = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  senderUid: z.string(),
  senderName: z.string(),
  text: z.string().max(MAX_MESSAGE_LENGTH),
  at: z.number().int(),
  withdrawnAt: z.number().int(),
  /** The files it carried, which its participants no longer read (the office and the leads still do). */
  attachments: z.array(fileRefSchema).default([]),
});
export type WithdrawnMessageDoc = z.infer<typeof withdrawnMessageSchema>;
export const withdrawnMessageId = (conversationId: string, messageId: string) => `${conversationId}_${messageId}`;

/** `messageInboxes/{uid}`: the header's total, one document. */
export const messageInboxSchema = z.object({
  unread: z.number().int().min(0),
  /**
   * Messages that arrived outside the person's working hours and have not been told yet: the scheduled run tells them
   * at `notifyAt` (the start of their next working hours) and clears it.
   */
  held: z
    .object({
      count: z.number().int().min(1),
      notifyAt: z.number().int(),
      conversationId: z.string(),
      senderName: z.string(),
    })
    .nullable()
    .default(null),
  updatedAt: z.number().int(),
});
export type MessageInboxDoc = z.infer<typeof messageInboxSchema>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Working hours: ISO weekdays (1 Monday … 7 Sunday) and a start and end time, in the school's time zone. */
export const workingHoursSchema = z.object({
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  start: z.string().regex(HHMM),
  end: z.string().regex(HHMM),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;
export const DEFAULT_WORKING_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5], start: '08:00', end: '16:30' };

/** `messageHours/{uid}`: a member of staff's hours and away notice, read by their school before writing to them. */
export const messageHoursSchema = z.object({
  name: z.string(),
  /** null: the school's default hours. */
  hours: workingHoursSchema.nullable(),
  /** Shown before someone writes (on a trip, off sick); null for none. */
  awayNotice: z.string().max(300).nullable(),
  updatedAt: z.number().int(),
});
export type MessageHoursDoc = z.infer<typeof messageHoursSchema>;

/**
 * `schools/{id}.settings.messages`: the school's choices. Absent: students off, the default hours. How long
 * conversations are kept is the school's leavers' retention (`settings.eraseLeaversAfterMonths`), which erasure applies.
 */
export const messageSettingsSchema = z.object({
  /** Students may write to (and be written to by) their teachers; every such conversation is the leads' to read. */
  studentsEnabled: z.boolean().default(false),
  defaultHours: workingHoursSchema.default(DEFAULT_WORKING_HOURS),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  studentsEnabled: false,
  defaultHours: DEFAULT_WORKING_HOURS,
};

// ---------------------------------------------------------------------------------------------------------------
// Rules with no Firebase in them.

/** The conversation key of these people about this child (see conversationSchema.key). */
export function conversationKey(uids: readonly string[], aboutStudentId: string | null): string {
  return `${[...new Set(uids)].sort().join('+')}~${aboutStudentId ?? ''}`;
}

/** The inbox row's preview: the first line-ish of the text, cut at PREVIEW_LENGTH characters. */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

/** Whether `at` falls inside the hours, in the school's zone. */
export function withinHours(hours: WorkingHours, timeZone: string, at: number): boolean {
  const day = isoWeekday(schoolDate(timeZone, at));
  if (!hours.days.includes(day)) return false;
  const time = schoolTimeOfDay(timeZone, at);
  return time >= hours.start && time < hours.end;
}

/**
 * When to tell someone of a message that arrived at `at`: then, inside their hours; otherwise the start of their next
 * working hours (today's, if they have not begun yet), in the school's zone.
 */
export function notifyTimeFor(hours: WorkingHours, timeZone: string, at: number): number {
  if (withinHours(hours, timeZone, at)) return at;
  const today = schoolDate(timeZone, at);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const date = addIsoDays(today, ahead);
    if (!hours.days.includes(isoWeekday(date))) continue;
    const start = zonedInstant(date, hours.start, timeZone);
    if (start > at) return start;
  }
  return at;
}

/** Whether the sender may still take a message back. */
export const canWithdraw = (sentAt: number, now: number) => now - sentAt <= WITHDRAW_WINDOW_MS;

// ---------------------------------------------------------------------------------------------------------------
// Route inputs. Families write messages, so the checks a family can meet are sentences of the catalogue.

const id = (label: Parameters<typeof documentIdField>[0]) => documentIdField(label);
const conversationId = id(/*i18n*/ { id: 'check.messages.conversation', message: 'Conversation' });
const messageId = id(/*i18n*/ { id: 'check.messages.message', message: 'Message' });
const aboutStudentId = id(/*i18n*/ { id: 'check.messages.about-child', message: 'Child' });

export const messageText = proseText(
  /*i18n*/ { id: 'check.messages.text-label', message: 'Message' },
  MAX_MESSAGE_LENGTH,
).pipe(
  z
    .string()
    .min(
      1,
      checkMessage(
        /*i18n*/ { id: 'check.messages.text-required', message: 'Message is required: write what you want to say.' },
      ),
    ),
);

export const recipientSchema = z.strictObject({
  kind: z.enum(
    PARTICIPANT_KINDS,
    checkMessage(
      /*i18n*/ {
        id: 'check.messages.recipient-kind',
        message: 'Each recipient must be a teacher, a member of staff, a parent or a student.',
      },
    ),
  ),
  id: id(/*i18n*/ { id: 'check.messages.recipient', message: 'Recipient' }),
});
export type RecipientRef = z.infer<typeof recipientSchema>;

/**
 * `POST /api/messages/start`: a new conversation (or the existing one between the same people about the same child)
 * with its first message. `with` names whom the caller writes to; the server adds the child's other guardians and
 * refuses anyone the caller may not write to.
 */
export const startConversationInput = z.strictObject({
  with: z
    .array(
      recipientSchema,
      checkMessage(/*i18n*/ { id: 'check.messages.with-list', message: 'Choose whom to write to.' }),
    )
    .min(1, checkMessage(/*i18n*/ { id: 'check.messages.with-empty', message: 'Choose whom to write to.' }))
    .max(
      10,
      checkMessage(
        /*i18n*/ { id: 'check.messages.with-too-many', message: 'Write to at most 10 people in one conversation.' },
      ),
    ),
  aboutStudentId: aboutStudentId.optional(),
  text: messageText,
});
export type StartConversationInput = z.input<typeof startConversationInput>;

/** `POST /api/messages/sendToClass`: one message to each family of a class, each in its own private conversation. */
export const sendToClassInput = z.strictObject({
  classId: id('Class'),
  text: messageText,
});

/** The most files one message carries. */
export const MESSAGE_FILES_MAX = 10;

const ATTACHMENTS_LABEL = /*i18n*/ { id: 'check.messages.attachments', message: 'Attachments' };

/** Files the caller added to the conversation (place `messageAttachment`) and sends with this message. */
const attachmentIds = z
  .array(
    documentIdField(ATTACHMENTS_LABEL),
    checkMessage(/*i18n*/ { id: 'check.messages.attachments-list', message: 'Attachments must be a list of files.' }),
  )
  .max(
    MESSAGE_FILES_MAX,
    checkMessage(
      /*i18n*/ {
        id: 'check.messages.attachments-too-many',
        message: 'Attachments: a message carries at most {max} files. Send the rest in another message.',
      },
      { max: MESSAGE_FILES_MAX },
    ),
  )
  .default([]);

/**
 * `POST /api/messages/send`: a message in a conversation the caller is in, with the files they added to it. Text may
 * be left out when it carries files.
 */
export const sendMessageInput = z
  .strictObject({ conversationId, text: z.string().optional(), attachments: attachmentIds })
  .transform((input, ctx) => {
    if (!input.text?.trim() && input.attachments.length) return { ...input, text: '' };
    const parsed = messageText.safeParse(input.text ?? '');
    if (parsed.success) return { ...input, text: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['text'] });
    return z.NEVER;
  });
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** `POST /api/messages/withdraw`: the sender takes a message back, within WITHDRAW_WINDOW_MS. */
export const withdrawMessageInput = z.strictObject({ conversationId, messageId });

/** `POST /api/messages/markRead`: everything in the conversation up to now is read by the caller. */
export const markConversationReadInput = z.strictObject({ conversationId });

/** `POST /api/messages/report`: a message goes to the school's safeguarding leads, with its conversation. */
export const reportMessageInput = z.strictObject({
  conversationId,
  messageId,
  reason: proseText(/*i18n*/ { id: 'check.messages.report-reason', message: 'What worries you' }, 1000).default(''),
});

const HOURS_CHECKS = {
  startRequired: /*i18n*/ { id: 'check.messages.hours-start-required', message: 'Start of working hours is required.' },
  startFormat: /*i18n*/ {
    id: 'check.messages.hours-start-format',
    message: 'Start of working hours must be a time like 08:30 (24-hour).',
  },
  endRequired: /*i18n*/ { id: 'check.messages.hours-end-required', message: 'End of working hours is required.' },
  endFormat: /*i18n*/ {
    id: 'check.messages.hours-end-format',
    message: 'End of working hours must be a time like 16:30 (24-hour).',
  },
  days: /*i18n*/ {
    id: 'check.messages.hours-days',
    message: 'Working days must be weekdays 1 (Monday) to 7 (Sunday).',
  },
  noDay: /*i18n*/ { id: 'check.messages.hours-no-day', message: 'Working days: choose at least one day.' },
  order: /*i18n*/ { id: 'check.messages.hours-order', message: 'End of working hours must be after the start.' },
};
const timeOfDay = (required: string, format: string) => z.string(required).regex(HHMM, format);
export const workingHoursInput = z
  .strictObject({
    days: z
      .array(z.number(checkMessage(HOURS_CHECKS.days)).int().min(1).max(7), checkMessage(HOURS_CHECKS.days))
      .min(1, checkMessage(HOURS_CHECKS.noDay))
      .max(7, checkMessage(HOURS_CHECKS.days)),
    start: timeOfDay(checkMessage(HOURS_CHECKS.startRequired), checkMessage(HOURS_CHECKS.startFormat)),
    end: timeOfDay(checkMessage(HOURS_CHECKS.endRequired), checkMessage(HOURS_CHECKS.endFormat)),
  })
  .refine((h) => h.start < h.end, { message: checkMessage(HOURS_CHECKS.order), path: ['end'] });

/** `POST /api/messages/updateHours`: a member of staff's own hours (null: the school's) and away notice. */
export const updateHoursInput = z.strictObject({
  hours: workingHoursInput.nullable(),
  awayNotice: proseText(/*i18n*/ { id: 'check.messages.away-notice', message: 'Away notice' }, 300)
    .nullable()
    .transform((v) => (v ? v : null)),
});

/**
 * `POST /api/messages/updateChildGuardians`: the office says which of a child's guardians staff may leave out of a
 * conversation about the child (every other guardian is always in it).
 */
export const updateChildGuardiansInput = z.strictObject({
  studentId: aboutStudentId,
  mayLeaveOut: z
    .array(
      id(/*i18n*/ { id: 'check.messages.leave-out-guardian', message: 'May be left out of messages' }),
      checkMessage(
        /*i18n*/ {
          id: 'check.messages.leave-out-list',
          message: 'May be left out of messages must be a list of the child’s guardians.',
        },
      ),
    )
    .max(
      6,
      checkMessage(
        /*i18n*/ {
          id: 'check.messages.leave-out-many',
          message: 'May be left out of messages: a child has at most 6 guardians.',
        },
      ),
    ),
});

/** `POST /api/messages/updateSettings`: the Admin's choices for the school. */
export const updateMessageSettingsInput = z.strictObject({
  studentsEnabled: z.boolean('Students may message their teachers must be true or false.'),
  defaultHours: workingHoursInput,
});
export type UpdateMessageSettingsInput = z.input<typeof updateMessageSettingsInput>;

/** `POST /api/messages/recipients`: whom the caller may write to; about one child when given. */
export const recipientsInput = z.strictObject({ aboutStudentId: aboutStudentId.optional() });

/** `POST /api/messages/oversee`: a safeguarding lead reads a conversation (audited), a page of messages before `before`. */
export const overseeInput = z.strictObject({
  conversationId,
  before: z.number('before must be a time in milliseconds.').int().min(0).optional(),
});

/** The safeguarding screen's page of conversations. */
export const OVERSIGHT_PAGE_SIZE = 20;

/**
 * `POST /api/messages/conversationsFor`: a safeguarding lead's list, one page (OVERSIGHT_PAGE_SIZE) before `before`:
 * the reported conversations, newest report first, or every conversation about one child, newest activity first.
 */
export const conversationsForInput = z
  .strictObject({
    reported: z.literal(true, 'reported must be true.').optional(),
    aboutStudentId: aboutStudentId.optional(),
    before: z.number('before must be a time in milliseconds.').int().min(0).optional(),
  })
  .refine((i) => (i.reported === true) !== (i.aboutStudentId !== undefined), {
    message: checkMessage(
      /*i18n*/ {
        id: 'check.messages.oversight-which',
        message: 'Child: choose a child, or ask for the reported conversations.',
      },
    ),
    path: ['aboutStudentId'],
  });
export type ConversationsForInput = z.input<typeof conversationsForInput>;

/** `POST /api/messages/setSafeguardingLead`: an Admin makes a member of staff a safeguarding lead, or stops. */
export const setSafeguardingLeadInput = z.strictObject({
  uid: id('uid'),
  lead: z.boolean('lead must be true or false.'),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export interface ConversationStarted {
  status: 200;
  message: string;
  conversationId: string;
  messageId: string;
  /** Whether an existing conversation between the same people about the same child took the message. */
  reused: boolean;
  /** Recipients outside their working hours now: told when their hours begin. */
  heldFor: HeldNotice[];
}

export interface HeldNotice {
  name: string;
  /** When they will be told (ms). */
  notifyAt: number;
}

export interface MessageSent {
  status: 200;
  message: string;
  messageId: string;
  heldFor: HeldNotice[];
}

export interface SentToClass {
  status: 200;
  message: string;
  /** Conversations written to: one per family (child) with a guardian who has an account. */
  conversations: number;
  created: number;
  reused: number;
  /** Children none of whose guardians has an account: nobody to write to. */
  unreachable: number;
}

/** One person the caller may write to, with what they see before writing. */
export interface Recipient {
  kind: ParticipantKind;
  id: string;
  name: string;
  /** What links them ("Maths, 7A", "Ben's guardian", "Office"). */
  detail: string;
  /** The child a conversation with them is about (a teacher writing to a family, a parent to their child's teacher). */
  aboutStudentId: string | null;
  aboutStudentName: string | null;
  /** Staff only: their away notice, and whether now is outside their working hours. */
  awayNotice: string | null;
  outsideHours: boolean;
  /**
   * A guardian who is in every conversation about this child: the student's record does not let staff leave them out,
   * so the server adds them whether or not they are chosen.
   */
  alwaysIncluded: boolean;
}

export interface RecipientGroup {
  /** "7A families", "Ben's teachers", "Office". */
  label: string;
  /** A class a teacher may write to all of at once (sendToClass), for a group of a class's families. */
  classId: string | null;
  recipients: Recipient[];
}

export interface Recipients {
  status: 200;
  message: string;
  groups: RecipientGroup[];
}

/** A conversation as the safeguarding list shows it: who, about whom, when; never what was said. */
export interface ConversationSummary {
  id: string;
  participants: { kind: ParticipantKind; name: string }[];
  aboutStudentId: string | null;
  aboutStudentName: string | null;
  withStudent: boolean;
  reportedAt: number | null;
  /** The last activity (ms). */
  updatedAt: number;
}

export interface ConversationsFor {
  status: 200;
  message: string;
  conversations: ConversationSummary[];
  /** More remain: pass the last one's `reportedAt` (reported) or `updatedAt` (about a child) as `before`. */
  more: boolean;
}

export interface Oversight {
  status: 200;
  message: string;
  conversation: Conversation;
  /** Newest first, withdrawn messages with their text. */
  messages: (Message & { withdrawnText: string | null })[];
  /** Older messages remain: pass the last one's `at` as `before`. */
  more: boolean;
}
