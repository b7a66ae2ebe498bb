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
  'auth/multi-factor-auth-required': 'This account needs a second sign-in step, which Academy does not support yet.',
  'auth/weak-password': 'Choose a longer password.',
  'auth/requires-recent-login': 'For your security, sign in again before doing this.',
};

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  return (code && MESSAGES[code]) ?? 'Something went wrong. Please try again.';
}
