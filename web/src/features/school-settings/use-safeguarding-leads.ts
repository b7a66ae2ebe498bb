/**
 * The accounts the message settings show: the school's safeguarding leads (a few: read on every visit) and, only when
 * the Admin asks to choose another, its staff accounts (at most STAFF_SHOWN). Never every user of the school.
 */
import type { Role } from '@academy/shared/roles';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export const LEADS_SHOWN = 50;
export const STAFF_SHOWN = 100;

export interface StaffAccount {
  uid: string;
  name: string;
  role: Role;
  lead: boolean;
}

function asAccounts(data: Record<string, unknown>[] | undefined): StaffAccount[] {
  return (data ?? [])
    .map((d) => ({
      uid: String(d.uid),
      name: String(d.username ?? d.email ?? d.uid),
      role: d.role as Role,
      lead: d.safeguardingLead === true,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The school's safeguarding leads, live. */
export function useSafeguardingLeads(schoolId: string) {
  const firestore = useFirestore();
  const { status, data } = useFirestoreCollectionData(
    query(
      collection(firestore, 'users'),
      where('school_id', '==', schoolId),
      where('safeguardingLead', '==', true),
      limit(LEADS_SHOWN),
    ),
    { idField: 'uid' },
  );
  return { status, leads: asAccounts(data) };
}

/** The school's staff accounts (Admins and Teachers), live: read only while the Admin is choosing a lead. */
export function useStaffAccounts(schoolId: string) {
  const firestore = useFirestore();
  const { status, data } = useFirestoreCollectionData(
    query(
      collection(firestore, 'users'),
      where('school_id', '==', schoolId),
      where('role', 'in', ['Admin', 'Teacher']),
      limit(STAFF_SHOWN),
    ),
    { idField: 'uid' },
  );
  return { status, staff: asAccounts(data), full: (data?.length ?? 0) >= STAFF_SHOWN };
}
