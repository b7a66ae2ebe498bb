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

function nameWords(text: string): string[] {
  return normaliseSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Prefixes of each name word and of the admission number, plus "word prefix" pairs (a whole name word, then the
 * start of another, in either order) so a two-word search is narrowed by the index itself, not after the fact.
 */
export function searchTokensFor(parts: { firstName: string; lastName: string; admissionNumber: string }): string[] {
  const words = nameWords(`${parts.firstName} ${parts.lastName}`);
  const tokens = new Set<string>();
  for (const w of words) prefixes(w).forEach((p) => tokens.add(p));
  prefixes(normaliseSearchText(parts.admissionNumber)).forEach((p) => tokens.add(p));
  for (const [i, first] of words.entries()) {
    for (const [j, second] of words.entries()) {
      if (i !== j) prefixes(second).forEach((p) => tokens.add(`${first.slice(0, MAX_TOKEN_LENGTH)} ${p}`));
    }
  }
  return [...tokens];
}

/** The token a query is matched with: its first word, or its first two words as a pair. */
export function searchQueryToken(query: string): string {
  const [first = '', second] = normaliseSearchText(query).split(/\s+/);
  const head = first.slice(0, MAX_TOKEN_LENGTH);
  return second ? `${head} ${second.slice(0, MAX_TOKEN_LENGTH)}` : head;
}

/** Whether a student's tokens match every word of the query (for queries of three words or more). */
export function matchesEveryWord(tokens: readonly string[], query: string): boolean {
  return normaliseSearchText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => tokens.includes(w.slice(0, MAX_TOKEN_LENGTH)));
}

/** Prefixes of every word of a record's searchable text (names, codes), for the generic list's array-contains search. */
export function recordSearchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const w of nameWords(texts.join(' '))) prefixes(w).forEach((p) => tokens.add(p));
  return [...tokens];
}
