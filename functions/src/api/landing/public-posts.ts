import { blogCategorySchema, blogPostSchema } from '@academy/shared/landing';
import {
  PUBLIC_CATEGORIES_SHOWN,
  PUBLIC_POSTS_SHOWN,
  type PublicCategory,
  type PublicPost,
} from '@academy/shared/public-lists';
import { db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';

/** Today as the posts' dates are written (`yyyy-MM-dd`, UTC): a post dated later is not published yet. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The blog for /blog: the newest published posts (of one category when asked), and the categories. Two bounded reads,
 * the same for every visitor. Drafts and posts dated after today are never read; a record that does not parse is left
 * out.
 */
export const publicPosts: Handler<'publicPosts'> = async ({ category }, { reportReads }) => {
  let posts = db.collection('blog').where('draft', '==', false);
  if (category) posts = posts.where('categoryId', '==', category);
  const [postSnap, categorySnap] = await Promise.all([
    posts.where('publishedAt', '<=', today()).orderBy('publishedAt', 'desc').limit(PUBLIC_POSTS_SHOWN).get(),
    db.collection('blogCategories').orderBy('order').limit(PUBLIC_CATEGORIES_SHOWN).get(),
  ]);
  reportReads(postSnap.size + categorySnap.size);
  return {
    status: 200 as const,
    posts: postSnap.docs.flatMap((d): PublicPost[] => {
      const parsed = blogPostSchema.safeParse(d.data());
      if (!parsed.success || parsed.data.draft) return [];
      const { title, categoryId, author, publishedAt, summary, body } = parsed.data;
      return [{ id: d.id, title, categoryId, author, publishedAt, summary, body }];
    }),
    categories: categorySnap.docs.flatMap((d): PublicCategory[] => {
      const parsed = blogCategorySchema.safeParse(d.data());
      return parsed.success ? [{ id: d.id, name: parsed.data.name }] : [];
    }),
  };
};
