import type { UserRecord } from '@academy/shared/api';
import { rolesHeld, userSchema } from '@academy/shared/user';
import { forbidden, notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { accountByEmail } from '../../lib/school';
import type { Handler } from '../../lib/router';

/** A user reads their own record; an Admin also the records of their own school. */
export const getUserData: Handler<'getUserData'> = async ({ email, role }, { caller }) => {
  const wanted = email?.toLowerCase();
  const own = (wanted === undefined || caller.email === wanted) && caller.role === role;
  if (!own && caller.role !== 'Admin')
    throw forbidden(say(/*i18n*/ { id: 'api.user.only-own', message: 'You may only read your own user record.' }));

  const uid = own ? caller.uid : wanted && (await accountByEmail(wanted))?.uid;
  const parsed = userSchema.safeParse(uid ? (await db.doc(`users/${uid}`).get()).data() : undefined);
  // Another school's user is reported exactly like a missing one: no enumeration across schools.
  if (!uid || !parsed.success || parsed.data.school_id !== caller.school_id || parsed.data.role !== role) {
    throw notFound(say(/*i18n*/ { id: 'api.user.not-found', message: 'No user with that e-mail and role.' }));
  }
  const user = parsed.data;
  return {
    uid,
    email: user.email,
    phoneNumber: user.phoneNumber,
    username: user.username,
    role: user.role,
    school_id: user.school_id,
    modules: user.modules,
    personId: user.personId,
    roles: rolesHeld(user),
    ...(own && caller.secondStepMissing ? { needsSecondStep: true } : {}),
    info: { role: user.role, school_id: user.school_id },
  } satisfies UserRecord;
};
