import { type AppNotification, notificationSchema } from '@academy/shared/notification';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export const NOTIFICATION_LIST_LIMIT = 20;

/** The signed-in user's latest notifications, live (rules: the recipient only). */
export function useNotifications(schoolId: string, uid: string): { status: string; notifications: AppNotification[] } {
  const firestore = useFirestore();
  const q = query(
    collection(firestore, 'schools', schoolId, 'notifications'),
    where('recipientUid', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(NOTIFICATION_LIST_LIMIT),
  );
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  const notifications = (data ?? []).flatMap((d) => {
    const parsed = notificationSchema.safeParse(d);
    return parsed.success ? [{ ...parsed.data, id: String(d.id) }] : [];
  });
  return { status, notifications };
}
