import { passwordPolicySentence } from '@academy/shared/password-policy';
import { PASSWORD_RATE_LIMIT } from '../../config';
import { writeAudit } from '../../lib/audit';
import { badRequest, forbidden, notFound, say } from '../../lib/errors';
import { adminAuth, db } from '../../lib/firebase';
import { isCurrentPassword } from '../../lib/password-check';
import { consumeAttempt, unknownAddress } from '../../lib/rate-limit';
import { revokeSessions } from '../../lib/revocation';
import type { Handler } from '../../lib/router';
import { accountByEmail, passwordPolicyOf } from '../../lib/school';

const MESSAGES = {
  resetAccepted: /*i18n*/ { id: 'api.password.reset-accepted', message: 'Reset request accepted.' },
  changed: /*i18n*/ { id: 'api.password.changed', message: 'Your password has been changed.' },
  changedFor: /*i18n*/ {
    id: 'api.password.changed-for',
    message: 'Password changed for {email}. They have been signed out on every device.',
  },
  tooMany: /*i18n*/ {
    id: 'api.password.too-many',
    message: 'Too many password attempts. Wait 15 minutes and try again.',
  },
  oldRequired: /*i18n*/ {
    id: 'api.password.old-required',
    message: 'oldSecret (your current password) is required.',
  },
  same: /*i18n*/ {
    id: 'api.password.same',
    message: 'The new password must be different from the current one.',
  },
  oldWrong: /*i18n*/ {
    id: 'api.password.old-wrong',
    message: 'Your current password (oldSecret) is not correct.',
  },
  onlyOwn: /*i18n*/ { id: 'api.password.only-own', message: 'You may only change your own password.' },
  noUser: /*i18n*/ { id: 'api.user.not-found', message: 'No user with that e-mail and role.' },
};

const TOO_MANY = say(MESSAGES.tooMany);

function assertPolicy(secret: string, policy: Parameters<typeof passwordPolicySentence>[1]) {
  const problem = passwordPolicySentence(secret, policy);
  if (problem) throw badRequest(problem);
}

/**
 * Three callers: the user themself (old password verified), an Admin of the user's school (sets it and signs the user
 * out everywhere), and nobody (the forgot-password step: validated, and the same answer whether or not the account exists).
 */
export const updatePassword: Handler<'updatePassword'> = async (input, { caller, ip }) => {
  const email = input.email.toLowerCase();
  const { perAddress, perEmail, windowMs } = PASSWORD_RATE_LIMIT;

  if (!caller) {
    // Signed-out attempts are counted in buckets of their own, so a stranger naming someone's e-mail never uses up
    // the attempts of that person's signed-in change or their Admin's reset.
    if (!ip) throw unknownAddress();
    await consumeAttempt(`password:signed-out:address:${ip}`, perAddress, windowMs, TOO_MANY);
    await consumeAttempt(`password:signed-out:email:${email}`, perEmail, windowMs, TOO_MANY);
    // The default policy, not the school's: a stricter answer would tell a stranger the account exists.
    assertPolicy(input.secret, undefined);
    return { status: 200, message: say(MESSAGES.resetAccepted) };
  }

  const own = caller.email === email && caller.role === input.role;
  if (own) {
    // Counted per account (the verified token), so only whoever holds this session can use these attempts up.
    await consumeAttempt(`password:own:${caller.uid}`, perEmail, windowMs, TOO_MANY);
    if (!input.oldSecret) throw badRequest(say(MESSAGES.oldRequired));
    assertPolicy(input.secret, await passwordPolicyOf(caller.school_id));
    if (input.secret === input.oldSecret) throw badRequest(say(MESSAGES.same));
    if (!(await isCurrentPassword(email, input.oldSecret))) throw badRequest(say(MESSAGES.oldWrong));
    await adminAuth.updateUser(caller.uid, { password: input.secret });
    await db.runTransaction(async (tx) =>
      writeAudit(tx, caller, { action: 'password.changed', target: caller.uid, before: null, after: null }),
    );
    return { status: 200, message: say(MESSAGES.changed) };
  }

  if (caller.role !== 'Admin') throw forbidden(say(MESSAGES.onlyOwn));
  await consumeAttempt(`password:admin:${caller.uid}`, perAddress, windowMs, TOO_MANY);
  const account = await accountByEmail(email);
  if (!account?.user || account.user.school_id !== caller.school_id || account.user.role !== input.role) {
    throw notFound(say(MESSAGES.noUser));
  }
  assertPolicy(input.secret, await passwordPolicyOf(caller.school_id));
  await adminAuth.updateUser(account.uid, { password: input.secret });
  await revokeSessions(account.uid);
  await db.runTransaction(async (tx) =>
    writeAudit(tx, caller, {
      action: 'password.set-by-admin',
      target: account.uid,
      before: null,
      after: { signedOut: true },
    }),
  );
  return { status: 200, message: say(MESSAGES.changedFor, { email }) };
};
