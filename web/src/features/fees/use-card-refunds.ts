import type { CardRefundDoc } from '@academy/shared/fees';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

/** How many of a family's refunds to a card the desk shows (newest first). */
export const CARD_REFUNDS_SHOWN = 20;

/** A family's refunds to a card, newest first, read live: a requested one turns refunded (or failed) on screen. */
export function useFamilyCardRefunds(schoolId: string, familyId: string) {
  const firestore = useFirestore();
  const result = useFirestoreCollectionData(
    query(
      collection(firestore, 'schools', schoolId, 'cardRefunds'),
      where('familyId', '==', familyId),
      orderBy('createdAt', 'desc'),
      limit(CARD_REFUNDS_SHOWN),
    ),
    { idField: 'id' },
  );
  return {
    loading: result.status === 'loading',
    rows: (result.data ?? []) as (CardRefundDoc & { id: string })[],
  };
}
