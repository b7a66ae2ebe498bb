/**
 * An account that holds more than one role (a teacher whose child is at the school): which roles, and the person record
 * it acts as in each, live in `users/{uid}` (`role`/`personId` for the active one, `personIds` for all), which only the
 * server writes. The claims carry the active role and the list; the rules and the API decide by the active role alone.
 */
import type { Role } from '@academy/shared/roles';
import { claimsFor, personIdsOf, rolesHeld, userSchema } from '@academy/shared/user';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { adminAuth, db } from './firebase';

/** The roles the account (its record as read) holds; none when the record is not one. */
export function rolesOf(user: DocumentSnapshot): Role[] {
  const parsed = userSchema.safeParse(user.data());
  return parsed.success ? rolesHeld(parsed.data) : [];
}

/** Adds `role`, acting as `personId`, to an account of the same school; its active role stays as it is. */
export function addRole(tx: Transaction, user: DocumentSnapshot, role: Role, personId: string): void {
  const current = userSchema.parse(user.data());
  tx.update(user.ref, { personIds: { ...personIdsOf(current), [role]: personId } });
}

/** Sets the account's claims from its record: the role it acts as now, its school and every role it holds. */
export async function setClaimsFromRecord(uid: string): Promise<void> {
  const user = userSchema.parse((await db.doc(`users/${uid}`).get()).data());
  await adminAuth.setCustomUserClaims(uid, claimsFor(user.role, user.school_id, rolesHeld(user)));
}
