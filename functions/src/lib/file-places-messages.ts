/**
 * Files sent with messages: added to a conversation by one of its participants, kept on `messageFiles/<conversation>`
 * (which no client reads), and sent with a message by the one who added them. A file waiting to be sent is its
 * sender's alone; once sent, the conversation's participants read it while the message stands. A withdrawn message's
 * files are the office's (Admins) and the safeguarding leads'; a lead reads any conversation's files, and every read by
 * someone outside the conversation is written to the audit log, as a lead's read of the conversation is.
 */
import { messageSettingsSchema } from '@academy/shared/messages';
import type { DocumentData } from 'firebase-admin/firestore';
import { writeAudit } from './audit';
import type { Caller } from './caller';
import { forbidden, notFound, say } from './errors';
import { fileIdOf, type PlaceRules, readOnce } from './file-reads';
import { db } from './firebase';

const MESSAGES = {
  noConversation: /*i18n*/ {
    id: 'api.files.no-conversation',
    message: 'That conversation was not found.',
  },
  notInIt: /*i18n*/ {
    id: 'api.files.not-in-conversation',
    message: 'Only the people in this conversation can add files to it.',
  },
  studentsOff: /*i18n*/ {
    id: 'api.files.students-off',
    message: 'Your school has not turned on messages for students.',
  },
};

const participantUidsOf = (conversation: DocumentData | undefined): string[] =>
  Array.isArray(conversation?.participantUids) ? (conversation.participantUids as string[]) : [];

/** Whether the school lets students write and read messages (off unless it says so). */
async function studentsEnabled(caller: Caller): Promise<boolean> {
  const school = await readOnce(caller, '');
  const parsed = messageSettingsSchema.safeParse(school?.settings?.messages ?? {});
  return parsed.success && parsed.data.studentsEnabled;
}

async function isLead(caller: Caller): Promise<boolean> {
  const user = (await db.doc(`users/${caller.uid}`).get()).data();
  return user?.school_id === caller.school_id && user.safeguardingLead === true;
}

/** A read by someone outside the conversation goes in the audit log before the link or the bytes go. */
async function auditedRead(caller: Caller, fileId: string, conversationId: string, messageId: string) {
  const batch = db.batch();
  writeAudit(batch, caller, {
    action: 'messageFile.overseen',
    target: `files/${fileId}`,
    before: null,
    after: { conversationId, messageId },
  });
  await batch.commit();
  return true;
}

export const messageAttachment: PlaceRules = {
  owner: (caller, conversationId) => db.doc(`schools/${caller.school_id}/messageFiles/${conversationId}`),
  field: 'files',
  async mayAttach(caller, _owner, tx, conversationId) {
    const conversation = await tx.get(db.doc(`schools/${caller.school_id}/conversations/${conversationId}`));
    if (!conversation.exists) throw notFound(say(MESSAGES.noConversation));
    if (!participantUidsOf(conversation.data()).includes(caller.uid)) throw forbidden(say(MESSAGES.notInIt));
    if (caller.role === 'Student' && !(await studentsEnabled(caller))) throw forbidden(say(MESSAGES.studentsOff));
  },
  async mayRead(caller, _owner, file) {
    // Not sent yet: its sender's alone.
    if (!file.messageId) return file.uploadedByUid === caller.uid;
    const conversation = await readOnce(caller, `conversations/${file.recordId}`);
    if (!conversation) return false;
    const message = await readOnce(caller, `conversations/${file.recordId}/messages/${file.messageId}`);
    if (!message) return false;
    const inIt = participantUidsOf(conversation).includes(caller.uid);
    const withdrawn = !!message.withdrawnAt;
    if (inIt && !withdrawn) return caller.role !== 'Student' || (await studentsEnabled(caller));
    // The office keeps a withdrawn message's files; the leads read every conversation's. Both through the audit log.
    if ((withdrawn && caller.role === 'Admin') || (await isLead(caller)))
      return auditedRead(caller, fileIdOf(file), file.recordId, file.messageId);
    return false;
  },
  // A file not sent yet may be taken out by whoever added it; once sent, it stays (nothing in a conversation is deleted).
  mayDelete: async (caller, _owner, file) => !file.messageId && file.uploadedByUid === caller.uid,
};
