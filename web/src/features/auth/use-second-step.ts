/**
 * A second step at sign-in (Firebase multi-factor, by SMS code): adding a phone number to the signed-in account, and
 * answering the code when a sign-in needs it.
 */
import {
  type Auth,
  getMultiFactorResolver,
  type MultiFactorError,
  type MultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  type PhoneMultiFactorInfo,
  type UserCredential,
} from 'firebase/auth';
import { useAuth } from 'reactfire';
import { AuthNotice } from './auth-errors';
import { withRecaptcha } from './use-sign-in-ways';
import { t } from '@lingui/core/macro';

export type { MultiFactorResolver, UserCredential };

/** The (masked) number a sign-in's second-step code goes to. */
export function secondStepNumber(resolver: MultiFactorResolver): string {
  const hint = resolver.hints[0] as PhoneMultiFactorInfo | undefined;
  return hint?.phoneNumber ?? 'your phone';
}

/** The phone numbers (masked as Firebase gives them) this account answers a second step with. */
export function secondSteps(auth: Auth): string[] {
  const user = auth.currentUser;
  if (!user) return [];
  return multiFactor(user)
    .enrolledFactors.filter((f): f is PhoneMultiFactorInfo => f.factorId === PhoneMultiFactorGenerator.FACTOR_ID)
    .map((f) => f.phoneNumber);
}

/** The sign-in waiting for its second step, when `error` says a sign-in needs one. */
export function secondStepNeeded(auth: Auth, error: unknown): MultiFactorResolver | null {
  if ((error as { code?: string }).code !== 'auth/multi-factor-auth-required') return null;
  return getMultiFactorResolver(auth, error as MultiFactorError);
}

const assertion = (verificationId: string, code: string) =>
  PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code.trim()));

export function useSecondStep() {
  const auth = useAuth();
  return {
    /** Texts a code to the number being added (the account must have signed in recently). */
    sendEnrolmentCode: (phoneNumber: string, recaptchaElementId: string) =>
      withRecaptcha(auth, recaptchaElementId, async (verifier) => {
        const user = auth.currentUser;
        if (!user) throw new AuthNotice(t`You are signed out. Sign in again to add a second step.`);
        const session = await multiFactor(user).getSession();
        return new PhoneAuthProvider(auth).verifyPhoneNumber(
          { phoneNumber: phoneNumber.replace(/[\s()-]/g, ''), session },
          verifier,
        );
      }),
    /** Adds the number with the texted code; the next sign-in asks for a code sent to it. */
    async confirmEnrolment(verificationId: string, code: string) {
      const user = auth.currentUser;
      if (!user) throw new AuthNotice(t`You are signed out. Sign in again to add a second step.`);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the factor's display name, kept by Firebase, not shown
      await multiFactor(user).enroll(assertion(verificationId, code), 'Phone');
      await user.getIdToken(true);
    },
    /** Texts a code to the number the account enrolled, for the sign-in waiting on it. */
    sendSignInCode: (resolver: MultiFactorResolver, recaptchaElementId: string) =>
      withRecaptcha(auth, recaptchaElementId, (verifier) =>
        new PhoneAuthProvider(auth).verifyPhoneNumber(
          { multiFactorHint: resolver.hints[0], session: resolver.session },
          verifier,
        ),
      ),
    finishSignIn: (resolver: MultiFactorResolver, verificationId: string, code: string): Promise<UserCredential> =>
      resolver.resolveSignIn(assertion(verificationId, code)),
  };
}
