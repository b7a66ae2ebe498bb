/**
 * Who may write to whom, and who is in a conversation: decided here, from the school's own records, never from the
 * client's word. The links (docs/messages.md):
 * - a guardian ↔ the teachers of their children's classes (a class's teacherUids: its homeroom teacher and the
 *   teachers of its lessons, so every subject taught to it), and ↔ the office;
 * - a teacher ↔ the guardians of the students they teach; every guardian of the child with an account is in it,
 *   except one the student's record lets staff leave out (`messagesMayLeaveOut`) and the writer did not choose;
 * - the office (Admins: office staff sign in as Admins) ↔ anyone in the school;
 * - a student ↔ their teachers only, and only where the school has turned students on.
 * Nobody in another school is ever read: every read goes through the caller's school.
 */
import {
  DEFAULT_MESSAGE_SETTINGS,
  DEFAULT_WORKING_HOURS,
  type MessageSettings,
  messageSettingsSchema,
  type Participant,
  type ParticipantKind,
  type RecipientRef,
  type WorkingHours,
} from '@academy/shared/messages';
import { roleSegment, type Role } from '@academy/shared/roles';
import { createHash } from 'node:crypto';
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { badRequest, forbidden, notFound, say } from './errors';
import { db } from './firebase';
import { schoolCollection, schoolDoc } from './records';

const MESSAGES = {
  studentsOff: /*i18n*/ {
    id: 'api.messages.students-off',
    message: 'Your school has not turned on messages for students.',
  },
  notLinked: /*i18n*/ {
    id: 'api.messages.not-linked',
    message: 'You cannot write to {name}: messages go between families and the teachers of their children.',
  },
  noAccount: /*i18n*/ {
    id: 'api.messages.no-account',
    message: '{name} has no account yet, so cannot read messages.',
  },
  noRecipient: /*i18n*/ { id: 'api.messages.no-recipient', message: 'There is nobody with that id to write to.' },
  sent: /*i18n*/ { id: 'api.messages.sent', message: 'Message sent.' },
  noChild: /*i18n*/ { id: 'api.messages.no-child', message: 'Child: there is no such child of yours.' },
  notYours: /*i18n*/ { id: 'api.messages.not-in-it', message: 'You are not in this conversation.' },
  noSelf: /*i18n*/ { id: 'api.messages.no-self', message: 'You cannot write to yourself.' },
  noProfile: /*i18n*/ {
    id: 'api.messages.no-profile',
    message: 'Your account is not linked to a record of the school, so it cannot send messages.',
  },
};

/** Refusals and answers more than one route gives. */
export const refuseStudentsOff = () => forbidden(say(MESSAGES.studentsOff));
export const messageSent = () => say(MESSAGES.sent);

/** The people records a participant can be, by kind. */
const KIND_OF_ROLE: Record<Role, ParticipantKind> = {
  Admin: 'staff',
  Teacher: 'teachers',
  Parent: 'parents',
  Student: 'students',
};

export const isStaffKind = (kind: ParticipantKind) => kind === 'teachers' || kind === 'staff';

export const nameOf = (data: DocumentData | undefined) =>
  `${String(data?.firstName ?? '')} ${String(data?.lastName ?? '')}`.trim();

/** The school's record and its message settings (defaults where it has none). */
export async function schoolForMessages(
  caller: Caller,
  read: (ref: FirebaseFirestore.DocumentReference) => Promise<DocumentSnapshot> = (ref) => ref.get(),
): Promise<{ school: DocumentData; timeZone: string; settings: MessageSettings }> {
  const snap = await read(schoolDoc(caller));
  const school = snap.data() ?? {};
  const parsed = messageSettingsSchema.safeParse(school.settings?.messages ?? {});
  return {
    school,
    timeZone: typeof school.timezone === 'string' ? school.timezone : 'UTC',
    settings: parsed.success ? parsed.data : DEFAULT_MESSAGE_SETTINGS,
  };
}

