import { writeAudit } from '../../lib/audit';
import { checkAuthor } from '../../lib/audience-author';
import { db } from '../../lib/firebase';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** A withdrawn post leaves its audience's feeds (the rules show only published posts); its author and Admins keep it. */
export const withdrawPost: Handler<'withdrawPost'> = async ({ id }, { caller }) => {
  const ref = schoolCollection(caller, 'posts').doc(id);
  return db.runTransaction(async (tx) => {
    const post = (await existing(tx, ref, 'post')).data()!;
    checkAuthor(caller, post.authorUid, 'post');
    if (post.status === 'withdrawn')
      return { status: 200 as const, message: `${post.title} was already withdrawn.`, id };
    tx.update(ref, { status: 'withdrawn', pinned: false });
    writeAudit(tx, caller, {
      action: 'post.withdrawn',
      target: `posts/${id}`,
      before: { status: post.status },
      after: { status: 'withdrawn' },
    });
    return { status: 200 as const, message: `${post.title} withdrawn.`, id };
  });
};
