/** A picture of everything stored, to prove a refused request wrote nothing. */
import { isDeepStrictEqual } from 'node:util';
import { admin, FIRESTORE, PROJECT_ID } from './emulators';

type State = { firestore: Record<string, unknown>; auth: Record<string, unknown> };

/** Attempt counters are the one write a refused password request is meant to make. */
const IGNORED_COLLECTIONS = new Set(['rateLimits']);
/**
 * Members' reach (the audience words of the calendar and newsfeed) and the dashboards' copies (timetables, work
 * summaries, classes' weeks, the office's counts) are written by triggers a moment after an earlier test's change,
 * never by a request alone: they would make a picture taken meanwhile differ for no fault of the request.
 */
const IGNORED_SUBCOLLECTIONS = new Set(['reach', 'timetables', 'workSummaries', 'classWeeks', 'schoolTotals']);

/**
 * Every document in the database, in one request: a query over all collections at every depth from the root (what
 * `recursiveDelete` uses), answered by the emulator's REST API in its wire form, which is all a before-and-after
 * comparison needs. Listing collections document by document took one request per document.
 */
async function allDocuments(): Promise<{ name: string; fields?: unknown }[]> {
  const res = await fetch(
    `http://${FIRESTORE.host}:${FIRESTORE.port}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
    },
  );
  if (!res.ok) throw new Error(`Reading every document failed: ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as { document?: { name: string; fields?: unknown } }[];
  return rows.flatMap((row) => (row.document ? [row.document] : []));
}

async function picture(): Promise<State> {
  const { auth } = admin();
  const firestore: Record<string, unknown> = {};
  for (const doc of await allDocuments()) {
    const path = doc.name.split('/documents/')[1] as string;
    const collections = path.split('/').filter((_, i) => i % 2 === 0);
    if (IGNORED_COLLECTIONS.has(collections[0] as string)) continue;
    if (collections.slice(1).some((c) => IGNORED_SUBCOLLECTIONS.has(c))) continue;
    firestore[path] = doc.fields ?? {};
  }
  const users: Record<string, unknown> = {};
  for (const u of (await auth.listUsers()).users) {
    users[u.uid] = {
      email: u.email,
      disabled: u.disabled,
      claims: u.customClaims ?? null,
      passwordHash: u.passwordHash ?? null,
      validSince: u.tokensValidAfterTime ?? null,
    };
  }
  return { firestore, auth: users };
}

/** How long the database must stay unchanged to count as quiet. */
const QUIET_MS = 500;

/**
 * Everything stored, once it has stopped changing: triggers (a student's guardians copied to their records, a parent's
 * classes) finish a moment after the write that fired them, and a picture taken meanwhile would differ from the next
 * for no fault of the request between them. Pictures are taken until two in a row, `QUIET_MS` apart, agree.
 */
export async function storedState(): Promise<State> {
  let last = await picture();
  for (let tries = 0; tries < 20; tries++) {
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const next = await picture();
    if (isDeepStrictEqual(next, last)) return next;
    last = next;
  }
  throw new Error(`The database did not stay unchanged for ${QUIET_MS} ms within ${(20 * QUIET_MS) / 1000} s.`);
}
