import {
  type ConversationDoc,
  type ConversationSummary,
  type Message,
  MESSAGE_PAGE_SIZE,
  type MessageDoc,
  OVERSIGHT_PAGE_SIZE,
  withdrawnMessageId,
} from '@academy/shared/messages';
import { roleSegment, isRole } from '@academy/shared/roles';
import { writeAudit } from '../../lib/audit';
import { badRequest, forbidden, notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { isSafeguardingLead, messagesOf, refuseNotInIt } from '../../lib/messaging';
import { notifyInTransaction, sendPush } from '../../lib/notify';
import { readersFrom, schoolReading } from '../../lib/readers';
import { schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  reported: /*i18n*/ {
    id: 'api.messages.reported',
    message: 'Thank you. The school’s safeguarding leads have been told and will look at it.',
  },
  alertTitle: /*i18n*/ { id: 'alert.message.reported.title', message: 'A message was reported' },
  alertBody: /*i18n*/ {
    id: 'alert.message.reported.body',
    message: '{name} reported a message in a conversation between {people}.',
  },
  notLead: /*i18n*/ {
    id: 'api.messages.not-lead',
    message: 'Only the school’s safeguarding leads can read conversations they are not in.',
  },
  overseen: /*i18n*/ {
    id: 'api.messages.overseen',
    message: 'Conversation read as a safeguarding lead: this read is in the audit log.',
  },
  listed: /*i18n*/ {
    id: 'api.messages.oversight-listed',
    message: '{count, plural, one {# conversation found.} other {# conversations found.}}',
  },
  leadSet: /*i18n*/ { id: 'api.messages.lead-set', message: '{name} is now a safeguarding lead.' },
  leadUnset: /*i18n*/ { id: 'api.messages.lead-unset', message: '{name} is no longer a safeguarding lead.' },
  leadStaffOnly: /*i18n*/ {
    id: 'api.messages.lead-staff-only',
    message: 'A safeguarding lead must be a member of staff (an Admin or a Teacher) of your school.',
  },
};

/**
 * Anyone in a conversation (or a lead) reports a message: the conversation is marked, and every safeguarding lead of
 * the school is told in the same transaction, with a link to read it.
 */
export const reportMessage: Handler<'reportMessage'> = async ({ conversationId, messageId, reason }, { caller }) => {
  const ref = schoolCollection(caller, 'conversations').doc(conversationId);
  const messageRef = messagesOf(caller, conversationId).doc(messageId);
  const [leads, school] = await Promise.all([
    db.collection('users').where('school_id', '==', caller.school_id).where('safeguardingLead', '==', true).get(),
    schoolDoc(caller).get(),
  ]);
  const readers = await readersFrom(leads.docs, schoolReading(school.data()));
  const now = Date.now();
  const told = await db.runTransaction(async (tx) => {
    const [snap, message, me] = await Promise.all([
      tx.get(ref),
      tx.get(messageRef),
      tx.get(db.doc(`users/${caller.uid}`)),
    ]);
    if (!snap.exists || !message.exists) throw notFound();
    const conversation = snap.data() as ConversationDoc;
    const inIt = conversation.participantUids.includes(caller.uid);
    if (!inIt && !(me.get('safeguardingLead') === true && me.get('school_id') === caller.school_id))
      throw refuseNotInIt();
    const name = conversation.participants.find((p) => p.uid === caller.uid)?.name ?? String(me.get('username') ?? '');
    const people = conversation.participants.map((p) => p.name);
    const audience = leads.docs.flatMap((lead) => {
      const role = lead.get('role') as unknown;
      const segment = isRole(role) ? roleSegment(role) : 'admin';
      return readers.tell([lead.id], (reader) => ({
        title: reader.t(MESSAGES.alertTitle),
        body: reader.t(MESSAGES.alertBody, { name, people: reader.list(people) }),
        link: `/app/${segment}/messages?oversee=${conversationId}`,
      }));
    });
    tx.update(ref, { reportedAt: now });
    notifyInTransaction(tx, caller.school_id, audience, `message-report-${conversationId}-${messageId}`, now);
    writeAudit(tx, caller, {
      action: 'message.reported',
      target: `conversations/${conversationId}/messages/${messageId}`,
      before: null,
      after: { reason, leadsTold: leads.size },
    });
    return audience;
  });
  await sendPush(caller.school_id, told);
  return { status: 200 as const, message: say(MESSAGES.reported) };
};

/**
 * A safeguarding lead reads any conversation of the school, withdrawn messages with what they said; every read is an
 * entry in the audit log, written before the answer goes.
 */
export const overseeConversation: Handler<'overseeConversation'> = async ({ conversationId, before }, { caller }) => {
  if (!(await isSafeguardingLead(caller))) throw forbidden(say(MESSAGES.notLead));
  const ref = schoolCollection(caller, 'conversations').doc(conversationId);
  const snap = await ref.get();
  if (!snap.exists) throw notFound();
  let query = messagesOf(caller, conversationId).orderBy('at', 'desc');
  if (before !== undefined) query = query.where('at', '<', before);
  const page = await query.limit(MESSAGE_PAGE_SIZE + 1).get();
  const docs = page.docs.slice(0, MESSAGE_PAGE_SIZE);
  const withdrawn = docs.filter((d) => d.get('withdrawnAt'));
  const texts = withdrawn.length
    ? await db.getAll(
        ...withdrawn.map((d) =>
          schoolCollection(caller, 'withdrawnMessages').doc(withdrawnMessageId(conversationId, d.id)),
        ),
      )
    : [];
  const textOf = new Map(texts.map((t) => [t.get('messageId') as string, t.get('text') as string]));
  const batch = db.batch();
  writeAudit(batch, caller, {
    action: 'conversation.overseen',
    target: `conversations/${conversationId}`,
    before: null,
    after: { messages: docs.length, before: before ?? null },
  });
  await batch.commit();
  const messages = docs.map((d) => ({
    ...(d.data() as MessageDoc),
    id: d.id,
    withdrawnText: textOf.get(d.id) ?? null,
  })) as (Message & { withdrawnText: string | null })[];
  return {
    status: 200 as const,
    message: say(MESSAGES.overseen),
    conversation: { ...(snap.data() as ConversationDoc), id: snap.id },
    messages,
    more: page.size > MESSAGE_PAGE_SIZE,
  };
};

/**
 * A safeguarding lead's list: the reported conversations (newest report first) or every conversation about one child
 * (newest activity first), a page at a time. It names who and about whom, never what was said: reading a conversation
 * is `oversee`, audited. A search about a child is audited too (who looked for whose conversations).
 */
export const conversationsFor: Handler<'conversationsFor'> = async (
  { reported, aboutStudentId, before },
  { caller },
) => {
  if (!(await isSafeguardingLead(caller))) throw forbidden(say(MESSAGES.notLead));
  const conversations = schoolCollection(caller, 'conversations');
  let query = reported
    ? conversations.where('reportedAt', '>', 0).orderBy('reportedAt', 'desc')
    : conversations.where('aboutStudentId', '==', aboutStudentId).orderBy('updatedAt', 'desc');
  if (before !== undefined) query = query.startAfter(before);
  const page = await query.limit(OVERSIGHT_PAGE_SIZE + 1).get();
  const docs = page.docs.slice(0, OVERSIGHT_PAGE_SIZE);
  if (aboutStudentId) {
    const batch = db.batch();
    writeAudit(batch, caller, {
      action: 'conversations.listedAbout',
      target: `students/${aboutStudentId}`,
      before: null,
      after: { conversations: docs.length, before: before ?? null },
    });
    await batch.commit();
  }
  const summaries: ConversationSummary[] = docs.map((d) => {
    const c = d.data() as ConversationDoc;
    return {
      id: d.id,
      participants: c.participants.map((p) => ({ kind: p.kind, name: p.name })),
      aboutStudentId: c.aboutStudentId,
      aboutStudentName: c.aboutStudentName,
      withStudent: c.withStudent === true,
      reportedAt: c.reportedAt ?? null,
      updatedAt: c.updatedAt,
    };
  });
  return {
    status: 200 as const,
    message: say(MESSAGES.listed, { count: summaries.length }),
    conversations: summaries,
    more: page.size > OVERSIGHT_PAGE_SIZE,
  };
};

/** An Admin gives (or takes back) the safeguarding lead permission of one member of staff of their school. */
export const setSafeguardingLead: Handler<'setSafeguardingLead'> = async ({ uid, lead }, { caller }) => {
  const ref = db.doc(`users/${uid}`);
  return db.runTransaction(async (tx) => {
    const user = await tx.get(ref);
    if (!user.exists || user.get('school_id') !== caller.school_id) throw notFound();
    const roles = [user.get('role'), ...Object.keys((user.get('personIds') as object | undefined) ?? {})];
    if (!roles.some((r) => r === 'Admin' || r === 'Teacher')) throw badRequest(say(MESSAGES.leadStaffOnly));
    const name = String(user.get('username') ?? uid);
    const was = user.get('safeguardingLead') === true;
    if (was !== lead) {
      tx.update(ref, { safeguardingLead: lead });
      writeAudit(tx, caller, {
        action: lead ? 'safeguardingLead.given' : 'safeguardingLead.removed',
        target: `users/${uid}`,
        before: { safeguardingLead: was },
        after: { safeguardingLead: lead },
      });
    }
    return { status: 200 as const, message: say(lead ? MESSAGES.leadSet : MESSAGES.leadUnset, { name }) };
  });
};
