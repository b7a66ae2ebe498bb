import { signInRefusalSentence } from '@academy/shared/sign-in-methods';
import { forbidden, say } from '../../lib/errors';
import { adminAuth } from '../../lib/firebase';
import { signInSettingsFor } from '../../lib/school';
import type { Handler } from '../../lib/router';

/**
 * Right after a sign-in the client says which way it used. The router has already refused a provider the school does
 * not allow; this adds what the token cannot tell: a password and an e-mailed link both sign in as "password", and the
 * e-mail of a Google or Microsoft account linked to an account with another address.
 */
export const checkSignIn: Handler<'checkSignIn'> = async ({ method }, { caller }) => {
  // The token's e-mail is the account's own; a Google or Microsoft account added from the profile may have another,
  // and that one is what the school's domain list is about.
  const federated = caller.signInProvider === 'google.com' || caller.signInProvider === 'microsoft.com';
  const providerEmail = federated
    ? (await adminAuth.getUser(caller.uid)).providerData.find((p) => p.providerId === caller.signInProvider)?.email
    : undefined;
  const refusal = signInRefusalSentence(await signInSettingsFor(caller.school_id), {
    role: caller.role,
    provider: caller.signInProvider,
    email: providerEmail ?? caller.email,
    emailVerified: caller.emailVerified,
    method,
  });
  if (refusal) throw forbidden(refusal);
  return {
    status: 200 as const,
    message: say(/*i18n*/ { id: 'api.sign-in.allowed', message: 'This way of signing in is allowed.' }),
  };
};
