/**
 * A post going out: its audience is told (tellAudience: in-app in BulkWriter batches, and push), and when it
 * needs acknowledging each recipient gets an acknowledgement record (also batched) and the post its audience size.
 * `publishDuePosts` is the scheduled work: a plain function the tests call, run every few minutes by on-schedule.ts.
 */
import { acknowledgementId, type AcknowledgementDoc, type PostDoc } from '@academy/shared/newsfeed';
import { roleSegment } from '@academy/shared/roles';
import { type BulkWriter } from 'firebase-admin/firestore';
import { db } from './firebase';
import { tellAudience } from './tell-audience';

const clipBody = (body: string) =>
  body
    .replace(/[#*_`>[\]()!-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/** Tells a published post's audience and opens its acknowledgements; running it twice tells nobody twice. */
export async function announcePost(schoolId: string, postId: string, post: PostDoc): Promise<number> {
  const { members, told } = await tellAudience(
    schoolId,
    post.audienceKeys,
    post.authorUid,
    `post-${postId}`,
    (role) => ({
      title: `${post.needsAcknowledgement ? 'Please read: ' : ''}${post.title}`,
      body: clipBody(post.body) || post.title,
      link: `/app/${roleSegment(role)}${role === 'Student' ? '' : '/newsfeed'}`,
    }),
  );
  if (post.needsAcknowledgement) {
    const writer: BulkWriter = db.bulkWriter();
    writer.onWriteError((error) => error.code !== 6 && error.failedAttempts < 5);
    for (const m of members) {
      const ack: AcknowledgementDoc = {
        postId,
        uid: m.uid,
        name: m.name,
        role: m.role,
        authorUid: post.authorUid,
        acknowledged: false,
        acknowledgedAt: null,
      };
      void writer
        .create(db.doc(`schools/${schoolId}/acknowledgements/${acknowledgementId(postId, m.uid)}`), ack)
        .catch(() => undefined);
    }
    await writer.close();
    await db.doc(`schools/${schoolId}/posts/${postId}`).update({ audienceSize: members.length });
  }
  return told;
}

/** Publishes every scheduled post whose time has come, in every school; answers how many went out. */
export async function publishDuePosts(now: number = Date.now()): Promise<number> {
  const due = await db
    .collectionGroup('posts')
    .where('status', '==', 'scheduled')
    .where('publishAt', '<=', now)
    .limit(200)
    .get();
  let published = 0;
  for (const doc of due.docs) {
    const post = await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      if (fresh.get('status') !== 'scheduled') return null;
      tx.update(doc.ref, { status: 'published', publishedAt: now });
      return { ...(fresh.data() as PostDoc), status: 'published' as const, publishedAt: now };
    });
    if (!post) continue;
    const schoolId = doc.ref.parent.parent!.id;
    await announcePost(schoolId, doc.id, post);
    published++;
  }
  return published;
}
