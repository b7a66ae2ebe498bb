import type { PersonCollection } from '@academy/shared/accounts';
import type { PersonAccount } from '@academy/shared/invitations';
import type { UserDoc } from '@academy/shared/user';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  accountUid: string | null;
  /** The invitation summary the server keeps on the record. */
  account?: PersonAccount;
}
export type AccountRow = UserDoc & { uid: string };

/** The people of one kind in the school and the school's accounts, both read live. */
export function usePeopleAccounts(schoolId: string, people: PersonCollection) {
  const firestore = useFirestore();
  const peopleQuery = query(collection(firestore, 'schools', schoolId, people), orderBy('lastName'), limit(200));
  const accountsQuery = query(collection(firestore, 'users'), where('school_id', '==', schoolId));
  const peopleResult = useFirestoreCollectionData(peopleQuery, { idField: 'id' });
  const accountsResult = useFirestoreCollectionData(accountsQuery, { idField: 'uid' });
  const accounts = new Map(((accountsResult.data ?? []) as AccountRow[]).map((a) => [a.uid, a]));
  return {
    loading: peopleResult.status === 'loading' || accountsResult.status === 'loading',
    error: peopleResult.error ?? accountsResult.error,
    people: (peopleResult.data ?? []) as PersonRow[],
    accountOf: (person: PersonRow) => (person.accountUid ? accounts.get(person.accountUid) : undefined),
  };
}
