import { type UserDoc, userSchema } from '@academy/shared/user';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import type { AccountRow } from './use-people-accounts';

/** One account's record (users/{uid}), live: what a person's page shows of it. The rules let an Admin of the school read it. */
export function useAccount(uid: string): { loading: boolean; account: AccountRow | null } {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'users', uid));
  const parsed = userSchema.safeParse(data);
  return { loading: status === 'loading', account: parsed.success ? { ...(parsed.data as UserDoc), uid } : null };
}
