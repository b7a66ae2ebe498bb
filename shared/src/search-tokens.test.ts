import { describe, expect, it } from 'vitest';
import { matchesEveryWord, searchQueryToken, searchTokensFor } from './search-tokens';

describe('student search tokens', () => {
  const tokens = searchTokensFor({ firstName: 'Zoë', lastName: 'Ndlovu-Smith', admissionNumber: 'DA-0042' });

  it('matches the start of every name word, ignoring case and accents', () => {
    expect(tokens).toEqual(expect.arrayContaining(['z', 'zo', 'zoe', 'ndlovu', 'smi', 'smith']));
  });

  it('matches the start of the admission number', () => {
    expect(tokens).toEqual(expect.arrayContaining(['da', 'da-0042']));
  });

  it('does not match the middle of a word', () => {
    expect(tokens).not.toContain('oe');
    expect(tokens).not.toContain('lovu');
  });

  it('turns what a user types into the token that was indexed', () => {
    expect(searchQueryToken('  ZOË ')).toBe('zoe');
    expect(tokens).toContain(searchQueryToken('Smi'));
  });

  it('narrows a two-word search in the index, in either order', () => {
    expect(tokens).toContain(searchQueryToken('Zoe Ndl'));
    expect(tokens).toContain(searchQueryToken('ndlovu z'));
    expect(tokens).not.toContain(searchQueryToken('Zoe Smx'));
    expect(searchQueryToken('Zoë  Ndl')).toBe('zoe ndl');
  });

  it('checks every word of a longer search', () => {
    expect(matchesEveryWord(tokens, 'zoe ndlovu smi')).toBe(true);
    expect(matchesEveryWord(tokens, 'zoe ndlovu jones')).toBe(false);
  });
});
