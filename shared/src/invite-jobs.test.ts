import { describe, expect, it } from 'vitest';
import { formatCount, inviteJobSummary } from './invite-jobs';

const refused = (reason: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ kind: 'parents' as const, id: `p${reason}${i}`, name: 'A', reason }));

describe('inviteJobSummary', () => {
  it('says how many went by e-mail, how many letters to print, and why people were refused', () => {
    expect(
      inviteJobSummary({
        channel: 'email',
        invited: 1450,
        letters: 38,
        refused: 3,
        refusedPeople: refused('emailTaken', 3),
      }),
    ).toBe('1,412 people invited by e-mail, 38 letters to print, 3 refused: e-mail already used by another account');
  });
  it('puts the most frequent reason first and names nothing when no one was refused', () => {
    expect(
      inviteJobSummary({
        channel: 'letter',
        invited: 1,
        letters: 1,
        refused: 3,
        refusedPeople: [...refused('archived', 1), ...refused('hasAccount', 2)],
      }),
    ).toBe('1 letter to print, 3 refused: already has an account; archived');
    expect(inviteJobSummary({ channel: 'email', invited: 1, letters: 0, refused: 0, refusedPeople: [] })).toBe(
      '1 person invited by e-mail',
    );
  });
  it('formats counts in the school’s locale', () => {
    expect(formatCount(1412, 'de-DE')).toBe('1.412');
  });
});
