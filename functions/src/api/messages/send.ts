import type { FileDoc, FileRef } from '@academy/shared/files';
import { canWithdraw, type ConversationDoc, type MessageDoc, withdrawnMessageId } from '@academy/shared/messages';
import type { Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/caller';
import { writeAudit } from '../../lib/audit';
import { readForDelivery, writeDelivery } from '../../lib/deliver-message';
import { badRequest, conflict, forbidden, notFound, say } from '../../lib/errors';
import { fileRefOf, filesOf } from '../../lib/files';
import { db } from '../../lib/firebase';
import {
  callerParticipant,
  checkParticipant,
  messageSent,
  messagesOf,
  refuseStudentsOff,
  schoolForMessages,
} from '../../lib/messaging';
import { sendPush } from '../../lib/notify';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  withdrawn: /*i18n*/ { id: 'api.messages.withdrawn', message: 'Message withdrawn.' },
  alreadyWithdrawn: /*i18n*/ { id: 'api.messages.already-withdrawn', message: 'This message was already withdrawn.' },
  notYours: /*i18n*/ { id: 'api.messages.not-your-message', message: 'You can withdraw only your own messages.' },
  tooLate: /*i18n*/ {
    id: 'api.messages.too-late',
    message: 'A message can be withdrawn only in the first 5 minutes: this one stays.',
  },
  read: /*i18n*/ { id: 'api.messages.read', message: 'Conversation read.' },
  noFile: /*i18n*/ {
    id: 'api.messages.attachment-missing',
    message: 'Attachments: a file was not found. Attach it again.',
  },
  notThisConversation: /*i18n*/ {
    id: 'api.messages.attachment-elsewhere',
    message: 'Attachments: {name} was not added to this conversation by you. Attach it here again.',
  },
  notReady: /*i18n*/ {
    id: 'api.messages.attachment-not-ready',
    message: 'Attachments: {name} has not finished uploading. Wait for it, or attach it again.',
  },
  alreadySent: /*i18n*/ {
    id: 'api.messages.attachment-sent',
    message: 'Attachments: {name} was already sent with another message.',
  },
};

/**
 * The files a message carries, read in the send's transaction: each added to this conversation by the caller, whole,
 * and not sent before. Refused (400, naming the field) otherwise, so nothing is written.
 */
async function filesToSend(
  tx: Transaction,
  caller: Caller,
  conversationId: string,
  fileIds: readonly string[],
): Promise<{ refs: FileRef[]; ids: string[] }> {
  const ids = [...new Set(fileIds)];
  if (!ids.length) return { refs: [], ids };
  const snaps = await tx.getAll(...ids.map((id) => filesOf(caller.school_id).doc(id)));
  const refs = snaps.map((snap) => {
    const file = snap.data() as FileDoc | undefined;
    if (!file) throw badRequest(say(MESSAGES.noFile));
    const name = file.name;
    if (file.place !== 'messageAttachment' || file.recordId !== conversationId || file.uploadedByUid !== caller.uid)
      throw badRequest(say(MESSAGES.notThisConversation, { name }));
    if (file.status !== 'ready') throw badRequest(say(MESSAGES.notReady, { name }));
    if (file.messageId) throw badRequest(say(MESSAGES.alreadySent, { name }));
    return fileRefOf(snap.id, file);
  });
  return { refs, ids };
}

/** A message in a conversation the caller is in, to everyone else in it. */
export const sendMessage: Handler<'sendMessage'> = async ({ conversationId, text, attachments }, { caller }) => {
  const { school, settings, timeZone } = await schoolForMessages(caller);
  const ref = schoolCollection(caller, 'conversations').doc(conversationId);
  const at = Date.now();
  const result = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    checkParticipant(caller, snap);
    const conversation = snap.data() as ConversationDoc;
    if (caller.role === 'Student' && !settings.studentsEnabled) throw refuseStudentsOff();
    const me = await callerParticipant(tx, caller);
    const files = await filesToSend(tx, caller, conversationId, attachments);
    const recipients = conversation.participants.filter((p) => p.uid !== caller.uid);
    const reads = await readForDelivery(tx, caller, recipients, school);
    const delivered = writeDelivery(
      tx,
      caller,
      reads,
      {
        conversationRef: ref,
        conversationId,
        participants: conversation.participants,
        sender: me,
        text,
        at,
        attachments: files.refs,
      },
      settings,
      timeZone,
    );
    // Each file now belongs to its message: readable by the conversation while the message stands.
    for (const id of files.ids) tx.update(filesOf(caller.school_id).doc(id), { messageId: delivered.messageId });
    writeAudit(tx, caller, {
      action: 'message.sent',
      target: `conversations/${conversationId}/messages/${delivered.messageId}`,
      before: null,
      after: { at, attachments: files.ids },
    });
    return delivered;
  });
  await sendPush(caller.school_id, result.told);
  return { status: 200 as const, message: messageSent(), messageId: result.messageId, heldFor: result.heldFor };
};

