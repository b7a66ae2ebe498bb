import {
  type Conversation,
  conversationSchema,
  DEFAULT_MESSAGE_SETTINGS,
  INBOX_PAGE_SIZE,
  type Message,
  MESSAGE_PAGE_SIZE,
  messageHoursSchema,
  type MessageHoursDoc,
  messageInboxSchema,
  messageSchema,
  type MessageSettings,
  messageSettingsSchema,
} from '@academy/shared/messages';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  type Query,
  type QueryDocumentSnapshot,
  startAfter,
  where,
} from 'firebase/firestore';
import { useState } from 'react';
import { useFirestore, useFirestoreCollection, useFirestoreDocData } from 'reactfire';
import { useSchoolRecord } from '@/lib/use-school';

type Parse<T> = (d: QueryDocumentSnapshot) => T[];

const asConversation: Parse<Conversation> = (d) => {
  const parsed = conversationSchema.safeParse(d.data());
  return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
};

const asMessage: Parse<Message> = (d) => {
  const parsed = messageSchema.safeParse(d.data());
  return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
};

/**
 * A newest-first list: the first page is live, older pages come by cursor after the last one shown. Pages older than
 * the first are read once (they change only when withdrawn, which the open page shows on its next visit).
 */
function usePagedList<T extends { id: string }>(base: Query, pageSize: number, parse: Parse<T>) {
  const first = useFirestoreCollection(query(base, limit(pageSize)));
  const [older, setOlder] = useState<{ items: T[]; cursor: QueryDocumentSnapshot | null; done: boolean }>({
    items: [],
    cursor: null,
    done: false,
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const firstDocs = first.data?.docs ?? [];
  const live = firstDocs.flatMap(parse);
  const liveIds = new Set(live.map((i) => i.id));
  // An item that moved up into the live page (a conversation with a new message) shows there only.
  const items = [...live, ...older.items.filter((i) => !liveIds.has(i.id))];
  const more = !older.done && firstDocs.length === pageSize;

  async function loadOlder() {
    const cursor = older.cursor ?? firstDocs.at(-1);
    if (!cursor || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await getDocs(query(base, startAfter(cursor), limit(pageSize)));
      setOlder((o) => ({
        items: [...o.items, ...page.docs.flatMap(parse)],
        cursor: page.docs.at(-1) ?? o.cursor,
        done: page.docs.length < pageSize,
      }));
    } finally {
      setLoadingOlder(false);
    }
  }
  return { status: first.status, items, more, loadingOlder, loadOlder };
}

/** The reader's conversations, the one with the newest message first (rules: participants only). */
export function useInbox(schoolId: string, uid: string) {
  const firestore = useFirestore();
  const base = query(
    collection(firestore, 'schools', schoolId, 'conversations'),
    where('participantUids', 'array-contains', uid),
    orderBy('updatedAt', 'desc'),
  );
  const { items, ...rest } = usePagedList(base, INBOX_PAGE_SIZE, asConversation);
  return { ...rest, conversations: items };
}

/** One conversation's record: who is in it, the child, the unread counts and who has read up to when. */
export function useConversation(schoolId: string, conversationId: string) {
  const firestore = useFirestore();
  const { status, data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'conversations', conversationId));
  const parsed = conversationSchema.safeParse(data);
  const conversation: Conversation | null = parsed.success ? { ...parsed.data, id: conversationId } : null;
  return { status, conversation };
}

/** A conversation's messages, the newest MESSAGE_PAGE_SIZE live, older ones on request (newest first). */
export function useConversationMessages(schoolId: string, conversationId: string) {
  const firestore = useFirestore();
  const base = query(
    collection(firestore, 'schools', schoolId, 'conversations', conversationId, 'messages'),
    orderBy('at', 'desc'),
  );
  const { items, ...rest } = usePagedList(base, MESSAGE_PAGE_SIZE, asMessage);
  return { ...rest, messages: items };
}

/** The reader's unread total: one document, the header's count. */
export function useUnreadTotal(schoolId: string, uid: string): number {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'messageInboxes', uid));
  const parsed = messageInboxSchema.safeParse(data);
  return parsed.success ? parsed.data.unread : 0;
}

/** A member of staff's working hours and away notice (absent: the school's hours, no notice). */
export function useStaffHours(schoolId: string, uid: string): MessageHoursDoc | null {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'messageHours', uid));
  const parsed = messageHoursSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The school's choices for messages, their defaults where it has made none. */
export function useMessageSettings(schoolId: string): { loaded: boolean; settings: MessageSettings } {
  const { status, data } = useSchoolRecord(schoolId);
  const settings = (data?.settings as { messages?: unknown } | undefined)?.messages;
  const parsed = messageSettingsSchema.safeParse(settings ?? {});
  return { loaded: status !== 'loading', settings: parsed.success ? parsed.data : DEFAULT_MESSAGE_SETTINGS };
}

/**
 * Whether the reader is a safeguarding lead: their own account record, which the session already listens to (the same
 * document, so no further read). The API checks again on every call.
 */
export function useSafeguardingLead(uid: string): boolean {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'users', uid));
  return (data as { safeguardingLead?: unknown } | undefined)?.safeguardingLead === true;
}
