/**
 * The school's logo through its public route (`GET /api/school/logo`, no sign-in): an address for an `<img>`, and the
 * bytes for a PDF, kept for as long as the route lets caches keep them (five minutes), so a page making many receipts
 * fetches the logo once.
 */

/** How long the route lets a logo be kept (its Cache-Control max-age). */
const KEPT_MS = 5 * 60_000;

/**
 * The address of the school's logo; `version` (the logo's file id, where the page knows it) makes a new logo a new
 * address, so no cache shows the old one.
 */
export function schoolLogoAddress(schoolId: string, variant: 'thumb' | 'full' = 'thumb', version?: string): string {
  const query = new URLSearchParams({ school: schoolId, variant });
  if (version) query.set('v', version);
  return `/api/school/logo?${query.toString()}`;
}

const kept = new Map<string, { at: number; bytes: Promise<Uint8Array | null> }>();

/**
 * The logo as JPEG bytes (its 480 px thumbnail, laid on white: what pdf-lib embeds), or null when the school has none
 * or it cannot be fetched: a document is better made without its logo than not at all.
 */
export function schoolLogoBytes(schoolId: string): Promise<Uint8Array | null> {
  const now = Date.now();
  const found = kept.get(schoolId);
  if (found && now - found.at < KEPT_MS) return found.bytes;
  const bytes = fetch(schoolLogoAddress(schoolId, 'thumb'))
    .then(async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : null))
    .catch(() => null);
  kept.set(schoolId, { at: now, bytes });
  return bytes;
}
