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

const REQUIREMENT = {
  atLeast: /*i18n*/ { id: 'shared.password.requirement.at-least', message: 'At least {min} characters.' },
  atLeastWith: /*i18n*/ {
    id: 'shared.password.requirement.at-least-with',
    message: 'At least {min} characters, with {needs}.',
  },
  between: /*i18n*/ { id: 'shared.password.requirement.between', message: 'Between {min} and {max} characters.' },
  betweenWith: /*i18n*/ {
    id: 'shared.password.requirement.between-with',
    message: 'Between {min} and {max} characters, with {needs}.',
  },
  lowercase: /*i18n*/ { id: 'shared.password.needs.lowercase', message: 'a lower-case letter' },
  uppercase: /*i18n*/ { id: 'shared.password.needs.uppercase', message: 'an upper-case letter' },
  digit: /*i18n*/ { id: 'shared.password.needs.digit', message: 'a digit' },
  symbol: /*i18n*/ { id: 'shared.password.needs.symbol', message: 'a symbol' },
};

/**
 * The policy as one sentence, shown beside a new password before it is typed: "At least 8 characters, with a digit."
 * What it needs is a list of catalogue words (`needs`), joined the reader's way.
 */
export function passwordPolicyRequirementSentence(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): SharedSentence {
  const needs = [
    policy.requireLowercase && REQUIREMENT.lowercase,
    policy.requireUppercase && REQUIREMENT.uppercase,
    policy.requireNumeric && REQUIREMENT.digit,
    policy.requireNonAlphanumeric && REQUIREMENT.symbol,
  ].filter((n) => n !== false);
  const values = { min: policy.minLength, max: policy.maxLength, needs };
  if (policy.maxLength !== undefined)
    return sentence(needs.length ? REQUIREMENT.betweenWith : REQUIREMENT.between, values);
  return sentence(needs.length ? REQUIREMENT.atLeastWith : REQUIREMENT.atLeast, values);
}
