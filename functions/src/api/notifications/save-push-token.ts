import { createHash } from 'node:crypto';
import type { ResultMessage } from '@academy/shared/api';
import { MAX_PUSH_TOKENS_PER_ACCOUNT } from '@academy/shared/notification';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { conflict, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import type { Answer, Handler } from '../../lib/router';

/**
 * Stores a Cloud Messaging token against the caller. Keyed by the token's hash, so a device is never listed twice.
 * `pushTokens` is server-only: the rules grant clients nothing there.
 *
 * Who a device's token belongs to: the account that signed in on it last. The web app saves the token right after a
 * sign-in, so a token held by another account moves to the caller only when the caller's sign-in (the token's
 * auth_time) is at least as recent as the sign-in the token was saved under. An old session that learns someone's
 * token cannot take it over (silencing their device and sending its own school's messages there); a new sign-in on
 * the device, which is how a shared computer changes hands, can. The token string itself stays the device's secret.
 *
 * Each account keeps at most MAX_PUSH_TOKENS_PER_ACCOUNT devices; saving one more drops the least recently saved.
 */
export const savePushToken: Handler<'savePushToken'> = async ({ token }, { caller }) => {
  const ref = db.doc(`pushTokens/${createHash('sha256').update(token).digest('hex')}`);
  const mine = db.collection('pushTokens').where('uid', '==', caller.uid);

  await db.runTransaction(async (tx) => {
    const [current, owned] = await Promise.all([tx.get(ref), tx.get(mine)]);
    const owner = current.get('uid') as string | undefined;
    const ownerSignIn = (current.get('authTime') as number | undefined) ?? 0;
    if (owner && owner !== caller.uid && caller.authTime < ownerSignIn)
      throw conflict(
        say(
          /*i18n*/ {
            id: 'api.push.other-account',
            message:
              'This browser receives the notifications of the account that signed in on it last. Sign in again here to receive yours.',
          },
        ),
      );

    const others = owned.docs
      .filter((d) => d.id !== ref.id)
      .sort(
        (a, b) =>
          ((a.get('updatedAt') as Timestamp | undefined)?.toMillis() ?? 0) -
          ((b.get('updatedAt') as Timestamp | undefined)?.toMillis() ?? 0),
      );
    for (const oldest of others.slice(0, Math.max(0, others.length - (MAX_PUSH_TOKENS_PER_ACCOUNT - 1))))
      tx.delete(oldest.ref);

    tx.set(ref, {
      token,
      uid: caller.uid,
      school_id: caller.school_id,
      authTime: caller.authTime,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return {
    status: 200,
    message: say(/*i18n*/ { id: 'api.push.on', message: 'Push notifications are on for this browser.' }),
  } satisfies Answer<ResultMessage>;
};
