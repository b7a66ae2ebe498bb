/**
 * Files on news posts and calendar events (a letter, a trip's kit list, a photo): added by whoever may save the post or
 * event now, read by exactly the people firestore.rules lets read it, decided here from the record and the reader's
 * reach, the same way.
 */
import type { Audience } from '@academy/shared/audience';
import { roleAudienceKey } from '@academy/shared/audience';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { checkAudience } from './audience-author';
import type { Caller } from './caller';
import { conflict, forbidden, notFound, say } from './errors';
import { type PlaceRules, readOnce } from './file-reads';
import { db } from './firebase';

const MESSAGES = {
  noPost: /*i18n*/ { id: 'api.files.no-post', message: 'That post was not found.' },
  noEvent: /*i18n*/ { id: 'api.files.no-event', message: 'That event was not found.' },
  notAuthor: /*i18n*/ {
    id: 'api.files.not-author',
    message: 'Only its author or an Admin may add files to it.',
  },
  withdrawn: /*i18n*/ {
    id: 'api.files.post-withdrawn',
    message: 'This post was withdrawn: write a new one to share files.',
  },
};

/**
 * The audience words that reach the caller, as the rules read them: their reach document when it is for their current
 * role, otherwise the whole school and their role's word.
 */
async function reachKeysOf(caller: Caller): Promise<string[]> {
  // Read once per request: links for a post's ten files read the reader's reach once.
  const reach = await readOnce(caller, `reach/${caller.uid}`);
  return reach && reach.role === caller.role && Array.isArray(reach.keys)
    ? (reach.keys as string[])
    : ['school', roleAudienceKey(caller.role)];
}

/** Whether the record's audience reaches the caller (firestore.rules' inAudience). */
async function inAudience(caller: Caller, record: DocumentData): Promise<boolean> {
  const keys = Array.isArray(record.audienceKeys) ? (record.audienceKeys as unknown[]) : [];
  if (!keys.length) return false;
  const mine = await reachKeysOf(caller);
  return keys.some((k) => typeof k === 'string' && mine.includes(k));
}

const isAuthor = (caller: Caller, record: DocumentData) => record.authorUid === caller.uid;

/** Who reads a post: Admins and its author always; its audience once it is published. */
const readsPost = async (caller: Caller, record: DocumentData | undefined) =>
  !!record &&
  (caller.role === 'Admin' ||
    isAuthor(caller, record) ||
    (record.status === 'published' && (await inAudience(caller, record))));

/**
 * Who reads an event: Admins and its audience, as the rules say; and its author, who changes it (a teacher's event
 * for their class's parents does not reach the teacher).
 */
const readsEvent = async (caller: Caller, record: DocumentData | undefined) =>
  !!record && (caller.role === 'Admin' || isAuthor(caller, record) || (await inAudience(caller, record)));

/**
 * Whoever may save the record now: an Admin, or its author (a Teacher) while its audience is still theirs to address
 * (savePost and saveEvent check the same). Someone who cannot even read it is told it is not there.
 */
async function mayChange(
  caller: Caller,
  record: DocumentData | undefined,
  tx: Transaction,
  missing: MessageDescriptor,
  reads: (caller: Caller, record: DocumentData | undefined) => Promise<boolean>,
) {
  if (!record) throw notFound(say(missing));
  if (caller.role === 'Admin') return;
  if (!isAuthor(caller, record)) {
    if (await reads(caller, record)) throw forbidden(say(MESSAGES.notAuthor));
    throw notFound(say(missing));
  }
  await checkAudience(tx, caller, record.audience as Audience);
}

const post: PlaceRules = {
  owner: (caller, id) => db.doc(`schools/${caller.school_id}/posts/${id}`),
  field: 'attachments',
  async mayAttach(caller, record, tx) {
    await mayChange(caller, record, tx, MESSAGES.noPost, readsPost);
    if (record?.status === 'withdrawn') throw conflict(say(MESSAGES.withdrawn));
  },
  mayRead: readsPost,
  mayDelete: async (caller, record) =>
    !!record && record.status !== 'withdrawn' && (caller.role === 'Admin' || isAuthor(caller, record)),
};

const event: PlaceRules = {
  owner: (caller, id) => db.doc(`schools/${caller.school_id}/events/${id}`),
  field: 'attachments',
  mayAttach: (caller, record, tx) => mayChange(caller, record, tx, MESSAGES.noEvent, readsEvent),
  mayRead: readsEvent,
  mayDelete: async (caller, record) => !!record && (caller.role === 'Admin' || isAuthor(caller, record)),
};

export const NEWS_PLACES = { post, event };
