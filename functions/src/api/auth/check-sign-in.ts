import { signInRefusal } from '@academy/shared/sign-in-methods';
import { forbidden } from '../../lib/errors';
import { signInSettingsFor } from '../../lib/school';
import type { Handler } from '../../lib/router';

/**
 * Right after a sign-in the client says which way it used. The router has already refused a provider the school does
 * not allow; this adds what the token cannot tell: a password and an e-mailed link both sign in as "password".
 */
export const checkSignIn: Handler<'checkSignIn'> = async ({ method }, { caller }) => {
  const refusal = signInRefusal(await signInSettingsFor(caller.school_id), {
    role: caller.role,
    provider: caller.signInProvider,
    email: caller.email,
    emailVerified: caller.emailVerified,
    method,
  });
  if (refusal) throw forbidden(refusal);
  return { status: 200 as const, message: 'This way of signing in is allowed.' };
};
