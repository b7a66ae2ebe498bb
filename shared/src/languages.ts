/**
 * Which of the catalogues (locales/<tag>.po) a language tag reads in: itself when there is one, else its base
 * language ("pl-PL" → "pl"), else none. The client and the server choose the same way.
 */
export function catalogueOf(tag: string | null | undefined, available: readonly string[]): string | null {
  if (!tag) return null;
  if (available.includes(tag)) return tag;
  const base = tag.split('-')[0]!.toLowerCase();
  return available.includes(base) ? base : null;
}
