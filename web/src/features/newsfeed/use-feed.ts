import type { FileRef } from '@academy/shared/files';
import { acknowledgementSchema, FEED_PAGE_SIZE, type Post, postSchema } from '@academy/shared/newsfeed';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  startAfter,
  where,
} from 'firebase/firestore';
import { useState } from 'react';
import { useFirestore, useFirestoreCollection, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

const asPost = (d: QueryDocumentSnapshot): Post[] => {
  const parsed = postSchema.safeParse(d.data());
  return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
};

/**
 * The feed: published posts that reach the reader, pinned first, newest first. The first page is live; older pages
 * come by cursor (after the last post shown). A post addressed to two of a parent's children is one document, so it
 * shows once.
 */
export function useFeed(schoolId: string, keys: string[] | null, pageSize = FEED_PAGE_SIZE) {
  const firestore = useFirestore();
  const constraints: QueryConstraint[] = [where('status', '==', 'published')];
  if (keys) constraints.push(where('audienceKeys', 'array-contains-any', keys.slice(0, 30)));
  constraints.push(orderBy('pinned', 'desc'), orderBy('publishedAt', 'desc'));
  const base = query(collection(firestore, 'schools', schoolId, 'posts'), ...constraints);
  const first = useFirestoreCollection(query(base, limit(pageSize)));
  const [older, setOlder] = useState<{ posts: Post[]; cursor: QueryDocumentSnapshot | null; done: boolean }>({
    posts: [],
    cursor: null,
    done: false,
  });
  const firstDocs = first.data?.docs ?? [];
  const posts = [...firstDocs.flatMap(asPost), ...older.posts];
  const more = !older.done && firstDocs.length === pageSize;

  async function loadOlder() {
    const cursor = older.cursor ?? firstDocs.at(-1);
    if (!cursor) return;
    const page = await getDocs(query(base, startAfter(cursor), limit(FEED_PAGE_SIZE)));
    setOlder((o) => ({
      posts: [...o.posts, ...page.docs.flatMap(asPost)],
      cursor: page.docs.at(-1) ?? o.cursor,
      done: page.docs.length < FEED_PAGE_SIZE,
    }));
  }
  return { status: first.status, posts, more, loadOlder };
}

/** Posts the writer has waiting to go out: an Admin's view of the school's, a teacher's own. */
export function useScheduledPosts(schoolId: string, uid: string, admin: boolean) {
  const firestore = useFirestore();
  const posts = collection(firestore, 'schools', schoolId, 'posts');
  const q = admin
    ? query(posts, where('status', '==', 'scheduled'), orderBy('publishAt'), limit(50))
    : query(posts, where('authorUid', '==', uid), orderBy('createdAt', 'desc'), limit(50));
  const { data } = useFirestoreCollectionData(q, { idField: 'id' });
  return (data ?? [])
    .flatMap((d) => {
      const parsed = postSchema.safeParse(d);
      return parsed.success ? [{ ...parsed.data, id: String(d.id) }] : [];
    })
    .filter((p) => p.status === 'scheduled');
}

/** A post's files as it now has them, live: its editor lists each one as soon as it is added or removed. */
export function usePostFiles(schoolId: string, postId: string): FileRef[] {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'posts', postId));
  const parsed = postSchema.shape.attachments.safeParse((data as { attachments?: unknown } | undefined)?.attachments);
  return parsed.success ? (parsed.data ?? []) : [];
}

/** The reader's own acknowledgement of a post (absent when it does not ask them). */
export function useMyAcknowledgement(schoolId: string, postId: string, uid: string) {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'acknowledgements', `${postId}_${uid}`));
  const parsed = acknowledgementSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Who has not yet acknowledged a post (the author's or an Admin's view), live. */
export function useWaitingAcknowledgements(schoolId: string, postId: string, uid: string, admin: boolean) {
  const firestore = useFirestore();
  const constraints: QueryConstraint[] = [where('postId', '==', postId), where('acknowledged', '==', false)];
  if (!admin) constraints.unshift(where('authorUid', '==', uid));
  const { data } = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'acknowledgements'), ...constraints, limit(100)),
    { idField: 'id' },
  );
  return (data ?? []).flatMap((d) => {
    const parsed = acknowledgementSchema.safeParse(d);
    return parsed.success ? [parsed.data] : [];
  });
}
