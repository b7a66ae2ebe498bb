import { writeAudit } from '../../lib/audit';
import { checkAuthor } from '../../lib/audience-author';
import { deleteFilesOfRecord } from '../../lib/files';
import { db } from '../../lib/firebase';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * A withdrawn post leaves its audience's feeds (the rules show only published posts); its author and Admins keep it.
 * Its files go with it: what was withdrawn is no longer shared with anyone.
 */
export const withdrawPost: Handler<'withdrawPost'> = async ({ id }, { caller }) => {
  const ref = schoolCollection(caller, 'posts').doc(id);
  const answer = await db.runTransaction(async (tx) => {
    const post = (await existing(tx, ref, 'post')).data()!;
    checkAuthor(caller, post.authorUid, 'post');
    if (post.status === 'withdrawn')
      return { status: 200 as const, message: `${post.title} was already withdrawn.`, id };
    tx.update(ref, { status: 'withdrawn', pinned: false, ...(post.attachments?.length ? { attachments: [] } : {}) });
    writeAudit(tx, caller, {
      action: 'post.withdrawn',
      target: `posts/${id}`,
      before: { status: post.status },
      after: { status: 'withdrawn' },
    });
    return { status: 200 as const, message: `${post.title} withdrawn.`, id };
  });
  // After the post's own change; safe to repeat, so withdrawing again finishes what a stopped run left.
  await deleteFilesOfRecord(caller.school_id, 'post', id);
  return answer;
};
