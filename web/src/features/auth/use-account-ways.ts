/** The signed-in account's own ways to sign in: what it has, and adding Google, Microsoft or a phone number to it. */
import {
  type ConfirmationResult,
  linkWithCredential,
  linkWithPhoneNumber,
  linkWithPopup,
  reload,
  type User,
  type UserInfo,
} from 'firebase/auth';
import { useState } from 'react';
import { useAuth } from 'reactfire';
import { AuthNotice } from './auth-errors';
import {
  type FederatedWay,
  federatedProvider,
  providerStandIn,
  standInCredential,
  withRecaptcha,
} from './use-sign-in-ways';
import { t } from '@lingui/core/macro';

export interface AccountWay {
  providerId: string;
  /** The address or number this way signs in with. */
  detail: string;
}

const describe = (p: UserInfo): AccountWay => ({ providerId: p.providerId, detail: p.email ?? p.phoneNumber ?? '' });

export function useAccountWays() {
  const auth = useAuth();
  const [ways, setWays] = useState<AccountWay[]>(() => (auth.currentUser?.providerData ?? []).map(describe));
  const user = (): User => {
    if (!auth.currentUser) throw new AuthNotice(t`You are signed out. Sign in again to change how you sign in.`);
    return auth.currentUser;
  };
  const refresh = async () => {
    const current = user();
    await reload(current);
    setWays(current.providerData.map(describe));
  };
  return {
    ways,
    addFederated: async (way: FederatedWay, standInEmail?: string) => {
      if (providerStandIn && standInEmail !== undefined)
        await linkWithCredential(user(), standInCredential(way, standInEmail));
      else await linkWithPopup(user(), federatedProvider(way));
      await refresh();
    },
    sendPhoneCode: (phoneNumber: string, recaptchaElementId: string): Promise<ConfirmationResult> =>
      withRecaptcha(auth, recaptchaElementId, (verifier) =>
        linkWithPhoneNumber(user(), phoneNumber.replace(/[\s()-]/g, ''), verifier),
      ),
    confirmPhoneCode: async (confirmation: ConfirmationResult, code: string) => {
      await confirmation.confirm(code.trim());
      await refresh();
    },
  };
}
