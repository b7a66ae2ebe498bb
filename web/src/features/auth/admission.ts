/**
 * After any sign-in: the account must exist with a role in a school, and the school must allow the way used (the API
 * says, see POST /api/auth/checkSignIn); otherwise the person is signed out again with the reason.
 */
import { isRole } from '@academy/shared/roles';
import { noAccountMessage, type SignInMethod } from '@academy/shared/sign-in-methods';
import { type Auth, getAdditionalUserInfo, signOut, type UserCredential } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { ApiError, callApi } from '@/lib/api';
import { leaveSignInNotice } from '@/lib/sign-in-notice';
import { AuthNotice } from './auth-errors';

/** A sign-in Academy refused after the identity provider accepted it: its message is for the person. */
export class SignInRefused extends AuthNotice {}

/**
 * Whether a sign-in and its check are running. Signing in or out remounts the pages under the session, so the sign-in
 * page keeps this outside React: a page mounted halfway through must neither move on to the app nor forget it.
 */
let running = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export async function whileAdmitting<T>(work: () => Promise<T>): Promise<T> {
  running += 1;
  notify();
  try {
    return await work();
  } finally {
    running -= 1;
    notify();
  }
}

export function useAdmitting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => running > 0,
  );
}

/** Signs out for a reason the sign-in page, mounted afresh by the sign-out, then shows. */
async function refuse(auth: Auth, message: string, remove?: () => Promise<void>): Promise<never> {
  leaveSignInNotice(message);
  if (remove) await remove().catch(() => signOut(auth));
  else await signOut(auth);
  throw new SignInRefused(message);
}

/** Keeps the person signed in only if Academy has an account for them and their school allows the way used. */
export async function admitted(auth: Auth, credential: UserCredential, method: SignInMethod): Promise<void> {
  const token = await credential.user.getIdTokenResult();
  if (!isRole(token.claims.role) || typeof token.claims.school_id !== 'string') {
    // The provider just made an identity no school invited: remove it rather than leave an account with no role.
    const message = noAccountMessage(token.signInProvider ?? '');
    if (getAdditionalUserInfo(credential)?.isNewUser) await refuse(auth, message, () => credential.user.delete());
    else await refuse(auth, message);
  }
  try {
    await callApi('checkSignIn', { method });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) await refuse(auth, error.message);
    throw error;
  }
}
