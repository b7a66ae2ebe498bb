import { createHash } from 'node:crypto';
import type { ResultMessage } from '@academy/shared/api';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';

/**
 * Stores a Cloud Messaging token against the caller. Keyed by the token's hash so a device that changes hands is
 * re-assigned, never listed twice. `pushTokens` is server-only: the rules grant clients nothing there.
 */
export const savePushToken: Handler<'savePushToken'> = async ({ token }, { caller }) => {
  const id = createHash('sha256').update(token).digest('hex');
  await db.doc(`pushTokens/${id}`).set({
    token,
    uid: caller.uid,
    school_id: caller.school_id,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { status: 200, message: 'Push notifications are on for this browser.' } satisfies ResultMessage;
};
