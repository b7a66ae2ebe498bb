import {
  type BlogCategoryDoc,
  blogCategorySchema,
  type BlogPostDoc,
  blogPostSchema,
  type PartnerDoc,
  partnerSchema,
} from '@academy/shared/landing';
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { z } from 'zod';

function useCollection<T>(name: string, order: string, direction: 'asc' | 'desc', schema: z.ZodType<T>) {
  const firestore = useFirestore();
  const { status, data } = useFirestoreCollectionData(query(collection(firestore, name), orderBy(order, direction)), {
    idField: 'id',
  });
  const items = (data ?? []).flatMap((d) => {
    const parsed = schema.safeParse(d);
    return parsed.success ? [{ ...parsed.data, id: String(d.id) }] : [];
  });
  return { status, items };
}

/** Public landing content, readable by anyone (see firestore.rules). */

export const useBlogPosts = () => useCollection<BlogPostDoc>('blog', 'publishedAt', 'desc', blogPostSchema);
export const useBlogCategories = () =>
  useCollection<BlogCategoryDoc>('blogCategories', 'order', 'asc', blogCategorySchema);
export const usePartners = () => useCollection<PartnerDoc>('partners', 'order', 'asc', partnerSchema);