/** The caller as a participant: their person record (an Admin without one: their account's name), read in `tx`. */
export async function callerParticipant(tx: Transaction, caller: Caller): Promise<Participant> {
  const user = (await tx.get(db.doc(`users/${caller.uid}`))).data();
  if (!user || user.school_id !== caller.school_id) throw forbidden(say(MESSAGES.noProfile));
  const kind = KIND_OF_ROLE[caller.role];
  const personId = (user.personIds?.[caller.role] as string | null | undefined) ?? (user.personId as string | null);
  if (!personId) {
    if (caller.role !== 'Admin') throw forbidden(say(MESSAGES.noProfile));
    return { kind, id: caller.uid, uid: caller.uid, name: String(user.username ?? caller.email ?? 'Office') };
  }
  const person = await tx.get(schoolCollection(caller, kind).doc(personId));
  if (!person.exists) throw forbidden(say(MESSAGES.noProfile));
  return { kind, id: personId, uid: caller.uid, name: nameOf(person.data()) || String(user.username ?? '') };
}

interface Child {
  id: string;
  name: string;
  classId: string | null;
  guardianIds: string[];
  guardianUids: string[];
  /** Guardians the student's record lets staff leave out of a conversation about the child. */
  mayLeaveOut: string[];
  accountUid: string | null;
}

async function readChild(tx: Transaction, caller: Caller, studentId: string): Promise<Child | null> {
  const snap = await tx.get(schoolCollection(caller, 'students').doc(studentId));
  const s = snap.data();
  if (!s || s.archived) return null;
  return {
    id: snap.id,
    name: nameOf(s),
    classId: s.classId,
    guardianIds: s.guardianIds,
    guardianUids: s.guardianUids,
    mayLeaveOut: s.messagesMayLeaveOut ?? [],
    accountUid: s.accountUid,
  };
}

/**
 * The guardians of a child who have accounts, as participants: every one, except those the student's record lets staff
 * leave out and the writer did not choose.
 */
async function guardiansOf(tx: Transaction, caller: Caller, child: Child, chosen: Set<string>): Promise<Participant[]> {
  const ids = child.guardianIds.filter((id) => chosen.has(id) || !child.mayLeaveOut.includes(id));
  if (!ids.length) return [];
  const parents = schoolCollection(caller, 'parents');
  const snaps = await tx.getAll(...ids.map((id) => parents.doc(id)));
  return snaps
    .filter((p) => p.exists && p.get('accountUid') && p.get('archived') !== true)
    .map((p) => ({ kind: 'parents' as const, id: p.id, uid: String(p.get('accountUid')), name: nameOf(p.data()) }));
}

async function teacherUidsOfClass(tx: Transaction, caller: Caller, classId: string | null): Promise<string[]> {
  if (!classId) return [];
  const klass = await tx.get(schoolCollection(caller, 'classes').doc(classId));
  return klass.data()?.teacherUids ?? [];
}

/** The named recipient as a participant, or a refusal (unknown: 404; no account: 400). */
async function readRecipient(tx: Transaction, caller: Caller, ref: RecipientRef): Promise<Participant> {
  const snap = await tx.get(schoolCollection(caller, ref.kind).doc(ref.id));
  const data = snap.data() as DocumentData | undefined;
  if (!data && ref.kind === 'staff') {
    // An Admin with no staff record is the office too: named by their account.
    const user = (await tx.get(db.doc(`users/${ref.id}`))).data();
    if (user?.school_id === caller.school_id && user.role === 'Admin' && !user.disabled)
      return { kind: 'staff', id: ref.id, uid: ref.id, name: String(user.username ?? '') };
    throw notFound(say(MESSAGES.noRecipient));
  }
  if (!data || data.archived === true) throw notFound(say(MESSAGES.noRecipient));
  const name = nameOf(data);
  if (!data.accountUid) throw badRequest(say(MESSAGES.noAccount, { name }));
  return { kind: ref.kind, id: ref.id, uid: String(data.accountUid), name };
}

export interface Decided {
  participants: Participant[];
  about: { id: string; name: string } | null;
  withStudent: boolean;
}

/**
 * Who is in a new conversation the caller starts with `to`, about `aboutStudentId`: the caller, those named, and
 * (about a child, with a guardian or their teacher in it) every guardian of that child with an account. Refuses
 * anyone the caller may not write to (403), naming them.
 */
