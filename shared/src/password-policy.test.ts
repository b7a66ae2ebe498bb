import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, passwordPolicyProblem, passwordPolicyRequirementSentence } from './password-policy';
import { englishOf } from './sentence';

const passwordPolicyRequirement = (...args: Parameters<typeof passwordPolicyRequirementSentence>) =>
  englishOf(passwordPolicyRequirementSentence(...args));

describe('the password policy', () => {
  it('asks for 6 characters by default', () => {
    expect(passwordPolicyProblem('12345')).toBe('The new password must be at least 6 characters.');
    expect(passwordPolicyProblem('123456')).toBeNull();
  });

  it('follows a school that asks for more', () => {
    const policy = {
      ...DEFAULT_PASSWORD_POLICY,
      minLength: 8,
      maxLength: 12,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
      requireLowercase: true,
    };
    expect(passwordPolicyProblem('abcdefg', policy)).toMatch(/at least 8/);
    expect(passwordPolicyProblem('abcdefghijklm', policy)).toMatch(/at most 12/);
    expect(passwordPolicyProblem('ABCDEFGH', policy)).toMatch(/lower-case/);
    expect(passwordPolicyProblem('abcdefgh', policy)).toMatch(/upper-case/);
    expect(passwordPolicyProblem('Abcdefgh', policy)).toMatch(/digit/);
    expect(passwordPolicyProblem('Abcdefg1', policy)).toMatch(/symbol/);
    expect(passwordPolicyProblem('Abcdef1!', policy)).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordPolicyProblem('😀😀😀😀😀')).toMatch(/at least 6/);
  });

  it('says what it asks for before anything is typed', () => {
    expect(passwordPolicyRequirement()).toBe('At least 6 characters.');
    expect(passwordPolicyRequirement({ ...DEFAULT_PASSWORD_POLICY, minLength: 8, requireNumeric: true })).toBe(
      'At least 8 characters, with a digit.',
    );
    expect(
      passwordPolicyRequirement({
        ...DEFAULT_PASSWORD_POLICY,
        minLength: 10,
        maxLength: 64,
        requireUppercase: true,
        requireLowercase: true,
        requireNonAlphanumeric: true,
      }),
    ).toBe('Between 10 and 64 characters, with a lower-case letter, an upper-case letter, a symbol.');
  });
});