/**
 * The sender takes a message back within five minutes: it shows as withdrawn to everyone, and what it said is kept in
 * withdrawnMessages for the office and the safeguarding leads. Nothing is deleted.
 */
export const withdrawMessage: Handler<'withdrawMessage'> = async ({ conversationId, messageId }, { caller }) => {
  const ref = schoolCollection(caller, 'conversations').doc(conversationId);
  const messageRef = messagesOf(caller, conversationId).doc(messageId);
  const now = Date.now();
  return db.runTransaction(async (tx) => {
    const [snap, messageSnap] = await Promise.all([tx.get(ref), tx.get(messageRef)]);
    checkParticipant(caller, snap);
    if (!messageSnap.exists) throw notFound();
    const message = messageSnap.data() as MessageDoc;
    if (message.senderUid !== caller.uid) throw forbidden(say(MESSAGES.notYours));
    if (message.withdrawnAt) return { status: 200 as const, message: say(MESSAGES.alreadyWithdrawn) };
    if (!canWithdraw(message.at, now)) throw conflict(say(MESSAGES.tooLate));
    tx.update(messageRef, { text: '', withdrawnAt: now, attachments: [] });
    tx.create(schoolCollection(caller, 'withdrawnMessages').doc(withdrawnMessageId(conversationId, messageId)), {
      conversationId,
      messageId,
      senderUid: message.senderUid,
      senderName: message.senderName,
      text: message.text,
      at: message.at,
      withdrawnAt: now,
      attachments: message.attachments ?? [],
    });
    const last = snap.get('lastMessage') as ConversationDoc['lastMessage'];
    if (last && last.at === message.at && last.senderUid === caller.uid)
      tx.update(ref, { lastMessage: { ...last, text: '', withdrawn: true } });
    writeAudit(tx, caller, {
      action: 'message.withdrawn',
      target: `conversations/${conversationId}/messages/${messageId}`,
      before: { withdrawnAt: null },
      after: { withdrawnAt: now },
    });
    return { status: 200 as const, message: say(MESSAGES.withdrawn) };
  });
};

/**
 * Everything in the conversation up to now is read by the caller: their unread count there and in their inbox's
 * total go down together, and how far they have read (`readUpTo`) moves to the newest message, which is what shows
 * who has read each message. No message is written, so the messages on the reader's screen are not sent again.
 */
export const markConversationRead: Handler<'markConversationRead'> = async ({ conversationId }, { caller }) => {
  const ref = schoolCollection(caller, 'conversations').doc(conversationId);
  const inboxRef = schoolCollection(caller, 'messageInboxes').doc(caller.uid);
  const now = Date.now();
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    checkParticipant(caller, snap);
    const conversation = snap.data() as ConversationDoc;
    const unread = conversation.unread[caller.uid] ?? 0;
    const since = conversation.readUpTo?.[caller.uid] ?? 0;
    const upTo = Math.max(since, conversation.lastMessage?.at ?? 0);
    if (unread === 0 && upTo === since) return { status: 200 as const, message: say(MESSAGES.read) };
    const inbox = await tx.get(inboxRef);
    tx.update(ref, { [`unread.${caller.uid}`]: 0, [`readUpTo.${caller.uid}`]: upTo });
    if (inbox.exists && unread > 0) {
      const total = Math.max(0, (inbox.get('unread') as number) - unread);
      tx.update(inboxRef, { unread: total, updatedAt: now, ...(total === 0 ? { held: null } : {}) });
    }
    return { status: 200 as const, message: say(MESSAGES.read) };
  });
};
