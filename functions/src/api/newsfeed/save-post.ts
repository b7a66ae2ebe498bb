import { formatDateTime, schoolLocaleOf } from '@academy/shared/date-format';
import { audienceKeys, describeAudience } from '@academy/shared/audience';
import { MAX_SCHEDULE_MS, type PostDoc } from '@academy/shared/newsfeed';
import { writeAudit } from '../../lib/audit';
import { authorName, checkAudience, checkAuthor } from '../../lib/audience-author';
import { badRequest, conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { announcePost } from '../../lib/publish-post';
import { existing, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Posts now or schedules for later (an Admin to anyone, a Teacher to their classes), or edits a post. An edit after
 * publishing keeps its audience and acknowledgement (those people were told already) and marks it edited.
 */
export const savePost: Handler<'savePost'> = async ({ id, ...fields }, { caller }) => {
  const posts = schoolCollection(caller, 'posts');
  const ref = id ? posts.doc(id) : posts.doc();
  const now = Date.now();
  if (fields.publishAt !== null && fields.publishAt > now + MAX_SCHEDULE_MS)
    throw badRequest('publishAt may be at most a year ahead.');
  const publishAt = fields.publishAt !== null && fields.publishAt > now ? fields.publishAt : now;
  const { record, goesOut, where } = await db.runTransaction(async (tx) => {
    const before = id ? (await existing(tx, ref, 'post')).data()! : null;
    if (before) checkAuthor(caller, before.authorUid, 'post');
    if (before?.status === 'withdrawn') throw conflict('This post was withdrawn: write a new one instead.');
    const classNames = await checkAudience(tx, caller, fields.audience);
    const school = await tx.get(schoolDoc(caller));
    const name = before?.authorName ?? (await authorName(tx, caller));
    const keys = audienceKeys(fields.audience);
    let record: PostDoc;
    if (before?.status === 'published') {
      if (
        !same(before.audienceKeys, keys) ||
        before.needsAcknowledgement !== fields.needsAcknowledgement ||
        (fields.needsAcknowledgement && before.acknowledgeBy !== fields.acknowledgeBy)
      )
        throw conflict(
          'A published post keeps its audience and acknowledgement: withdraw it and post again to change them.',
        );
      record = {
        ...before,
        title: fields.title,
        body: fields.body,
        link: fields.link,
        pinned: fields.pinned,
        editedAt: now,
      };
    } else {
      const published = publishAt <= now;
      record = {
        title: fields.title,
        body: fields.body,
        link: fields.link,
        audience: fields.audience,
        audienceKeys: keys,
        audienceLabel: describeAudience(fields.audience, classNames),
        sentTo: null,
        pinned: fields.pinned,
        needsAcknowledgement: fields.needsAcknowledgement,
        acknowledgeBy: fields.acknowledgeBy,
        status: published ? 'published' : 'scheduled',
        publishAt,
        publishedAt: published ? now : null,
        editedAt: null,
        authorUid: before?.authorUid ?? caller.uid,
        authorName: name,
        createdAt: before?.createdAt ?? now,
        audienceSize: 0,
        acknowledgedCount: 0,
        announcedAt: null,
        // Files are added and removed through the files API, never by saving the post.
        ...(before?.attachments ? { attachments: before.attachments } : {}),
      };
    }
    tx.set(ref, record);
    writeAudit(tx, caller, {
      action: before ? 'post.updated' : record.status === 'scheduled' ? 'post.scheduled' : 'post.published',
      target: `posts/${ref.id}`,
      before,
      after: record,
    });
    return {
      record,
      goesOut: before?.status !== 'published' && record.status === 'published',
      where: schoolLocaleOf(school.data()),
    };
  });
  const told = goesOut ? await announcePost(caller.school_id, ref.id, record) : 0;
  const message =
    record.status === 'scheduled'
      ? `${record.title} will go out on ${formatDateTime(record.publishAt, where)}.`
      : goesOut
        ? `${record.title} published; ${told} ${told === 1 ? 'person was' : 'people were'} told.`
        : `${record.title} saved.`;
  return { status: 200 as const, message, id: ref.id };
};
