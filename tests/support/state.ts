/** A picture of everything stored, to prove a refused request wrote nothing. */
import type { DocumentReference } from 'firebase-admin/firestore';
import { admin } from './emulators';

/** Attempt counters are the one write a refused password request is meant to make. */
const IGNORED_COLLECTIONS = new Set(['rateLimits']);
/**
 * Members' reach (the audience words of the calendar and newsfeed) is written by triggers a moment after an earlier
 * test's change, never by a request: it would make a picture taken meanwhile differ for no fault of the request.
 */
const IGNORED_SUBCOLLECTIONS = new Set(['reach']);

/** Reads the documents in batches and walks their subcollections a batch at a time, so a bigger demo stays quick. */
async function dumpDocs(refs: DocumentReference[], out: Record<string, unknown>) {
  for (let i = 0; i < refs.length; i += 100) {
    const batch = refs.slice(i, i + 100);
    const snaps = await batch[0]!.firestore.getAll(...batch);
    for (const snap of snaps) if (snap.exists) out[snap.ref.path] = snap.data();
    const subs = await Promise.all(batch.map((ref) => ref.listCollections()));
    for (const sub of subs.flat())
      if (!IGNORED_SUBCOLLECTIONS.has(sub.id)) await dumpDocs(await sub.listDocuments(), out);
  }
}

export async function storedState(): Promise<{ firestore: Record<string, unknown>; auth: Record<string, unknown> }> {
  const { db, auth } = admin();
  const firestore: Record<string, unknown> = {};
  for (const c of await db.listCollections()) {
    if (!IGNORED_COLLECTIONS.has(c.id)) await dumpDocs(await c.listDocuments(), firestore);
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
