/**
 * A post going out: its audience is told (tellAudience: in-app in BulkWriter batches, and push), and when it
 * needs acknowledging each recipient gets an acknowledgement record (also batched) and the post its audience size.
 * `publishDuePosts` is the scheduled work: a plain function the tests call, run every few minutes by on-schedule.ts.
 *
 * Telling is resumable: a post is marked `announcedAt` only once its audience has been told, and each run also tells
 * the published posts not marked yet, so a run (or a request) that stops between publishing and telling is finished by
 * the next one. Repeating is harmless: notifications are keyed once per recipient and acknowledgement records are
 * created only once.
 */
import { familiesOf } from '@academy/shared/audience';
import { acknowledgementId, type AcknowledgementDoc, type PostDoc } from '@academy/shared/newsfeed';
import { roleSegment } from '@academy/shared/roles';
import { type BulkWriter } from 'firebase-admin/firestore';
import { db } from './firebase';
import { tellAudience } from './tell-audience';

const MESSAGES = {
  pleaseRead: /*i18n*/ { id: 'alert.post.please-read.title', message: 'Please read: {title}' },
};

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
    (role, reader) => ({
      title: post.needsAcknowledgement ? reader.t(MESSAGES.pleaseRead, { title: post.title }) : post.title,
      body: clipBody(post.body) || post.title,
      link: `/app/${roleSegment(role)}${role === 'Student' ? '' : '/newsfeed'}`,
    }),
  );
  const families = post.acknowledgeBy === 'family' ? familiesOf(members) : new Map<string, string[]>();
  // One per family: a family's guardians count once; everyone else (staff, students) once each.
  const audienceSize = new Set(members.map((m) => families.get(m.uid)?.[0] ?? m.uid)).size;
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
        familyUids: (families.get(m.uid) ?? []).filter((u) => u !== m.uid),
        acknowledgedBy: null,
      };
      void writer
        .create(db.doc(`schools/${schoolId}/acknowledgements/${acknowledgementId(postId, m.uid)}`), ack)
        .catch(() => undefined);
    }
    await writer.close();
  }
  await db
    .doc(`schools/${schoolId}/posts/${postId}`)
    .update(
      post.needsAcknowledgement
        ? { audienceSize, sentTo: members.length, announcedAt: Date.now() }
        : { sentTo: members.length, announcedAt: Date.now() },
    );
  return told;
}

type Announce = typeof announcePost;

/**
 * Publishes every scheduled post whose time has come, in every school, and tells the audience of every published post
 * not yet told (one a stopped run left behind); answers how many went out. `announce` is replaceable so a test can
 * stop a run between publishing and telling.
 */
export async function publishDuePosts(now: number = Date.now(), announce: Announce = announcePost): Promise<number> {
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
      tx.update(doc.ref, { status: 'published', publishedAt: now, announcedAt: null });
      return { ...(fresh.data() as PostDoc), status: 'published' as const, publishedAt: now, announcedAt: null };
    });
    if (!post) continue;
    published++;
    await announce(doc.ref.parent.parent!.id, doc.id, post);
  }
  await announceUntold(announce);
  return published;
}

/** Tells the audiences of published posts whose telling never finished; answers how many posts it finished. */
export async function announceUntold(announce: Announce = announcePost): Promise<number> {
  const untold = await db
    .collectionGroup('posts')
    .where('status', '==', 'published')
    .where('announcedAt', '==', null)
    .limit(200)
    .get();
  for (const doc of untold.docs) await announce(doc.ref.parent.parent!.id, doc.id, doc.data() as PostDoc);
  return untold.size;
}
