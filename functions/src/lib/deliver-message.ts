/**
 * One message into one conversation, in the caller's transaction: the message, the conversation's last message and
 * unread counts, each recipient's inbox total, and their notification, all at once. A member of staff outside their
 * working hours gets the message and the count now, and the notification when their hours begin (the inbox's `held`,
 * told by the scheduled run `tellHeldMessages`).
 *
 * Writes per message: the message, the conversation, one inbox per recipient and one notification per recipient told
 * now. Reads: each recipient's inbox, user record (their language) and, for staff, their hours.
 */
import {
  type ConversationDoc,
  type HeldNotice,
  type MessageDoc,
  type MessageInboxDoc,
  type MessageSettings,
  notifyTimeFor,
  type Participant,
  previewOf,
} from '@academy/shared/messages';
import type { FileRef } from '@academy/shared/files';
import type { Role } from '@academy/shared/roles';
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { hoursOf, isStaffKind, messagesLink } from './messaging';
import { notifyInTransaction, type Audience } from './notify';
import { readersOf, readInside, schoolReading, type Readers } from './readers';
import { schoolCollection } from './records';

const MESSAGES = {
  title: /*i18n*/ { id: 'alert.message.title', message: 'New message from {name}' },
};

export const ROLE_OF_KIND: Record<Participant['kind'], Role> = {
  teachers: 'Teacher',
  staff: 'Admin',
  parents: 'Parent',
  students: 'Student',
};

export interface DeliveryReads {
  inboxes: Map<string, DocumentSnapshot>;
  hours: Map<string, DocumentSnapshot>;
  readers: Readers;
}

/** Everything delivering needs to read first (a transaction reads before it writes). */
export async function readForDelivery(
  tx: Transaction,
  caller: Caller,
  recipients: readonly Participant[],
  school: FirebaseFirestore.DocumentData,
): Promise<DeliveryReads> {
  const inboxes = schoolCollection(caller, 'messageInboxes');
  const hours = schoolCollection(caller, 'messageHours');
  const uids = recipients.map((r) => r.uid);
  const staff = recipients.filter((r) => isStaffKind(r.kind)).map((r) => r.uid);
  const [inboxSnaps, hourSnaps, readers] = await Promise.all([
    uids.length ? tx.getAll(...uids.map((u) => inboxes.doc(u))) : Promise.resolve([]),
    staff.length ? tx.getAll(...staff.map((u) => hours.doc(u))) : Promise.resolve([]),
    readersOf(readInside(tx), uids, schoolReading(school)),
  ]);
  return {
    inboxes: new Map(inboxSnaps.map((s) => [s.id, s as DocumentSnapshot])),
    hours: new Map(hourSnaps.map((s) => [s.id, s as DocumentSnapshot])),
    readers,
  };
}

export interface Delivery {
  conversationRef: DocumentReference;
  conversationId: string;
  /** A new conversation's record (created); absent for an existing one (updated). */
  created?: Omit<ConversationDoc, 'lastMessage' | 'unread' | 'readUpTo' | 'updatedAt'>;
  participants: readonly Participant[];
  sender: Participant;
  text: string;
  at: number;
  /** Files the sender added to the conversation and sends with this message (checked by the caller). */
  attachments?: FileRef[];
}

/** Writes the message and everything kept with it; answers its id and whom the telling waits for. */
export function writeDelivery(
  tx: Transaction,
  caller: Caller,
  reads: DeliveryReads,
  d: Delivery,
  settings: MessageSettings,
  timeZone: string,
): { messageId: string; heldFor: HeldNotice[]; told: Audience } {
  const recipients = d.participants.filter((p) => p.uid !== d.sender.uid);
  const messageRef = d.conversationRef.collection('messages').doc();
  const message: MessageDoc = {
    senderUid: d.sender.uid,
    senderName: d.sender.name,
    text: d.text,
    at: d.at,
    readBy: { [d.sender.uid]: d.at },
    withdrawnAt: null,
    attachments: d.attachments ?? [],
  };
  tx.create(messageRef, message);
  // A message of files alone is previewed by their names (in the inbox's row and the notification).
  const preview = previewOf(d.text || (d.attachments ?? []).map((f) => f.name).join(', '));
  const lastMessage = {
    text: preview,
    at: d.at,
    senderUid: d.sender.uid,
    senderName: d.sender.name,
    withdrawn: false,
  };
  if (d.created) {
    const record: ConversationDoc = {
      ...d.created,
      lastMessage,
      unread: Object.fromEntries(d.participants.map((p) => [p.uid, p.uid === d.sender.uid ? 0 : 1])),
      readUpTo: { [d.sender.uid]: d.at },
      updatedAt: d.at,
    };
    tx.create(d.conversationRef, record);
  } else {
    tx.update(d.conversationRef, {
      lastMessage,
      updatedAt: d.at,
      [`readUpTo.${d.sender.uid}`]: d.at,
      [`unread.${d.sender.uid}`]: 0,
      ...Object.fromEntries(recipients.map((r) => [`unread.${r.uid}`, FieldValue.increment(1)])),
    });
  }

  const heldFor: HeldNotice[] = [];
  const toldNow: Participant[] = [];
  const inboxes = schoolCollection(caller, 'messageInboxes');
  for (const r of recipients) {
    const inbox = reads.inboxes.get(r.uid)?.data();
    const held = inbox?.held as { count: number; notifyAt: number } | null | undefined;
    const notifyAt = isStaffKind(r.kind)
      ? notifyTimeFor(hoursOf(reads.hours.get(r.uid)?.data(), settings), timeZone, d.at)
      : d.at;
    const nextHeld: MessageInboxDoc['held'] =
      notifyAt > d.at
        ? {
            count: (held?.count ?? 0) + 1,
            notifyAt: held ? Math.min(held.notifyAt, notifyAt) : notifyAt,
            conversationId: d.conversationId,
            senderName: d.sender.name,
          }
        : null;
    if (nextHeld) heldFor.push({ name: r.name, notifyAt });
    else toldNow.push(r);
    const ref = inboxes.doc(r.uid);
    if (!inbox) tx.set(ref, { unread: 1, held: nextHeld, updatedAt: d.at });
    else if (nextHeld) tx.update(ref, { unread: FieldValue.increment(1), held: nextHeld, updatedAt: d.at });
    else tx.update(ref, { unread: FieldValue.increment(1), updatedAt: d.at });
  }
  const audience = toldNow.flatMap((r) =>
    reads.readers.tell([r.uid], (reader) => ({
      title: reader.t(MESSAGES.title, { name: d.sender.name }),
      body: preview,
      link: messagesLink(ROLE_OF_KIND[r.kind], d.conversationId),
    })),
  );
  // One notification per conversation and person, written over by the next message.
  notifyInTransaction(tx, caller.school_id, audience, `message-${d.conversationId}`, d.at);
  return { messageId: messageRef.id, heldFor, told: audience };
}
