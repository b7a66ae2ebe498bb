import { createHash } from 'node:crypto';
import { HttpError, say, type Sentence } from './errors';
import { db } from './firebase';

/**
 * A signed-out request whose address is unknown has nothing of its own to be counted against, and one bucket for all
 * such requests would let anyone close the door on everyone. So it is refused, with the way that works. Through the
 * site (Firebase Hosting) the address is always known; only a call made around it lands here.
 */
export const unknownAddress = () =>
  new HttpError(
    400,
    say(
      /*i18n*/ {
        id: 'api.unknown-address',
        message: 'We could not tell where this request came from. Send it from the school’s web site.',
      },
    ),
  );

const attemptsRef = (key: string) => db.doc(`rateLimits/${createHash('sha256').update(key).digest('hex')}`);

/**
 * For a public route where only failures are limited (a guessed calendar token, a badly signed webhook): `refuse`
 * answers 429 while this address has failed `limit` times in the window, before any work is done; `failed` counts one
 * more failure. A caller who only ever succeeds is never counted.
 */
export function failureLimit(
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  message: string | Sentence,
) {
  const ref = attemptsRef(key);
  return {
    async refuse() {
      const doc = await ref.get();
      const windowStart = doc.get('windowStart') as number | undefined;
      const open = windowStart !== undefined && Date.now() - windowStart < windowMs;
      if (open && (doc.get('count') as number) >= limit) throw new HttpError(429, message);
    },
    failed: () => consumeAttempt(key, Number.MAX_SAFE_INTEGER, windowMs, message),
  };
}

/**
 * Counts attempts per key in a fixed window (Firestore, so it holds across function instances).
 * Throws 429 once the limit is passed; the key is hashed so no e-mail or address is stored in clear.
 */
export async function consumeAttempt(
  key: string,
  limit: number,
  windowMs: number,
  message: string | Sentence,
): Promise<void> {
  const ref = attemptsRef(key);
  const now = Date.now();
  const allowed = await db.runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    const windowStart = doc.get('windowStart') as number | undefined;
    const fresh = windowStart === undefined || now - windowStart >= windowMs;
    const count = fresh ? 1 : (doc.get('count') as number) + 1;
    tx.set(ref, {
      windowStart: fresh ? now : windowStart,
      count,
      expiresAt: new Date((fresh ? now : windowStart) + windowMs),
    });
    return count <= limit;
  });
  if (!allowed) throw new HttpError(429, message);
}