export async function decideParticipants(
  tx: Transaction,
  caller: Caller,
  me: Participant,
  to: readonly RecipientRef[],
  aboutStudentId: string | undefined,
  settings: MessageSettings,
): Promise<Decided> {
  if (caller.role === 'Student' && !settings.studentsEnabled) throw refuseStudentsOff();
  const named = [];
  for (const ref of to) named.push(await readRecipient(tx, caller, ref));
  if (named.some((p) => p.uid === me.uid)) throw badRequest(say(MESSAGES.noSelf));
  let child: Child | null = null;
  if (aboutStudentId) {
    child = await readChild(tx, caller, aboutStudentId);
    if (!child) throw notFound(say(MESSAGES.noChild));
  }
  const refuse = (p: Participant) => forbidden(say(MESSAGES.notLinked, { name: p.name }));
  if (named.some((p) => p.kind === 'students') && !settings.studentsEnabled) throw refuseStudentsOff();

  if (caller.role === 'Parent') {
    // Their own child only; teachers of that child's class; the office.
    if (child && !child.guardianUids.includes(me.uid)) throw notFound(say(MESSAGES.noChild));
    const teachers = child ? await teacherUidsOfClass(tx, caller, child.classId) : [];
    for (const p of named) {
      if (p.kind === 'staff') continue;
      if (p.kind === 'teachers' && teachers.includes(p.uid)) continue;
      throw refuse(p);
    }
  } else if (caller.role === 'Teacher') {
    const teaches = child ? (await teacherUidsOfClass(tx, caller, child.classId)).includes(me.uid) : false;
    for (const p of named) {
      if (p.kind === 'staff') continue;
      if (child && teaches && p.kind === 'parents' && child.guardianUids.includes(p.uid)) continue;
      if (child && teaches && p.kind === 'students' && child.accountUid === p.uid) continue;
      throw refuse(p);
    }
  } else if (caller.role === 'Student') {
    const self = await readChild(tx, caller, me.id);
    const teachers = self ? await teacherUidsOfClass(tx, caller, self.classId) : [];
    for (const p of named) if (!(p.kind === 'teachers' && teachers.includes(p.uid))) throw refuse(p);
    child = self;
  } else if (child) {
    // The office writes to anyone; about a child, the family's side must be that child's.
    for (const p of named)
      if (p.kind === 'parents' && !child.guardianUids.includes(p.uid)) throw refuse(p);
      else if (p.kind === 'students' && child.accountUid !== p.uid) throw refuse(p);
  }

  const participants = new Map<string, Participant>([[me.uid, me]]);
  for (const p of named) participants.set(p.uid, p);
  const withFamily = [...participants.values()].some((p) => p.kind === 'parents');
  const chosenGuardians = new Set(named.filter((p) => p.kind === 'parents').map((p) => p.id));
  if (child && withFamily)
    for (const g of await guardiansOf(tx, caller, child, chosenGuardians)) participants.set(g.uid, g);
  const all = [...participants.values()];
  return {
    participants: all,
    about: child ? { id: child.id, name: child.name } : null,
    withStudent: all.some((p) => p.kind === 'students'),
  };
}

/** A conversation's id from its key: the same people about the same child always meet in the same document. */
export const conversationIdOf = (key: string) =>
  `c${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`;

/** A conversation's messages. */
export const messagesOf = (caller: Caller, conversationId: string) =>
  db.collection(`schools/${caller.school_id}/conversations/${conversationId}/messages`);

/** Refuses a caller who is not in the conversation (403), or 404 when there is none in their school. */
export const refuseNotInIt = () => forbidden(say(MESSAGES.notYours));

export function checkParticipant(caller: Caller, conversation: DocumentSnapshot) {
  if (!conversation.exists) throw notFound();
  const uids = (conversation.get('participantUids') as string[] | undefined) ?? [];
  if (!uids.includes(caller.uid)) throw refuseNotInIt();
}

/** A member of staff's working hours: their own, else the school's default. */
export function hoursOf(hoursDoc: DocumentData | undefined, settings: MessageSettings): WorkingHours {
  return (hoursDoc?.hours as WorkingHours | null | undefined) ?? settings.defaultHours ?? DEFAULT_WORKING_HOURS;
}

/** Where a participant opens their messages in the app. */
export function messagesLink(role: Role, conversationId: string) {
  return `/app/${roleSegment(role)}/messages?c=${conversationId}`;
}

/** Whether this account is a safeguarding lead of the caller's school (read in `tx` when given). */
export async function isSafeguardingLead(caller: Caller, tx?: Transaction): Promise<boolean> {
  const ref = db.doc(`users/${caller.uid}`);
  const user = (tx ? await tx.get(ref) : await ref.get()).data();
  return user?.school_id === caller.school_id && user.safeguardingLead === true;
}
