/** Signing a user out everywhere, for the API and for the Firestore rules alike. */
import { adminAuth, db } from './firebase';

/**
 * Revokes the user's refresh tokens and records when in `revocations/{uid}`: the API already refuses older ID
 * tokens (verifyIdToken with checkRevoked), and the rules compare a token's `auth_time` with this `revokeTime` so
 * an old token stops reading Firestore too, instead of for up to an hour.
 */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth.revokeRefreshTokens(uid);
  // Auth's own cut-off, in whole seconds like auth_time: the same comparison the API's revocation check makes.
  const { tokensValidAfterTime } = await adminAuth.getUser(uid);
  const cutOff = tokensValidAfterTime ? new Date(tokensValidAfterTime).getTime() : Date.now();
  await db.doc(`revocations/${uid}`).set({ revokeTime: Math.floor(cutOff / 1000) });
}
