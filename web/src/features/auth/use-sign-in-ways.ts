/**
 * The ways to sign in besides a password: an e-mailed link, Google, Microsoft and a phone number. Each one ends in
 * `admitted` (admission.ts).
 */
import {
  type ApplicationVerifier,
  type Auth,
  type ConfirmationResult,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  OAuthProvider,
  type OAuthCredential,
  RecaptchaVerifier,
  sendSignInLinkToEmail,
  signInWithCredential,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
} from 'firebase/auth';
import { useAuth } from 'reactfire';
import { emulators } from '@/config/env';
import { paths } from '@/config/paths';
import { admitted } from './admission';

export type { ConfirmationResult };

/** Where the e-mail an e-mailed link was sent to is kept, so the same browser need not ask for it again. */
const LINK_EMAIL_KEY = 'academy.signInLinkEmail';

export type FederatedWay = 'google' | 'microsoft';

export function federatedProvider(way: FederatedWay) {
  if (way === 'google') return new GoogleAuthProvider();
  const microsoft = new OAuthProvider('microsoft.com');
  // Work or school accounts and personal ones alike; the school's domain list decides which it takes.
  microsoft.setCustomParameters({ prompt: 'select_account' });
  return microsoft;
}

/**
 * The emulators only: the Auth emulator's own stand-in page for Google and Microsoft talks to the app through Google's
 * gapi script (apis.google.com), which a machine without internet cannot load. Academy's stand-in asks for the account's
 * e-mail and makes the same fake, e-mail-verified id_token that page makes; the emulator then signs in with it as it
 * would after its page. Outside the emulators there is no stand-in: the provider's own window opens.
 */
export const providerStandIn = !!emulators;

export function standInCredential(way: FederatedWay, email: string): OAuthCredential {
  const address = email.trim().toLowerCase();
  const idToken = JSON.stringify({ sub: `${way}-${address}`, email: address, email_verified: true });
  return way === 'google'
    ? GoogleAuthProvider.credential(idToken)
    : new OAuthProvider('microsoft.com').credential({ idToken });
}

export function useSignInWays() {
  const auth = useAuth();
  return {
    /** E-mails a sign-in link that opens `continuePath` (the sign-in link page, or /join with its invitation). */
    sendSignInLink: async (email: string, continuePath: string = paths.signInLink) => {
      const address = email.trim();
      await sendSignInLinkToEmail(auth, address, {
        url: `${window.location.origin}${continuePath}`,
        handleCodeInApp: true,
      });
      window.localStorage.setItem(LINK_EMAIL_KEY, address);
    },
    isSignInLink: (href: string) => isSignInWithEmailLink(auth, href),
    /** The address this browser asked a link for, if it did. */
    rememberedLinkEmail: () => window.localStorage.getItem(LINK_EMAIL_KEY),
    finishSignInLink: async (email: string, href: string) => {
      const credential = await signInWithEmailLink(auth, email.trim(), href);
      window.localStorage.removeItem(LINK_EMAIL_KEY);

      await admitted(auth, credential, 'emailLink');
    },
    /** The provider's window; in the emulators, the stand-in's e-mail (see providerStandIn). */
    signInWith: async (way: FederatedWay, standInEmail?: string) => {
      const credential =
        providerStandIn && standInEmail !== undefined
          ? await signInWithCredential(auth, standInCredential(way, standInEmail))
          : await signInWithPopup(auth, federatedProvider(way));
      await admitted(auth, credential, way);
    },
    /** Sends the SMS code; reCAPTCHA runs invisibly on the element with this id (skipped in the emulators). */
    sendPhoneCode: (phoneNumber: string, recaptchaElementId: string): Promise<ConfirmationResult> =>
      withRecaptcha(auth, recaptchaElementId, (verifier) =>
        signInWithPhoneNumber(auth, phoneNumber.replace(/[\s()-]/g, ''), verifier),
      ),
    confirmPhoneCode: async (confirmation: ConfirmationResult, code: string) => {
      const credential = await confirmation.confirm(code.trim());
      await admitted(auth, credential, 'phone');
    },
  };
}

/** An invisible reCAPTCHA on the element, for one request, cleared after it so the next can render again. */
export async function withRecaptcha<T>(
  auth: Auth,
  elementId: string,
  request: (verifier: ApplicationVerifier) => Promise<T>,
): Promise<T> {
  const verifier = new RecaptchaVerifier(auth, elementId, { size: 'invisible' });
  try {
    return await request(verifier);
  } finally {
    verifier.clear();
  }
}
