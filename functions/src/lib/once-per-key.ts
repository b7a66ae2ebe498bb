/**
 * One piece of work per idempotency key, however many copies of the request arrive at once. The first copy claims the
 * key with a create (which only one can win) and does the work in its transaction; the others wait for that work's
 * record to appear and answer with it. Without the claim, every copy would run the same transaction on the same
 * documents at once, and most would only fight over locks. If the first copy fails, its claim goes, so a retry can
 * do the work.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { HttpError, say } from './errors';

const ALREADY_EXISTS = 6;
const WAIT_MS = 25_000;
const POLL_MS = 300;

export async function oncePerKey<T>(
  claim: DocumentReference,
  /** The work's own record: once it exists the work is done. */
  done: DocumentReference,
  work: () => Promise<T>,
  /** The answer to a copy, from the record the first copy made. */
  repeat: () => Promise<T>,
): Promise<T> {
  if ((await done.get()).exists) return repeat();
  try {
    await claim.create({ claimedAt: Date.now() });
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    const until = Date.now() + WAIT_MS;
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if ((await done.get()).exists) return repeat();
      if (!(await claim.get()).exists) return oncePerKey(claim, done, work, repeat);
    }
    throw new HttpError(
      503,
      say(
        /*i18n*/ {
          id: 'api.payment.still-recording',
          message: 'This payment is still being recorded. Try again in a moment.',
        },
      ),
    );
  }
  try {
    return await work();
  } catch (error) {
    await claim.delete().catch(() => undefined);
    throw error;
  }
}
