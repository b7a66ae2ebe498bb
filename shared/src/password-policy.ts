import { englishOf, sentence, type SharedSentence } from './sentence';

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

const MESSAGES = {
  tooShort: /*i18n*/ { id: 'api.password.too-short', message: 'The new password must be at least {count} characters.' },
  tooLong: /*i18n*/ { id: 'api.password.too-long', message: 'The new password must be at most {count} characters.' },
  lowercase: /*i18n*/ {
    id: 'api.password.needs-lowercase',
    message: 'The new password must contain a lower-case letter.',
  },
  uppercase: /*i18n*/ {
    id: 'api.password.needs-uppercase',
    message: 'The new password must contain an upper-case letter.',
  },
  digit: /*i18n*/ { id: 'api.password.needs-digit', message: 'The new password must contain a digit.' },
  symbol: /*i18n*/ {
    id: 'api.password.needs-symbol',
    message: 'The new password must contain a symbol (a character that is not a letter or digit).',
  },
};

/** The first way the new password falls short of the policy, as a sentence of the catalogue; null when it meets it. */
export function passwordPolicySentence(
  secret: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): SharedSentence | null {
  const length = [...secret].length;
  if (length < policy.minLength) return sentence(MESSAGES.tooShort, { count: policy.minLength });
  if (policy.maxLength !== undefined && length > policy.maxLength)
    return sentence(MESSAGES.tooLong, { count: policy.maxLength });
  if (policy.requireLowercase && !/\p{Ll}/u.test(secret)) return sentence(MESSAGES.lowercase);
  if (policy.requireUppercase && !/\p{Lu}/u.test(secret)) return sentence(MESSAGES.uppercase);
  if (policy.requireNumeric && !/\p{Nd}/u.test(secret)) return sentence(MESSAGES.digit);
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(secret)) return sentence(MESSAGES.symbol);
  return null;
}

/** The first way the new password falls short of the policy, in English; null when it meets it. */
export function passwordPolicyProblem(secret: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): string | null {
  const problem = passwordPolicySentence(secret, policy);
  return problem && englishOf(problem);
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
