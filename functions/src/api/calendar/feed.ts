import { roleAudienceKey } from '@academy/shared/audience';
import type { CalendarEvent } from '@academy/shared/calendar';
import { isRole } from '@academy/shared/roles';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import { randomBytes } from 'node:crypto';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { PUBLIC_FAILURE_LIMIT } from '../../config';
import { notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { icsCalendar } from '../../lib/ical';
import { failureLimit, unknownAddress } from '../../lib/rate-limit';
import { reachRef } from '../../lib/reach';
import type { Handler } from '../../lib/router';

/**
 * Each member's private calendar-feed address: `calendarFeeds/{token}` (server-only) names the account it serves.
 * Resetting makes a new token and deletes the old one, so the old address stops working at once.
 */
const feeds = () => db.collection('calendarFeeds');
const MESSAGES = {
  tooMany: /*i18n*/ {
    id: 'api.calendar.too-many-guesses',
    message: 'Too many calendar addresses that are not valid from this address. Wait 15 minutes.',
  },
  notValid: /*i18n*/ {
    id: 'api.calendar.address-not-valid',
    message: 'This calendar address is not valid (it may have been reset).',
  },
};
const TOO_MANY_GUESSES = say(MESSAGES.tooMany);
const newToken = () => randomBytes(24).toString('base64url');

async function currentToken(caller: Caller): Promise<string | null> {
  const mine = await feeds().where('uid', '==', caller.uid).limit(1).get();
  return mine.docs[0]?.id ?? null;
}

async function replaceToken(caller: Caller, reset: boolean): Promise<string> {
  return db.runTransaction(async (tx) => {
    const mine = await tx.get(feeds().where('uid', '==', caller.uid));
    if (mine.docs[0] && !reset) return mine.docs[0].id;
    for (const d of mine.docs) tx.delete(d.ref);
    const token = newToken();
    tx.create(feeds().doc(token), { uid: caller.uid, school_id: caller.school_id, createdAt: Date.now() });
    writeAudit(tx, caller, {
      action: reset ? 'calendarFeed.reset' : 'calendarFeed.created',
      target: `calendarFeeds/${caller.uid}`,
      before: null,
      after: null,
    });
    return token;
  });
}

const answer = (token: string) => ({
  status: 200 as const,
  message: say(
    /*i18n*/ {
      id: 'api.calendar.subscribe',
      message: 'Subscribe to this address in your phone’s or computer’s calendar.',
    },
  ),
  path: `/api/calendar/feed?token=${token}`,
});

/** The caller's feed address, made the first time it is asked for; with reset, a new one (the old one is refused). */
export const calendarFeedAddress: Handler<'calendarFeedAddress'> = async ({ reset }, { caller }) => {
  if (reset) return answer(await replaceToken(caller, true));
  return answer((await currentToken(caller)) ?? (await replaceToken(caller, false)));
};

/** How far back a feed reaches: a year of past events, and everything ahead. */
const PAST_DAYS = 366;

/** `GET /api/calendar/feed?token=…`: the events that reach the token's owner, as iCalendar. */
export const calendarFeed: Handler<'calendarFeed'> = async ({ token }, { reportReads, ip }) => {
  if (!ip) throw unknownAddress();
  const guesses = failureLimit(`calendar-feed:address:${ip}`, PUBLIC_FAILURE_LIMIT, TOO_MANY_GUESSES);
  await guesses.refuse();
  const feed = await feeds().doc(token).get();
  if (!feed.exists) {
    await guesses.failed();
    throw notFound(say(MESSAGES.notValid));
  }
  const uid = String(feed.get('uid'));
  const schoolId = String(feed.get('school_id'));
  const [user, school, reach] = await Promise.all([
    db.doc(`users/${uid}`).get(),
    db.doc(`schools/${schoolId}`).get(),
    reachRef(schoolId, uid).get(),
  ]);
  if (!user.exists || user.get('school_id') !== schoolId || user.get('disabled') === true)
    throw notFound(say(MESSAGES.notValid));
  const timeZone = String(school.get('timezone') ?? 'UTC');
  const since = addIsoDays(schoolToday(timeZone), -PAST_DAYS);
  let query = db.collection(`schools/${schoolId}/events`).where('lastDate', '>=', since);
  if (user.get('role') !== 'Admin') {
    const keys = (reach.get('keys') as string[] | undefined) ?? [
      'school',
      roleAudienceKey(isRole(user.get('role')) ? user.get('role') : 'Student'),
    ];
    query = query.where('audienceKeys', 'array-contains-any', keys.slice(0, 30));
  }
  const events = await query.get();
  reportReads(events.size + 4);
  const body = icsCalendar(
    `${String(school.get('name') ?? 'School')} calendar`,
    events.docs.map((d) => ({ ...(d.data() as Omit<CalendarEvent, 'id'>), id: d.id })),
    timeZone,
    `${schoolId}.academy`,
  );
  return { raw: true as const, contentType: 'text/calendar; charset=utf-8', body };
};
