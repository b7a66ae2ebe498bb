import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy, passwordPolicySentence } from '@academy/shared/password-policy';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { writeSentence } from '@/lib/shared-sentence';
import { authErrorMessage } from './auth-errors';

/** The checks a password form makes before asking the server (which checks again, with the school's policy). */
export function newPasswordErrors(
  secret: string,
  confirmSecret: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): { secret?: string; confirmSecret?: string } {
  const problem = passwordPolicySentence(secret, policy);
  if (problem) return { secret: writeSentence(i18n, problem) };
  if (secret !== confirmSecret) return { confirmSecret: t`The new passwords do not match.` };
  return {};
}

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t`Something went wrong. Please try again.`;
}

/** Firebase's errors carry a code and get our wording; the API's errors already speak plainly. */
export function describeAuthOrApiError(error: unknown): string {
  return (error as { code?: string } | null)?.code ? authErrorMessage(error) : messageOf(error);
}
