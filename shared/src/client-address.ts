/**
 * Which address a request came from, for per-address rate limits, read only from what the client cannot choose.
 *
 * In production a request reaches the `api` function through Firebase Hosting's rewrite and Cloud Run's front end.
 * Each of Google's proxies appends the address it received the request from to `X-Forwarded-For`; a client may send
 * the header itself, and everything it sends stays at the left. So the entries a client cannot forge are the last
 * `trustedHops` ones, and the client's own address is the left-most of those: `trustedHops` from the right. Anything
 * further left is the client's own text and is never read. Express's `req.ip` under Cloud Functions (the Functions
 * Framework turns `trust proxy` on) is the left-most entry, which the client chooses, so it is not used.
 */
import { isIP } from 'node:net';

/** The client's address, or undefined when the header holds fewer trusted entries than expected or no address there. */
export function forwardedClientAddress(forwardedFor: string | undefined, trustedHops: number): string | undefined {
  if (!forwardedFor || trustedHops < 1) return undefined;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  if (entries.length < trustedHops) return undefined;
  const address = entries[entries.length - trustedHops] ?? '';
  return isIP(address) ? address.toLowerCase() : undefined;
}
