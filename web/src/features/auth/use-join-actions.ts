import type { InvitationSecret } from '@academy/shared/invitations-api';
import { SIGN_IN_METHODS, type SignInMethod } from '@academy/shared/sign-in-methods';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  getAdditionalUserInfo,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { useAuth } from 'reactfire';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api';
import {
  type ConfirmationResult,
  type FederatedWay,
  federatedProvider,
  providerStandIn,
  standInCredential,
  useSignInWays,
} from './use-sign-in-ways';

/** The ways a person may make their sign-in at /join, in the order offered; the school's settings pick among them. */
export const JOIN_METHODS: readonly SignInMethod[] = SIGN_IN_METHODS;

/** /join again, carrying the invitation: where an e-mailed sign-in link for joining lands. */
export function joinPath(secret: InvitationSecret): string {
  return `${paths.join}?${'token' in secret ? `token=${secret.token}` : `code=${secret.code}`}`;
}

export function useJoinActions() {
  const auth = useAuth();
  const ways = useSignInWays();

  /** Accepts for the signed-in user, then refreshes the ID token so the new role's claims apply at once. */
  async function accept(user: User, secret: InvitationSecret) {
    const result = await callApi('acceptInvitation', secret, { idToken: await user.getIdToken() });
    await user.getIdToken(true);
    return result;
  }

  /**
   * Accepts with a sign-in just made. If the school refuses it, a sign-in this made new is deleted again (no role-less
   * identity is left behind) and an existing account is only signed out.
   */
  async function acceptOrUndo(credential: UserCredential, secret: InvitationSecret) {
    try {
      return await accept(credential.user, secret);
    } catch (error) {
      if (getAdditionalUserInfo(credential)?.isNewUser) await deleteUser(credential.user).catch(() => undefined);
      else await signOut(auth);
      throw error;
    }
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
    /** E-mails a sign-in link that comes back to this invitation. */
    sendJoinLink: (email: string, secret: InvitationSecret) => ways.sendSignInLink(email, joinPath(secret)),
    isJoinLink: ways.isSignInLink,
    rememberedLinkEmail: ways.rememberedLinkEmail,
    async finishJoinLink(email: string, href: string, secret: InvitationSecret) {
      return acceptOrUndo(await signInWithEmailLink(auth, email.trim(), href), secret);
    },
    /** Google or Microsoft: the provider's window (in the emulators, the stand-in's e-mail, see providerStandIn). */
    async joinWith(way: FederatedWay, secret: InvitationSecret, standInEmail?: string) {
      const credential =
        providerStandIn && standInEmail !== undefined
          ? await signInWithCredential(auth, standInCredential(way, standInEmail))
          : await signInWithPopup(auth, federatedProvider(way));
      return acceptOrUndo(credential, secret);
    },
    sendPhoneCode: ways.sendPhoneCode,
    async confirmPhoneJoin(confirmation: ConfirmationResult, code: string, secret: InvitationSecret) {
      return acceptOrUndo(await confirmation.confirm(code.trim()), secret);
    },
    acceptAsCurrent: (secret: InvitationSecret) => accept(auth.currentUser!, secret),
    signOut: () => signOut(auth),
  };
}
