import { PERSON_COLLECTIONS } from '@academy/shared/accounts';
import type { AccountSummary } from '@academy/shared/api';
import { type ModulesMap, ROLE_MODULES } from '@academy/shared/roles';
import { FieldValue } from 'firebase-admin/firestore';
import { claimsFor, modulesOnRoleChange, personIdsAfterRoleChange, rolesHeld, userSchema } from '@academy/shared/user';
import { writeAudit } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { adminAuth, db } from '../../lib/firebase';
import type { Transaction } from 'firebase-admin/firestore';
import { withAccountLock } from '../../lib/account-lock';
import type { Caller } from '../../lib/caller';
import { revokeSessions } from '../../lib/revocation';
import { ACTIVE_ACCOUNT } from '../../lib/account-links';
import type { Handler } from '../../lib/router';

/**
 * Changes a user's role, enables or disables the account, or switches modules of their menu. A role change or a
 * disabling signs the user out everywhere, so the old claims stop working at once.
 */
export const updateAccount: Handler<'updateAccount'> = async (input, { caller }) => {
  // One change to an account at a time: it reads the record, sets Auth and writes the record back before the next
  // one reads, so the claims, the disabled flag and the record always describe the same, last, change.
  return withAccountLock(input.uid, () => changeAccount(input, caller));
};

async function changeAccount(input: Parameters<Handler<'updateAccount'>>[0], caller: Caller) {
  const ref = db.doc(`users/${input.uid}`);

  const summary = await db.runTransaction(async (tx) => {
    const parsed = userSchema.safeParse((await tx.get(ref)).data());
    if (!parsed.success || parsed.data.school_id !== caller.school_id)
      throw notFound('No such account in your school.');
    const before = parsed.data;
    const self = input.uid === caller.uid;
    if (self && ((input.role && input.role !== before.role) || input.disabled === true)) {
      throw forbidden('You cannot demote or disable your own account.');
    }

    const role = input.role ?? before.role;
    // A role changed back gets the menu it had under that role, not the role's defaults.
    const modules: ModulesMap = {
      ...(role !== before.role ? modulesOnRoleChange(before, role) : before.modules),
      ...input.modules,
    };
    const foreign = Object.keys(modules).find((m) => !(ROLE_MODULES[role] as readonly string[]).includes(m));
    if (foreign) throw badRequest(`modules.${foreign} is not a module of the ${role} role.`);
    if (self && modules.Dashboard === false) throw forbidden('You cannot switch off your own Dashboard.');
    const disabled = input.disabled ?? before.disabled;

    // The new role replaces the one the account acts as now; any other role it holds stays (a teacher-parent made Admin).
    const { personId, personIds } = personIdsAfterRoleChange(before, role);
    return {
      before: { role: before.role, disabled: before.disabled, modules: before.modules },
      personId,
      personIds,
      modulesByRole: { ...before.modulesByRole, [before.role]: before.modules, [role]: modules },
      uid: input.uid,
      email: before.email,
      phoneNumber: before.phoneNumber,
      role,
      disabled,
      modules,
      roleChanged: role !== before.role,
      disabledChanged: disabled !== before.disabled,
    };
  });

  if (summary.roleChanged)
    await adminAuth.setCustomUserClaims(
      input.uid,
      claimsFor(summary.role, caller.school_id, rolesHeld({ role: summary.role, personIds: summary.personIds })),
    );
  if (summary.disabledChanged) await adminAuth.updateUser(input.uid, { disabled: summary.disabled });
  if (summary.roleChanged || (summary.disabledChanged && summary.disabled)) await revokeSessions(input.uid);
  // The record changes last: the user's open page refreshes when it sees the change, and by then the new claims and
  // the revocation are in place (written first, the page could refresh in between and keep the old role).
  const { before, roleChanged, disabledChanged, modulesByRole, personId, personIds, ...account } = summary;
  await db.runTransaction(async (tx) => {
    // The person's record shows the switch in the lists, which filter on its account summary.
    const people = disabledChanged ? await linkedPeople(tx, caller, input.uid) : [];
    tx.update(ref, {
      role: account.role,
      modules: account.modules,
      disabled: account.disabled,
      modulesByRole,
      ...(roleChanged && { personId, personIds: personIds ?? FieldValue.delete() }),
    });
    for (const person of people)
      tx.update(person.ref, { account: { ...ACTIVE_ACCOUNT, state: account.disabled ? 'off' : 'active' } });
    writeAudit(tx, caller, {
      action: 'account.updated',
      target: input.uid,
      before,
      after: { role: account.role, disabled: account.disabled, modules: account.modules },
    });
  });

  const notes = [
    roleChanged && `now ${account.role}`,
    disabledChanged && (account.disabled ? 'disabled' : 'enabled'),
  ].filter(Boolean);
  return {
    status: 200,
    message: `Account ${account.email ?? account.phoneNumber ?? account.uid} updated${notes.length ? `: ${notes.join(', ')}` : ''}.`,
    account: account satisfies AccountSummary,
  };
}

/** The person records (teacher, staff, student or parent) of the caller's school that this sign-in belongs to. */
async function linkedPeople(tx: Transaction, caller: Caller, uid: string) {
  const found = await Promise.all(
    PERSON_COLLECTIONS.map((c) =>
      tx.get(db.collection(`schools/${caller.school_id}/${c}`).where('accountUid', '==', uid).limit(1)),
    ),
  );
  return found.flatMap((snap) => snap.docs);
}
