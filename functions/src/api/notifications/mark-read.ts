import type { ResultMessage } from '@academy/shared/api';
import { notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolCollection } from '../../lib/records';
import type { Answer, Handler } from '../../lib/router';

/**
 * Marks the caller's own notifications as read, all or none: an id that is missing, in another school or someone
 * else's gets the same 404, so the answer never says whose notifications exist.
 */
export const markNotificationsRead: Handler<'markNotificationsRead'> = async ({ ids }, { caller }) => {
  const unique = [...new Set(ids)];
  const notifications = schoolCollection(caller, 'notifications');
  const refs = unique.map((id) => notifications.doc(id));
  await db.runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    for (const snap of snapshots) {
      if (!snap.exists || snap.data()?.recipientUid !== caller.uid)
        throw notFound(say(/*i18n*/ { id: 'api.notifications.not-found', message: 'No such notification.' }));
    }
    for (const snap of snapshots) if (snap.data()?.read !== true) tx.update(snap.ref, { read: true });
  });
  return {
    status: 200,
    message: say(
      /*i18n*/ {
        id: 'api.notifications.marked-read',
        message: '{count, plural, one {Notification marked as read.} other {# notifications marked as read.}}',
      },
      { count: unique.length },
    ),
  } satisfies Answer<ResultMessage>;
};
