/**
 * Messages that reached a member of staff outside their working hours were delivered at once (the message and the
 * unread count), and their telling was held on their inbox (`held`, with the start of their next hours, worked out in
 * the school's time zone when the message came). This run tells each of them once their hours have begun: one
 * notification and push for what came in, and clears the hold.
 */
import type { MessageInboxDoc } from '@academy/shared/messages';
import type { Role } from '@academy/shared/roles';
import { logger } from 'firebase-functions';
import { db } from './firebase';
import { messagesLink } from './messaging';
import { notifyInTransaction, sendPush, type Audience } from './notify';
import { readersOf, readInside, schoolReading } from './readers';
import { isRole } from '@academy/shared/roles';

const MESSAGES = {
  title: /*i18n*/ { id: 'alert.message.held.title', message: 'New messages from {name}' },
  body: /*i18n*/ {
    id: 'alert.message.held.body',
    message: '{count, plural, one {# message came} other {# messages came}} in outside your working hours.',
  },
};

/** Tells everyone whose held messages are due by `now`; answers how many people were told. */
export async function tellHeldMessages(now: number): Promise<number> {
  const due = await db.collectionGroup('messageInboxes').where('held.notifyAt', '<=', now).get();
  let told = 0;
  for (const inbox of due.docs) {
    const schoolId = inbox.ref.parent.parent?.id;
    if (!schoolId) continue;
    try {
      const audience = await db.runTransaction(async (tx) => {
        const fresh = await tx.get(inbox.ref);
        const held = (fresh.data() as MessageInboxDoc | undefined)?.held;
        if (!held || held.notifyAt > now) return null;
        const [school, user] = await Promise.all([
          tx.get(db.doc(`schools/${schoolId}`)),
          tx.get(db.doc(`users/${inbox.id}`)),
        ]);
        const readers = await readersOf(readInside(tx), [inbox.id], schoolReading(school.data()));
        const role = user.get('role') as unknown;
        const audience: Audience = readers.tell([inbox.id], (reader) => ({
          title: reader.t(MESSAGES.title, { name: held.senderName }),
          body: reader.t(MESSAGES.body, { count: held.count }),
          link: messagesLink(isRole(role) ? role : ('Teacher' as Role), held.conversationId),
        }));
        notifyInTransaction(tx, schoolId, audience, `message-${held.conversationId}`, now);
        tx.update(inbox.ref, { held: null });
        return audience;
      });
      if (audience) {
        await sendPush(schoolId, audience);
        told++;
      }
    } catch (error) {
      logger.warn('Held messages not told', { inbox: inbox.ref.path, error: String(error) });
    }
  }
  return told;
}
