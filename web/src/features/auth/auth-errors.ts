/** Identity provider codes as messages a parent or teacher understands. */
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

const MESSAGES: Record<string, MessageDescriptor> = {
  'auth/invalid-credential': msg`The e-mail or password is incorrect.`,
  'auth/wrong-password': msg`The e-mail or password is incorrect.`,
  'auth/user-not-found': msg`The e-mail or password is incorrect.`,
  'auth/invalid-email': msg`Enter a valid e-mail address.`,
  'auth/missing-password': msg`Enter your password.`,
  'auth/user-disabled': msg`This account has been disabled. Contact your school office.`,
  'auth/too-many-requests': msg`Too many attempts. Wait a few minutes and try again.`,
  'auth/network-request-failed': msg`We could not reach the server. Check your connection and try again.`,
  'auth/email-already-in-use': msg`An account with this e-mail already exists.`,
  'auth/expired-action-code': msg`This link has expired. Ask for a new one.`,
  'auth/invalid-action-code': msg`This link is not valid any more. Ask for a new one.`,
  'auth/popup-closed-by-user': msg`The sign-in window was closed before you finished. Try again.`,
  'auth/cancelled-popup-request': msg`The sign-in window was closed before you finished. Try again.`,
  'auth/popup-blocked': msg`Your browser blocked the sign-in window. Allow pop-ups for this site and try again.`,
  'auth/account-exists-with-different-credential': msg`An Academy account already uses this e-mail, and the provider has not confirmed it is yours. Sign in another way, then add it from your profile.`,
  'auth/credential-already-in-use': msg`This account is already used to sign in to another Academy account.`,
  'auth/provider-already-linked': msg`Your account already has a way of this kind.`,
  'auth/invalid-phone-number': msg`Enter the phone number with its country code, such as +44 7700 900123.`,
  'auth/missing-phone-number': msg`Enter the phone number with its country code, such as +44 7700 900123.`,
  'auth/invalid-verification-code': msg`That code is not the one we sent. Check the text message and try again.`,
  'auth/missing-verification-code': msg`Enter the code from the text message.`,
  'auth/code-expired': msg`That code has expired. Ask for a new one.`,
  'auth/second-factor-already-in-use': msg`This phone number is already your second step.`,
  'auth/unverified-email': msg`Confirm your e-mail address before adding a second step.`,
  'auth/multi-factor-auth-required': msg`This account needs a second sign-in step, which Academy does not support yet.`,
  'auth/weak-password': msg`Choose a longer password.`,
  'auth/requires-recent-login': msg`For your security, sign in again before doing this.`,
};

/** An error whose message is written for the person (a refused sign-in, a field left empty). */
export class AuthNotice extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthNotice';
  }
}

export function authErrorMessage(error: unknown): string {
  if (error instanceof AuthNotice) return error.message;
  const code = (error as { code?: string } | null)?.code;
  const known = code ? MESSAGES[code] : undefined;
  return known ? i18n._(known) : t`Something went wrong. Please try again.`;
}
