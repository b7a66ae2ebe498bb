import type { InvitationSecret } from '@academy/shared/invitations-api';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { useAuth } from 'reactfire';
import { callApi } from '@/lib/api';

/**
 * The ways a person may make their sign-in at /join. Password is built; e-mail link, Google, Microsoft and phone are
 * added here as the school allows them (each one a sign-in that ends in `accept` below, exactly like the password).
 */
export const JOIN_METHODS = ['password'] as const;
export type JoinMethod = (typeof JOIN_METHODS)[number];

export function useJoinActions() {
  const auth = useAuth();

  /** Accepts for the signed-in user, then refreshes the ID token so the new role's claims apply at once. */
  async function accept(user: User, secret: InvitationSecret) {
    const result = await callApi('acceptInvitation', secret, { idToken: await user.getIdToken() });
    await user.getIdToken(true);
    return result;
  }

  return {
    accept,
    /** A new sign-in with a password, then the invitation; a failed acceptance leaves no role-less sign-in behind. */
    async joinWithPassword(email: string, password: string, secret: InvitationSecret) {
      const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
      try {
        return await accept(user, secret);
      } catch (error) {
        await deleteUser(user).catch(() => undefined);
        throw error;
      }
    },
    /** An e-mail that already has an account: sign in with it, and the invitation adds only what it grants. */
    async signInAndAccept(email: string, password: string, secret: InvitationSecret) {
      const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
      return accept(user, secret);
    },
    acceptAsCurrent: (secret: InvitationSecret) => accept(auth.currentUser!, secret),
    signOut: () => signOut(auth),
  };
}
