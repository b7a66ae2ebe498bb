import { type Role, ROLES } from '@academy/shared/roles';
import { signInRefusal, signInSettingsOf, type SignInSettings } from '@academy/shared/sign-in-methods';
import { writeAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** An Admin chooses which ways each role of their school may sign in, the allowed domains, and the second step. */
export const updateSignInMethods: Handler<'updateSignInMethods'> = async (input, { caller }) => {
  const roles = Object.fromEntries(
    ROLES.map((role) => [
      role,
      { methods: input.roles[role].methods, domains: [...new Set(input.roles[role].domains)] },
    ]),
  ) as Record<Role, SignInSettings['roles'][Role]>;
  const after: SignInSettings = { roles, adminsNeedSecondStep: input.adminsNeedSecondStep };
  // The Admin saving this must still be let in afterwards, or no one may be left to change it back.
  const lockout = signInRefusal(after, {
    role: caller.role,
    provider: caller.signInProvider,
    email: caller.email,
    emailVerified: caller.emailVerified,
  });
  if (lockout)
    throw badRequest(
      `Admin: ways to sign in must keep the way you signed in with now, or you would be signed out. ${lockout}`,
    );
  const ref = schoolDoc(caller);
  return db.runTransaction(async (tx) => {
    const school = await tx.get(ref);
    const before = signInSettingsOf(school.get('settings.signIn'));
    tx.update(ref, { 'settings.signIn': after });
    writeAudit(tx, caller, { action: 'signInMethods.updated', target: `schools/${caller.school_id}`, before, after });
    return { status: 200 as const, message: 'Sign-in settings saved.' };
  });
};
