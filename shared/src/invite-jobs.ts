/**
 * Inviting many people is a job: the request records what to do in schools/{id}/inviteJobs/{id}, and the server works
 * through it in chunks in the background, keeping the counts the people lists show as a progress bar and a result.
 */
import { z } from 'zod';
import { PERSON_COLLECTIONS } from './accounts';
import { type AccountStanding, INVITATION_CHANNELS } from './invitations';
import { INVITE_FILTERS, type InviteFilter } from './invitations-api';
import { recordId } from './structure-api';

/** People one request may name (a whole import, or the ticks on a page); a filter has no limit. */
export const INVITE_JOB_PEOPLE_LIMIT = 5000;
/** Refused people the job keeps by name; the count goes on past it. */
export const REFUSED_KEPT = 500;

export const INVITE_JOB_STATES = ['running', 'done', 'failed'] as const;
export type InviteJobState = (typeof INVITE_JOB_STATES)[number];

export const REFUSAL_REASONS = {
  hasAccount: 'already has an account',
  archived: 'archived',
  emailTaken: 'e-mail already used by another account',
  mailFailed: 'the e-mail could not be sent',
} as const;
export type RefusalReason = keyof typeof REFUSAL_REASONS;

const personRef = z.object({ kind: z.enum(PERSON_COLLECTIONS), id: z.string().min(1) });

export const inviteJobSchema = z.object({
  channel: z.enum(INVITATION_CHANNELS),
  /** What the Admin chose, in words: "Parents of 7A without an account", "3 students ticked", "Imported people". */
  label: z.string(),
  /** Either the people named (their kind and id), or every person of a kind a filter picks (paged by `cursor`). */
  people: z.array(personRef).nullable(),
  kind: z.enum(PERSON_COLLECTIONS).nullable(),
  filter: z.enum(INVITE_FILTERS).nullable(),
  state: z.enum(INVITE_JOB_STATES),
  /** The chunk the server works on next, and for a filter the path of the last person looked at. */
  next: z.number().int().min(0),
  cursor: z.string().nullable(),
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  invited: z.number().int().min(0),
  letters: z.number().int().min(0),
  refused: z.number().int().min(0),
  refusedPeople: z.array(personRef.extend({ name: z.string(), reason: z.enum(Object.keys(REFUSAL_REASONS)) })),
  schoolName: z.string(),
  expiresAt: z.number().int(),
  createdAt: z.number().int(),
  createdBy: z.string(),
  finishedAt: z.number().int().nullable(),
  /** Why the job stopped, when it failed. */
  error: z.string().nullable(),
});
export type InviteJobDoc = z.infer<typeof inviteJobSchema>;

const kind = z.enum(PERSON_COLLECTIONS, 'Kind must be one of teachers, staff, students, parents.');

/** Start a job: the people named (a whole import), or a kind and a filter (of one class for students or parents). */
export const startInviteJobInput = z
  .strictObject({
    people: z
      .array(z.strictObject({ kind, id: recordId('Person') }), 'People must be a list of people to invite.')
      .min(1, 'People: choose at least one person to invite.')
      .max(INVITE_JOB_PEOPLE_LIMIT, `People: invite at most ${INVITE_JOB_PEOPLE_LIMIT} people at once.`)
      .optional(),
    kind: kind.optional(),
    filter: z.enum(INVITE_FILTERS, 'Filter must be noAccount, notActive, invited or expired.').optional(),
    classId: recordId('Class').optional(),
    /** Words for the result ("Imported people"); the server names a filter's people itself. */
    label: z.string().max(80, 'Label: at most 80 characters.').optional(),
    channel: z.enum(INVITATION_CHANNELS, 'How to invite must be email or letter.'),
  })
  .refine((d) => (d.people ? !d.kind && !d.filter : !!d.kind && !!d.filter), {
    message: 'People: choose the people to invite, or a kind and a filter (not both).',
    path: ['people'],
  })
  .refine((d) => !d.classId || d.kind === 'students' || d.kind === 'parents', {
    message: 'Class: only students and parents are chosen by class.',
    path: ['classId'],
  });

export interface InviteJobStarted {
  status: 200;
  message: string;
  jobId: string;
  total: number;
}

/** Counts in the school's locale: "1,412". */
export function formatCount(n: number, locale = 'en-GB'): string {
  return new Intl.NumberFormat(locale).format(n);
}

const countOf = (n: number, one: string, many: string, locale?: string) =>
  `${formatCount(n, locale)} ${n === 1 ? one : many}`;

/**
 * The job's result in one sentence: "1,412 invited by e-mail, 38 letters to print, 3 refused: e-mail already used by
 * another account". Refusals are grouped by reason, most frequent first.
 */
export function inviteJobSummary(
  job: Pick<InviteJobDoc, 'channel' | 'invited' | 'letters' | 'refused' | 'refusedPeople'>,
  locale?: string,
): string {
  const parts: string[] = [];
  if (job.channel === 'email' || job.invited > job.letters)
    parts.push(`${countOf(job.invited - job.letters, 'person', 'people', locale)} invited by e-mail`);
  if (job.channel === 'letter' || job.letters)
    parts.push(`${countOf(job.letters, 'letter', 'letters', locale)} to print`);
  if (job.refused) {
    const reasons = new Map<string, number>();
    for (const p of job.refusedPeople) reasons.set(p.reason, (reasons.get(p.reason) ?? 0) + 1);
    const words = [...reasons]
      .sort((a, b) => b[1] - a[1])
      .map(([reason]) => REFUSAL_REASONS[reason as RefusalReason] ?? reason);
    parts.push(`${formatCount(job.refused, locale)} refused${words.length ? `: ${words.join('; ')}` : ''}`);
  }
  return parts.join(', ');
}

/** The standings each filter picks: no account (never invited, expired, or its e-mail bounced), not active, pending, expired. */
export const FILTER_STANDINGS: Record<InviteFilter, readonly AccountStanding[]> = {
  noAccount: ['none', 'expired', 'bounced'],
  notActive: ['none', 'invited', 'expired', 'bounced'],
  invited: ['invited'],
  expired: ['expired'],
};

/** A filter's people in words, after their kind: "Parents of 7A not yet active". */
export const FILTER_WORDS: Record<InviteFilter, string> = {
  noAccount: 'without an account',
  notActive: 'not yet active',
  invited: 'invited, not yet joined',
  expired: 'whose invitation expired',
};
