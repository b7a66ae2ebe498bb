import type { PersonCollection } from '@academy/shared/accounts';
import type { RouteInput } from '@academy/shared/api';
import { useLingui } from '@lingui/react/macro';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useAuth } from 'reactfire';
import { callApi } from '@/lib/api';

export function useAccountActions() {
  const auth = useAuth();
  const { t } = useLingui();
  return {
    /** Creates the account, then Firebase e-mails the person a link to set their password. */
    async createAccount(personType: PersonCollection, personId: string, email?: string) {
      const result = await callApi('createAccount', { personType, personId, ...(email ? { email } : {}) });
      // createAccount always makes an e-mail account; the guard is for the type, which allows phone-only accounts.
      if (result.account.email) await sendPasswordResetEmail(auth, result.account.email);
      // The server's sentence, then ours: two sentences side by side.
      return `${result.message} ${t`A link to set their password is on its way.`}`;
    },
    /** Invites one person to make their own account; a letter's code comes back once, to print. */
    invite: (personType: PersonCollection, personId: string, channel: 'email' | 'letter') =>
      callApi('invite', { people: [{ kind: personType, id: personId }], channel }),
    async revokeInvitation(personType: PersonCollection, personId: string) {
      return (await callApi('revokeInvitation', { personType, personId })).message;
    },
    async updateAccount(change: RouteInput<'updateAccount'>) {
      const result = await callApi('updateAccount', change);
      // Our own record changed: pick up fresh claims now rather than at the next hourly refresh.
      if (change.uid === auth.currentUser?.uid) await auth.currentUser.getIdToken(true);
      return result.message;
    },
  };
}
