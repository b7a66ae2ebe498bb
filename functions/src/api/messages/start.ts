import { conversationKey, type Participant } from '@academy/shared/messages';
import type { Transaction } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { readForDelivery, writeDelivery } from '../../lib/deliver-message';
import { forbidden, notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import type { Caller } from '../../lib/caller';
import {
  callerParticipant,
  conversationIdOf,
  type Decided,
  decideParticipants,
  messageSent,
  schoolForMessages,
} from '../../lib/messaging';
import { type Audience, sendPush } from '../../lib/notify';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  sentToClass: /*i18n*/ {
    id: 'api.messages.sent-to-class',
    message: 'Message sent to {count, plural, one {# family} other {# families}} of {className}.',
  },
  notYourClass: /*i18n*/ {
    id: 'api.messages.not-your-class',
    message: 'You can write to the families of the classes you teach only.',
  },
};

/** What a new message needs beside its people: the school, its message settings and time zone, and the time. */
type Context = Awaited<ReturnType<typeof schoolForMessages>> & { at: number };

/**
 * Writes a message to the people decided, in the conversation their ids and the child make (created the first time,
 * reused after): one transaction's writes, with what it told and whether the conversation was there already.
 */
async function deliverTo(tx: Transaction, caller: Caller, me: Participant, decided: Decided, text: string, c: Context) {
  const uids = decided.participants.map((p) => p.uid);
  const key = conversationKey(uids, decided.about?.id ?? null);
  const conversationId = conversationIdOf(key);
  const ref = schoolCollection(caller, 'conversations').doc(conversationId);
  const existing = await tx.get(ref);
  const recipients = decided.participants.filter((p) => p.uid !== me.uid);
  const reads = await readForDelivery(tx, caller, recipients, c.school);
  const delivered = writeDelivery(
    tx,
    caller,
    reads,
    {
      conversationRef: ref,
      conversationId,
      created: existing.exists
        ? undefined
        : {
            participants: decided.participants,
            participantUids: uids,
            startedByUid: me.uid,
            aboutStudentId: decided.about?.id ?? null,
            aboutStudentName: decided.about?.name ?? null,
            key,
            withStudent: decided.withStudent,
            reportedAt: null,
            createdAt: c.at,
          },
      participants: existing.exists ? (existing.get('participants') as Participant[]) : decided.participants,
      sender: me,
      text,
      at: c.at,
    },
    c.settings,
    c.timeZone,
  );
  return { conversationId, uids, reused: existing.exists, ...delivered };
}

/**
 * A new conversation, or the one between the same people about the same child (its id is made from them, so two
 * starts at once meet in one document), with its first message. The server decides who is in it.
 */
export const startConversation: Handler<'startConversation'> = async (input, { caller }) => {
  const context = { ...(await schoolForMessages(caller)), at: Date.now() };
  const result = await db.runTransaction(async (tx) => {
    const me = await callerParticipant(tx, caller);
    const decided = await decideParticipants(tx, caller, me, input.with, input.aboutStudentId, context.settings);
    const delivered = await deliverTo(tx, caller, me, decided, input.text, context);
    writeAudit(tx, caller, {
      action: delivered.reused ? 'message.sent' : 'conversation.started',
      target: `conversations/${delivered.conversationId}/messages/${delivered.messageId}`,
      before: null,
      after: { participantUids: delivered.uids, aboutStudentId: decided.about?.id ?? null },
    });
    return delivered;
  });
  await sendPush(caller.school_id, result.told);
  return {
    status: 200 as const,
    message: messageSent(),
    conversationId: result.conversationId,
    messageId: result.messageId,
    reused: result.reused,
    heldFor: result.heldFor,
  };
};

/** At most this many families are written to at once (each its own small transaction). */
const FAMILIES_AT_ONCE = 10;

/**
 * One message to every family of a class: each child's guardians get their own private conversation with the
 * teacher (the one they already have about that child, if any), so a reply reaches the teacher alone.
 */
export const sendToClass: Handler<'sendToClass'> = async ({ classId, text }, { caller }) => {
  const context = { ...(await schoolForMessages(caller)), at: Date.now() };
  const klass = await schoolCollection(caller, 'classes').doc(classId).get();
  if (!klass.exists) throw notFound();
  if (caller.role === 'Teacher' && !(klass.get('teacherUids') as string[]).includes(caller.uid))
    throw forbidden(say(MESSAGES.notYourClass));
  const roster = await schoolCollection(caller, 'students')
    .where('classId', '==', classId)
    .where('archived', '==', false)
    .get();
  const reachable = roster.docs.filter((s) => s.get('guardianUids').length > 0);
  const { at, settings } = context;
  const told: Audience[] = [];
  let created = 0;
  let reused = 0;
  for (let i = 0; i < reachable.length; i += FAMILIES_AT_ONCE) {
    await Promise.all(
      reachable.slice(i, i + FAMILIES_AT_ONCE).map((student) =>
        db.runTransaction(async (tx) => {
          const me = await callerParticipant(tx, caller);
          const guardianIds = student.get('guardianIds') as string[];
          const parents = await tx.getAll(...guardianIds.map((id) => schoolCollection(caller, 'parents').doc(id)));
          // A message to the whole class reaches every guardian with an account, as a post would.
          const family = parents.filter((p) => p.exists && p.get('accountUid') && p.get('archived') !== true);
          if (!family.length) return;
          const decided = await decideParticipants(
            tx,
            caller,
            me,
            family.map((p) => ({ kind: 'parents' as const, id: p.id })),
            student.id,
            settings,
          );
          const delivered = await deliverTo(tx, caller, me, decided, text, context);
          if (delivered.reused) reused++;
          else created++;
          told.push(delivered.told);
        }),
      ),
    );
  }
  // One entry for the whole send: the conversations it wrote are found by their messages' time and sender.
  const batch = db.batch();
  writeAudit(batch, caller, {
    action: 'message.sentToClass',
    target: `classes/${classId}`,
    before: null,
    after: { at, conversations: created + reused, created, reused },
  });
  await batch.commit();
  await sendPush(caller.school_id, told.flat());
  const count = created + reused;
  return {
    status: 200 as const,
    message: say(MESSAGES.sentToClass, { count, className: String(klass.get('name')) }),
    conversations: count,
    created,
    reused,
    unreachable: roster.size - count,
  };
};
