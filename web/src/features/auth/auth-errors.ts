/** Identity provider codes as messages a parent or teacher understands. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'The e-mail or password is incorrect.',
  'auth/wrong-password': 'The e-mail or password is incorrect.',
  'auth/user-not-found': 'The e-mail or password is incorrect.',
  'auth/invalid-email': 'Enter a valid e-mail address.',
  'auth/missing-password': 'Enter your password.',
  'auth/user-disabled': 'This account has been disabled. Contact your school office.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the server. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with this e-mail already exists.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid any more. Ask for a new one.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished. Try again.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you finished. Try again.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential':
    'An Academy account already uses this e-mail, and the provider has not confirmed it is yours. Sign in another way, then add it from your profile.',
  'auth/credential-already-in-use': 'This account is already used to sign in to another Academy account.',
  'auth/provider-already-linked': 'Your account already has a way of this kind.',
  'auth/invalid-phone-number': 'Enter the phone number with its country code, such as +44 7700 900123.',
  'auth/missing-phone-number': 'Enter the phone number with its country code, such as +44 7700 900123.',
  'auth/invalid-verification-code': 'That code is not the one we sent. Check the text message and try again.',
  'auth/missing-verification-code': 'Enter the code from the text message.',
  'auth/code-expired': 'That code has expired. Ask for a new one.',
  'auth/second-factor-already-in-use': 'This phone number is already your second step.',
  'auth/unverified-email': 'Confirm your e-mail address before adding a second step.',
  'auth/multi-factor-auth-required': 'This account needs a second sign-in step, which Academy does not support yet.',
  'auth/weak-password': 'Choose a longer password.',
  'auth/requires-recent-login': 'For your security, sign in again before doing this.',
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
  return (code && MESSAGES[code]) ?? 'Something went wrong. Please try again.';
}
