import { describe, expect, it } from 'vitest';
import { searchQueryToken, searchTokensFor } from './search-tokens';

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
});
