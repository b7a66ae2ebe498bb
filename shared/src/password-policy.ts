/** The password policy: minimum length 6 by default, raised or extended by the school's settings. */
export interface PasswordPolicy {
  minLength: number;
  maxLength?: number | undefined;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/** The first way the new password falls short of the policy, as a sentence; null when it meets it. */
export function passwordPolicyProblem(secret: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): string | null {
  const length = [...secret].length;
  if (length < policy.minLength) return `The new password must be at least ${policy.minLength} characters.`;
  if (policy.maxLength !== undefined && length > policy.maxLength) {
    return `The new password must be at most ${policy.maxLength} characters.`;
  }
  if (policy.requireLowercase && !/\p{Ll}/u.test(secret)) return 'The new password must contain a lower-case letter.';
  if (policy.requireUppercase && !/\p{Lu}/u.test(secret)) return 'The new password must contain an upper-case letter.';
  if (policy.requireNumeric && !/\p{Nd}/u.test(secret)) return 'The new password must contain a digit.';
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(secret)) {
    return 'The new password must contain a symbol (a character that is not a letter or digit).';
  }
  return null;
}

/** The policy as one sentence, shown beside a new password before it is typed: "At least 8 characters, with a digit." */
export function passwordPolicyRequirement(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): string {
  const needs = [
    policy.requireLowercase && 'a lower-case letter',
    policy.requireUppercase && 'an upper-case letter',
    policy.requireNumeric && 'a digit',
    policy.requireNonAlphanumeric && 'a symbol',
  ].filter((n): n is string => !!n);
  const length =
    policy.maxLength !== undefined
      ? `Between ${policy.minLength} and ${policy.maxLength} characters`
      : `At least ${policy.minLength} characters`;
  const list = needs.length > 1 ? `${needs.slice(0, -1).join(', ')} and ${needs[needs.length - 1]}` : needs[0];
  return `${length}${list ? `, with ${list}` : ''}.`;
}
