import { randomUUID } from 'node:crypto';
import { HttpError, say } from './errors';
import { db } from './firebase';
import { platformError } from './router';

/** Longer than any one account change takes; a holder that crashed frees the account after this. */
const LEASE_MS = 20_000;
/** How long a change waits for the ones before it before answering 503. */
const WAIT_MS = 45_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `change` while no other change to the same account runs, on any function instance. A change to an account
 * touches three places that no single transaction covers (the custom claims and the disabled flag in Auth, and
 * `users/{uid}` in Firestore), so two changes overlapping could leave each place with a different winner. The lease
 * is a document taken in a transaction; the holder releases it when done, and a lease left by a crashed holder
 * expires. Changes that wait go in turn, so the last to finish is the state everywhere.
 */
export async function withAccountLock<T>(uid: string, change: () => Promise<T>): Promise<T> {
  const ref = db.doc(`accountLocks/${uid}`);
  const holder = randomUUID();
  const giveUpAt = Date.now() + WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    // Waiters contend for the lease by design: a transaction that loses that race just waits its turn again.
    const taken = await db
      .runTransaction(async (tx) => {
        const lock = await tx.get(ref);
        const until = lock.get('until') as number | undefined;
        if (lock.exists && until !== undefined && until > Date.now()) return false;
        tx.set(ref, { holder, until: Date.now() + LEASE_MS, expiresAt: new Date(Date.now() + LEASE_MS) });
        return true;
      })
      .catch((error: unknown) => {
        if (platformError(error)?.status === 503) return false;
        throw error;
      });
    if (taken) break;
    if (Date.now() > giveUpAt)
      throw new HttpError(
        503,
        say(
          /*i18n*/ {
            id: 'api.account.locked',
            message: 'This account is being changed by someone else right now. Try again in a moment.',
          },
        ),
      );
    await pause(Math.min(50 * 2 ** Math.min(attempt, 4), 800) * (0.5 + Math.random()));
  }
  try {
    return await change();
  } finally {
    // The change is made; releasing must not turn it into an error. A release lost to contention leaves the lease to
    // expire, which only makes the next change wait.
    await db
      .runTransaction(
        async (tx) => {
          const lock = await tx.get(ref);
          if (lock.get('holder') === holder) tx.delete(ref);
        },
        { maxAttempts: 20 },
      )
      .catch((error: unknown) => {
        if (platformError(error)?.status !== 503) throw error;
      });
  }
}
