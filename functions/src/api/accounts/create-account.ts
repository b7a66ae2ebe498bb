import { type PersonCollection, ROLE_FOR_PERSON } from '@academy/shared/accounts';
import type { AccountSummary } from '@academy/shared/api';
import { defaultModules, type Role } from '@academy/shared/roles';
import { mayAddRole, type UserDoc, userSchema } from '@academy/shared/user';
import { withAccountLock } from '../../lib/account-lock';
import { addRole, rolesOf, setClaimsFromRecord } from '../../lib/account-roles';
import type { Caller } from '../../lib/caller';
import { writeAudit } from '../../lib/audit';
import { readAccountLinks } from '../../lib/account-links';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { adminAuth, db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';

const conflict = (message: string) => new HttpError(409, message);

const EMAIL_NOT_USABLE = 'This e-mail address cannot be used for a new account. Give this person another address.';

/**
 * An e-mail that already has an account: the Admin is told so when the account is their own school's; otherwise the
 * answer is the one any unusable address gets, so nothing tells one school that an address is used by another.
 */
async function emailInUse(email: string, school: string): Promise<HttpError> {
  const existing = await adminAuth.getUserByEmail(email).catch(() => null);
  const user = existing ? await db.doc(`users/${existing.uid}`).get() : null;
  if (user?.get('school_id') === school)
    return conflict(`${String(user.get('username') || email)} already has an account with this e-mail in your school.`);
  return conflict(EMAIL_NOT_USABLE);
}

/**
 * Adds the person's role to the school's account that already has their e-mail, when that account may hold it beside
 * its own (mayAddRole); undefined when it may not, for the refusal an e-mail in use gets.
 */
async function addRoleToAccount(
  uid: string,
  added: { email: string; role: Role; personType: PersonCollection; personId: string },
  caller: Caller,
): Promise<AccountSummary | undefined> {
  const userRef = db.doc(`users/${uid}`);
  const summary = await db.runTransaction(async (tx) => {
    const links = await readAccountLinks(tx, caller, added.personType, added.personId);
    const user = await tx.get(userRef);
    const held = rolesOf(user);
    if (user.get('school_id') !== caller.school_id || !mayAddRole(held, added.role)) return undefined;
    if (links.person.get('accountUid')) throw conflict('This person already has an account.');
    addRole(tx, user, added.role, added.personId);
    links.link(uid, added.email);
    writeAudit(tx, caller, {
      action: 'account.roleAdded',
      target: uid,
      before: { roles: held },
      after: { roles: [...held, added.role], personType: added.personType, personId: added.personId },
    });
    const record = userSchema.parse(user.data());
    return { uid, email: record.email, role: record.role, disabled: record.disabled, modules: record.modules };
  });
  if (summary) await withAccountLock(uid, () => setClaimsFromRecord(uid));
  return summary;
}

/**
 * Gives a teacher, staff member, student or parent of the Admin's school an account: the Auth user, claims
 * { role, school_id }, users/{uid} with the role's default modules, and the links from the person's records. When
 * their e-mail already has an account in the school that may hold this role too, that account gains it instead.
 */
export const createAccount: Handler<'createAccount'> = async (
  { personType, personId, email: givenEmail },
  { caller },
) => {
  const school = caller.school_id;
  const personRef = db.doc(`schools/${school}/${personType}/${personId}`);
  const person = await personRef.get();
  if (!person.exists) throw notFound(`No ${personType.replace(/s$/, '')} with id ${personId} in your school.`);
  if (person.get('accountUid')) throw conflict('This person already has an account.');

  const recordEmail = (person.get('email') as string | undefined)?.toLowerCase();
  const email = (givenEmail ?? recordEmail)?.toLowerCase();
  if (!email) throw badRequest('email is required: this person’s record has no e-mail address.');
  if (recordEmail && givenEmail && recordEmail !== givenEmail.toLowerCase()) {
    throw badRequest('email differs from the e-mail address on this person’s record.');
  }

  const role = ROLE_FOR_PERSON[personType as PersonCollection];
  const username = `${person.get('firstName')} ${person.get('lastName')}`.trim();
  // A teacher or office worker who is also a parent keeps one account: it gains this person's role and links.
  const existing = await adminAuth.getUserByEmail(email).catch(() => null);
  if (existing) {
    const account = await addRoleToAccount(existing.uid, { email, role, personType, personId }, caller);
    if (account)
      return {
        status: 200,
        message: `${username} (${email}) can now also sign in as ${role}, from the account they have.`,
        account,
      };
  }
  const created = await adminAuth
    .createUser({ email, displayName: username, emailVerified: false })
    .catch(async (error: { code?: string }) => {
      if (error.code === 'auth/email-already-exists') throw await emailInUse(email, school);
      if (error.code === 'auth/invalid-email') throw conflict(EMAIL_NOT_USABLE);
      throw error;
    });

  const user: UserDoc = {
    email,
    username,
    role,
    school_id: school,
    modules: defaultModules(role),
    personId,
    disabled: false,
  };
  try {
    await adminAuth.setCustomUserClaims(created.uid, { role, school_id: school });
    await db.runTransaction(async (tx) => {
      const links = await readAccountLinks(tx, caller, personType, personId);
      if (links.person.get('accountUid')) throw conflict('This person already has an account.');
      tx.create(db.doc(`users/${created.uid}`), user);
      links.link(created.uid, email);
      writeAudit(tx, caller, {
        action: 'account.created',
        target: created.uid,
        before: null,
        after: { email, role, personType, personId },
      });
    });
  } catch (error) {
    // Leave nothing half-made: no Auth user without its record and links.
    await adminAuth.deleteUser(created.uid).catch(() => undefined);
    throw error;
  }

  const account: AccountSummary = { uid: created.uid, email, role, disabled: false, modules: user.modules };
  return { status: 200, message: `Account created for ${username} (${email}).`, account };
};
