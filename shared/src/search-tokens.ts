/** Lower-case, accent-free prefixes of each name word and the admission number, for array-contains search. */

const MAX_TOKEN_LENGTH = 20;

export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function prefixes(word: string): string[] {
  const out: string[] = [];
  for (let i = 1; i <= Math.min(word.length, MAX_TOKEN_LENGTH); i++) out.push(word.slice(0, i));
  return out;
}

export function searchTokensFor(parts: { firstName: string; lastName: string; admissionNumber: string }): string[] {
  const words = normaliseSearchText(`${parts.firstName} ${parts.lastName}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const tokens = new Set<string>();
  for (const w of words) prefixes(w).forEach((p) => tokens.add(p));
  prefixes(normaliseSearchText(parts.admissionNumber)).forEach((p) => tokens.add(p));
  return [...tokens];
}

/** The single token a query is matched with: its first word, normalised and cut to the indexed length. */
export function searchQueryToken(query: string): string {
  const first = normaliseSearchText(query).split(/\s+/)[0] ?? '';
  return first.slice(0, MAX_TOKEN_LENGTH);
}
