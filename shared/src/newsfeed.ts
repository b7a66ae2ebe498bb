/**
 * Newsfeed posts: `schools/{id}/posts`, read by their audience once published (shared/src/audience.ts), and
 * `schools/{id}/acknowledgements/{postId}_{uid}`, one per recipient of a post that needs acknowledging, made when it
 * is published. A parent acknowledges once for their family, whatever the number of their children it concerns.
 *
 * The body is Markdown. It is stored as written and rendered by the client without raw HTML (see the newsfeed's
 * post-body component): tags show as text, and only http(s) and mailto links work.
 */
import { z } from 'zod';
import { audienceSchema, emptyAudienceProblem } from './audience';
import { documentIdField } from './document-id';
import { fileRefSchema } from './files';
import { nameText, proseText } from './plain-text';

export const POST_STATUSES = ['scheduled', 'published', 'withdrawn'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A feed page: the first page of a parent's feed reads this many posts and their reach. */
export const FEED_PAGE_SIZE = 20;
/** Scheduling reaches at most a year ahead. */
export const MAX_SCHEDULE_MS = 366 * 24 * 60 * 60 * 1000;

const postId = documentIdField('id');

/** An http(s) address, or nothing. */
export const postLink = z
  .string('link must be a web address.')
  .trim()
  .max(2000, 'link must be at most 2000 characters.')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'link must be a web address starting with https://.')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

/** A post that asks to be confirmed: once per family (a parent confirms for every guardian), or by each person. */
export const ACKNOWLEDGE_BY = ['family', 'person'] as const;
export type AcknowledgeBy = (typeof ACKNOWLEDGE_BY)[number];

const postFields = {
  title: nameText('Title', 150),
  body: proseText('Message', 20000).pipe(z.string().min(1, 'Message is required: write what you want to say.')),
  link: postLink,
  audience: audienceSchema,
  pinned: z.boolean('pinned must be true or false.').default(false),
  needsAcknowledgement: z.boolean('needsAcknowledgement must be true or false.').default(false),
  /** Who confirms: one guardian for the whole family (either confirms for both), or each person. */
  acknowledgeBy: z.enum(ACKNOWLEDGE_BY, 'Who confirms must be one per family or each person.').default('family'),
  /** When to publish (milliseconds since the epoch); absent or past: now. */
  publishAt: z
    .number('publishAt must be a time in milliseconds.')
    .int('publishAt must be a whole number of milliseconds.')
    .min(0, 'publishAt must be a time in milliseconds.')
    .nullable()
    .default(null),
};

/** `POST /api/newsfeed/savePost`: a new post (now or scheduled), or (with id) an edit. */
export const savePostInput = z.strictObject({ id: postId.optional(), ...postFields }).superRefine((p, ctx) => {
  const empty = emptyAudienceProblem(p.audience);
  if (empty) ctx.addIssue({ code: 'custom', message: empty, path: ['audience'] });
});
export type SavePostInput = z.input<typeof savePostInput>;
export const withdrawPostInput = z.strictObject({ id: postId });
/** Who an audience reaches now, before anything is sent to it. */
export const audienceSizeInput = z.strictObject({ audience: audienceSchema });
export interface AudienceSizeResult {
  status: 200;
  message: string;
  total: number;
  staff: number;
  parents: number;
  students: number;
}
export const acknowledgeInput = z.strictObject({ postId: postId });
export const remindAcknowledgementsInput = z.strictObject({ postId: postId });

export const postSchema = z.object({
  title: z.string().min(1).max(150),
  body: z.string().max(20000),
  link: z.string().nullable(),
  audience: z.object({
    wholeSchool: z.boolean(),
    roles: z.array(z.string()),
    grades: z.array(z.number().int()),
    classIds: z.array(z.string()),
    members: z.enum(['everyone', 'parents', 'students']).default('everyone'),
  }),
  audienceKeys: z.array(z.string()).min(1),
  /** Who it is for in words ("Parents of 7A"), written when it is saved, for the post card. */
  audienceLabel: z.string().default(''),
  /** How many people it went out to, once it has. */
  sentTo: z.number().int().min(0).nullable().default(null),
  pinned: z.boolean(),
  needsAcknowledgement: z.boolean(),
  /** Posts saved before the choice existed were confirmed by each person. */
  acknowledgeBy: z.enum(ACKNOWLEDGE_BY).default('person'),
  status: z.enum(POST_STATUSES),
  /** When it goes (or went) out. */
  publishAt: z.number().int(),
  /** When it went out; null while scheduled. The feed's order after pinning. */
  publishedAt: z.number().int().nullable(),
  /** When it was last edited after going out (an edited post says so). */
  editedAt: z.number().int().nullable(),
  authorUid: z.string(),
  authorName: z.string(),
  createdAt: z.number().int(),
  /** How many recipients must acknowledge, and how many have: kept in the same transaction as each acknowledgement. */
  audienceSize: z.number().int().min(0),
  acknowledgedCount: z.number().int().min(0),
  /**
   * When its audience was told, set only after telling them: a published post still null here is picked up again by
   * the scheduled run, so a run stopped between publishing and telling loses nobody's notification.
   */
  announcedAt: z.number().int().nullable().default(null),
  /** Files attached through the files API (a letter, photos); posts from before files have none. */
  attachments: z.array(fileRefSchema).optional(),
});
export type PostDoc = z.infer<typeof postSchema>;
export type Post = PostDoc & { id: string };

export const acknowledgementSchema = z.object({
  postId: z.string(),
  /** The recipient's account: a parent acknowledges for their family. */
  uid: z.string(),
  name: z.string(),
  role: z.string(),
  authorUid: z.string(),
  acknowledged: z.boolean(),
  acknowledgedAt: z.number().int().nullable(),
  /** One per family: the family's other guardians (their records are confirmed together); empty by each person. */
  familyUids: z.array(z.string()).default([]),
  /** Who confirmed, when another guardian confirmed for the family. */
  acknowledgedBy: z.string().nullable().default(null),
});
export type AcknowledgementDoc = z.infer<typeof acknowledgementSchema>;

export const acknowledgementId = (postId: string, uid: string) => `${postId}_${uid}`;
