/**
 * Telling people something: an in-app notification per recipient (`schools/{id}/notifications`, read live by the
 * recipient only) and a push to each of their devices where they turned push on (`pushTokens`).
 *
 * - A `key` makes a message once-only per recipient: the notification's id is `<key>_<uid>`, so saving the same
 *   thing twice (a retried request, a register saved again) cannot notify twice. Without a key every call adds one.
 * - Small audiences are written inside the caller's transaction (`notifyInTransaction`), so the notification exists
 *   exactly when the change does. Large audiences (a post to the whole school) go through a BulkWriter in batches
 *   (`notifyMany`), never one sequential write per family inside a request.
 * - Each recipient reads the message in their own language: callers pass the recipients grouped by language, each
 *   group with its message (`Readers.tell` in readers.ts builds them from one read of the recipients' records).
 * - Push: `pushMessagesFor` builds the Cloud Messaging messages (pure, so tests check what is built and to whom);
 *   `sendPush` reads the recipients' devices and sends them. The emulators have no Cloud Messaging, so there it sends
 *   nothing and returns what it would have sent.
 */
import type { NotificationDoc } from '@academy/shared/notification';
import { type BulkWriter, type Transaction } from 'firebase-admin/firestore';
import { getMessaging, type MulticastMessage } from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';
import { IN_EMULATOR } from '../config';
import { db } from './firebase';
import type { Told } from './readers';

export interface Message {
  title: string;
  body: string;
  /** An in-app path the notification leads to, e.g. /app/parent/students. */
  link: string | null;
}

const TITLE_MAX = 120;
const BODY_MAX = 1000;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function notificationDoc(uid: string, message: Message, now: number): NotificationDoc {
  return {
    recipientUid: uid,
    title: clip(message.title, TITLE_MAX),
    body: clip(message.body, BODY_MAX),
    link: message.link,
    read: false,
    createdAt: now,
  };
}

function notificationRef(schoolId: string, uid: string, key: string | undefined) {
  return key
    ? db.doc(`schools/${schoolId}/notifications/${key}_${uid}`)
    : db.collection(`schools/${schoolId}/notifications`).doc();
}

const unique = (uids: readonly string[]) => [...new Set(uids.filter(Boolean))];

/** Recipients grouped by language, each group with its message in that language. */
export type Audience = readonly Told<Message>[];

/** Everyone in an audience once. */
export const recipientsOf = (audience: Audience) => unique(audience.flatMap((group) => group.uids));

/**
 * Adds one notification per recipient to the caller's transaction (all its reads must be done already). With a key,
 * the recipient's notification of that key is written over (a correction replaces the alert), never added twice.
 * Keep audiences small here (a transaction holds at most 500 writes); use notifyMany for a whole school.
 */
export function notifyInTransaction(
  tx: Transaction,
  schoolId: string,
  audience: Audience,
  key?: string,
  now: number = Date.now(),
): string[] {
  const told: string[] = [];
  for (const { uids, message } of audience)
    for (const uid of unique(uids)) {
      tx.set(notificationRef(schoolId, uid, key), notificationDoc(uid, message, now));
      told.push(uid);
    }
  return told;
}

/**
 * Notifies a large audience with a BulkWriter (batched, parallel, retried). With a key, recipients who already have
 * the message are skipped (create() refuses an existing id), so running it twice notifies nobody twice.
 * Returns the recipients newly notified, by language (what sendPush takes).
 */
export async function notifyMany(
  schoolId: string,
  audience: Audience,
  key?: string,
  now: number = Date.now(),
): Promise<Told<Message>[]> {
  const writer: BulkWriter = db.bulkWriter();
  const notified = audience.map(({ message }) => ({ uids: [] as string[], message }));
  writer.onWriteError((error) => {
    // 6 = ALREADY_EXISTS: this recipient has the message already.
    if (error.code === 6) return false;
    return error.failedAttempts < 5;
  });
  audience.forEach(({ uids, message }, n) => {
    for (const uid of unique(uids))
      void writer
        .create(notificationRef(schoolId, uid, key), notificationDoc(uid, message, now))
        .then(() => notified[n]!.uids.push(uid))
        .catch((error: { code?: number; message?: string }) => {
          // Already told is the point of the key; anything else is a notification lost after the writer's retries.
          if (error.code !== 6) logger.warn('Notification not written', { uid, error: error.message });
        });
  });
  await writer.close();
  return notified.filter((group) => group.uids.length > 0);
}

export interface PushDevice {
  uid: string;
  token: string;
}

/**
 * The Cloud Messaging messages for these devices: each device gets its account's message (in that person's language),
 * one multicast per language and 500 tokens (the API's limit). Devices of accounts not in the audience get nothing.
 */
export function pushMessagesFor(devices: readonly PushDevice[], audience: Audience): MulticastMessage[] {
  const messages: MulticastMessage[] = [];
  const sent = new Set<string>();
  for (const { uids, message } of audience) {
    const readers = new Set(uids);
    const tokens = [...new Set(devices.filter((d) => readers.has(d.uid) && !sent.has(d.token)).map((d) => d.token))];
    for (const token of tokens) sent.add(token);
    for (let i = 0; i < tokens.length; i += 500)
      messages.push({
        tokens: tokens.slice(i, i + 500),
        notification: { title: clip(message.title, TITLE_MAX), body: clip(message.body, 240) },
        webpush: message.link ? { fcmOptions: { link: message.link } } : undefined,
        data: message.link ? { link: message.link } : {},
      });
  }
  return messages;
}

/** The devices these accounts turned push on for (`pushTokens`, server-only), in this school. */
export async function pushDevicesOf(schoolId: string, uids: readonly string[]): Promise<PushDevice[]> {
  const wanted = unique(uids);
  const devices: PushDevice[] = [];
  for (let i = 0; i < wanted.length; i += 30) {
    const snap = await db
      .collection('pushTokens')
      .where('uid', 'in', wanted.slice(i, i + 30))
      .where('school_id', '==', schoolId)
      .get();
    for (const d of snap.docs) devices.push({ uid: d.get('uid') as string, token: d.get('token') as string });
  }
  return devices;
}

/**
 * Sends a push to every device of these accounts. Never throws: a push is a courtesy on top of the in-app
 * notification, which is already written. In the emulators (no Cloud Messaging offline) it sends nothing.
 */
export async function sendPush(
  schoolId: string,
  audience: Audience,
): Promise<{ messages: MulticastMessage[]; sent: boolean }> {
  // What was built is answered even when sending fails, so callers and tests can see what would have gone, to whom.
  let messages: MulticastMessage[] = [];
  try {
    messages = pushMessagesFor(await pushDevicesOf(schoolId, recipientsOf(audience)), audience);
    if (messages.length === 0 || IN_EMULATOR) return { messages, sent: false };
    const messaging = getMessaging();
    await Promise.all(messages.map((m) => messaging.sendEachForMulticast(m)));
    return { messages, sent: true };
  } catch (error) {
    logger.warn('Push not sent', error instanceof Error ? error.message : error);
    return { messages, sent: false };
  }
}
