import { claimsFor, modulesOnRoleChange, personIdsOf, rolesHeld, userSchema } from '@academy/shared/user';
import { withAccountLock } from '../../lib/account-lock';
import { writeAudit } from '../../lib/audit';
import { forbidden, say } from '../../lib/errors';
import { adminAuth, db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  already: /*i18n*/ { id: 'api.role.already', message: 'You are already in the {role} view.' },
  switched: /*i18n*/ { id: 'api.role.switched', message: 'You are in the {role} view now.' },
  noRecord: /*i18n*/ {
    id: 'api.role.no-record',
    message: 'Role: this account holds no role at this school. Sign in with the account the school gave you.',
  },
  notHeld: /*i18n*/ {
    id: 'api.role.not-held',
    message:
      'Role: this account does not hold the {role} role at this school. Choose one of {held}, or ask the school office to add it.',
  },
};

/**
 * Makes the signed-in account act as another role it holds in its school (a teacher's Parent view): the claims change
 * first, then the record, as an Admin's role change does, so the open page that sees the record change refreshes into
 * the new claims. No sign-out: the person holds both roles, so a token of the other one grants nothing they lack.
 */
export const switchRole: Handler<'switchRole'> = async ({ role }, { caller }) =>
  withAccountLock(caller.uid, async () => {
    const ref = db.doc(`users/${caller.uid}`);
    const parsed = userSchema.safeParse((await ref.get()).data());
    if (!parsed.success || parsed.data.school_id !== caller.school_id) throw forbidden(say(MESSAGES.noRecord));
    const user = parsed.data;
    const held = rolesHeld(user);
    if (!held.includes(role)) throw forbidden(say(MESSAGES.notHeld, { role, held: held.join(', ') }));
    if (role === user.role && caller.role === role)
      return { status: 200, message: say(MESSAGES.already, { role }), role };

    await adminAuth.setCustomUserClaims(caller.uid, claimsFor(role, user.school_id, held));
    await db.runTransaction(async (tx) => {
      const fresh = userSchema.parse((await tx.get(ref)).data());
      const personIds = personIdsOf(fresh);
      tx.update(ref, {
        role,
        personId: personIds[role] ?? null,
        personIds,
        modules: role === fresh.role ? fresh.modules : modulesOnRoleChange(fresh, role),
        modulesByRole: { ...fresh.modulesByRole, [fresh.role]: fresh.modules },
      });
      writeAudit(tx, caller, {
        action: 'account.roleSwitched',
        target: caller.uid,
        before: { role: fresh.role },
        after: { role },
      });
    });
    return { status: 200, message: say(MESSAGES.switched, { role }), role };
  });
