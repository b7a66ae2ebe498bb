import { defaultModules, type Role } from '@academy/shared/roles';
import { admin, DEMO_PASSWORD } from './emulators';

/** A throwaway account of a real school, so tests that change passwords or roles leave the demo accounts alone. */
export async function throwawayAccount(uid: string, role: Role, school_id: string, email = `${uid}@${school_id}.test`) {
  const { auth, db } = admin();
  await removeAccount(uid);
  await auth.createUser({ uid, email, password: DEMO_PASSWORD });
  await auth.setCustomUserClaims(uid, { role, school_id });
  await db.doc(`users/${uid}`).set({
    email,
    username: `Test ${role}`,
    role,
    school_id,
    modules: defaultModules(role),
    personId: null,
    disabled: false,
  });
  return { uid, email, role, school_id };
}

export async function removeAccount(uid: string) {
  const { auth, db } = admin();
  await auth.deleteUser(uid).catch(() => undefined);
  await db.doc(`users/${uid}`).delete();
  await db.doc(`revocations/${uid}`).delete();
}

export async function clearRateLimits() {
  const { db } = admin();
  await db.recursiveDelete(db.collection('rateLimits'));
}

/** Revocation is checked in whole seconds: a token minted in the same second as the revocation still counts. */
export const nextSecond = () => new Promise((r) => setTimeout(r, 1100));
