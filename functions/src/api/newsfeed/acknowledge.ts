import { acknowledgementId } from '@academy/shared/newsfeed';
import { schoolToday } from '@academy/shared/school-time';
import { FieldValue } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { checkAuthor } from '../../lib/audience-author';
import { notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { notifyMany, recipientsOf, sendPush } from '../../lib/notify';
import { readersOf, readOutside, schoolReading } from '../../lib/readers';
import { existing, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  title: /*i18n*/ { id: 'alert.post.reminder.title', message: 'Reminder: please read {title}' },
  body: /*i18n*/ { id: 'alert.post.reminder.body', message: 'Open the newsfeed and choose “I have read this”.' },
  nothingToAcknowledge: /*i18n*/ {
    id: 'api.post.nothing-to-acknowledge',
    message: 'This post does not ask you to acknowledge it.',
  },
  confirmedBy: /*i18n*/ {
    id: 'api.post.confirmed-by',
    message: '{name} had already confirmed {title} for your family.',
  },
  already: /*i18n*/ { id: 'api.post.already-acknowledged', message: 'You had already acknowledged {title}.' },
  thanks: /*i18n*/ { id: 'api.post.acknowledged', message: 'Thank you: {title} acknowledged.' },
};

/**
 * "I have read this": the recipient's acknowledgement and the post's count change in one transaction, so the count
 * the author watches is always the number of acknowledgements. A parent acknowledges once, for their family; on a post
 * confirmed once per family, their confirmation is also every other guardian's of that family, counted once.
 */
export const acknowledge: Handler<'acknowledge'> = async ({ postId }, { caller }) => {
  const post = schoolCollection(caller, 'posts').doc(postId);
  const acks = schoolCollection(caller, 'acknowledgements');
  const ack = acks.doc(acknowledgementId(postId, caller.uid));
  return db.runTransaction(async (tx) => {
    const [postSnap, ackSnap] = await Promise.all([tx.get(post), tx.get(ack)]);
    if (!postSnap.exists || postSnap.get('status') !== 'published' || !ackSnap.exists)
      throw notFound(say(MESSAGES.nothingToAcknowledge));
    const title = String(postSnap.get('title'));
    if (ackSnap.get('acknowledged') === true) {
      const by = ackSnap.get('acknowledgedBy') as string | null | undefined;
      return {
        status: 200 as const,
        message: by ? say(MESSAGES.confirmedBy, { name: by, title }) : say(MESSAGES.already, { title }),
        id: postId,
      };
    }
    const family = ((ackSnap.get('familyUids') as string[] | undefined) ?? []).map((uid) =>
      acks.doc(acknowledgementId(postId, uid)),
    );
    const others = family.length ? await tx.getAll(...family) : [];
    const at = Date.now();
    const name = String(ackSnap.get('name') ?? '');
    tx.update(ack, { acknowledged: true, acknowledgedAt: at });
    for (const other of others)
      if (other.exists && other.get('acknowledged') !== true)
        tx.update(other.ref, { acknowledged: true, acknowledgedAt: at, acknowledgedBy: name });
    tx.update(post, { acknowledgedCount: FieldValue.increment(1) });
    writeAudit(tx, caller, {
      action: 'post.acknowledged',
      target: `acknowledgements/${ack.id}`,
      before: { acknowledged: false },
      after: { acknowledged: true, acknowledgedAt: at, forFamily: others.map((o) => o.id) },
    });
    return { status: 200 as const, message: say(MESSAGES.thanks, { title }), id: postId };
  });
};

/**
 * Reminds the recipients who have not acknowledged a post yet (the author or an Admin asks), at most once a school day
 * each: the reminder's key names the post and the school's date, so a repeated request reminds nobody twice.
 */
export const remindAcknowledgements: Handler<'remindAcknowledgements'> = async ({ postId }, { caller }) => {
  const postRef = schoolCollection(caller, 'posts').doc(postId);
  const { post, timeZone, school } = await db.runTransaction(async (tx) => {
    const snap = await existing(tx, postRef, 'post');
    checkAuthor(caller, snap.get('authorUid'), 'post');
    const school = await tx.get(schoolDoc(caller));
    writeAudit(tx, caller, { action: 'post.reminded', target: `posts/${postId}`, before: null, after: null });
    return {
      post: snap.data()!,
      timeZone: String(school.get('timezone') ?? 'UTC'),
      school: schoolReading(school.data()),
    };
  });
  if (post.status !== 'published' || !post.needsAcknowledgement)
    return { status: 200 as const, message: `${post.title} asks nobody to acknowledge it.`, id: postId };
  const waiting = await schoolCollection(caller, 'acknowledgements')
    .where('postId', '==', postId)
    .where('acknowledged', '==', false)
    .get();
  const uids = waiting.docs.map((d) => d.get('uid') as string);
  // The waiting recipients' records, for their languages: one read each, in getAll batches.
  const readers = await readersOf(readOutside, uids, school);
  const audience = readers.tell(uids, (reader) => ({
    title: reader.t(MESSAGES.title, { title: post.title }),
    body: reader.t(MESSAGES.body),
    link: null,
  }));
  const notified = await notifyMany(caller.school_id, audience, `remind-${postId}-${schoolToday(timeZone)}`);
  if (notified.length) await sendPush(caller.school_id, notified);
  const reminded = recipientsOf(notified).length;
  return {
    status: 200 as const,
    message: `${reminded} ${reminded === 1 ? 'person was' : 'people were'} reminded.`,
    id: postId,
  };
};
