import {
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
  passwordPolicyRequirementSentence,
} from '@academy/shared/password-policy';
import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { writeSentence } from '@/lib/shared-sentence';

export interface NewPassword {
  secret: string;
  confirmSecret: string;
}

/** The new password and its confirmation, each with its own error line; the policy is said under the first. */
export function NewPasswordFields({
  value,
  errors,
  onChange,
  policy = DEFAULT_PASSWORD_POLICY,
}: {
  value: NewPassword;
  errors: { secret?: string; confirmSecret?: string };
  onChange: (value: NewPassword) => void;
  /** Said under the field before anything is typed, so nobody learns the rule from an error. */
  policy?: PasswordPolicy;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <FormField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        value={value.secret}
        onChange={(e) => onChange({ ...value, secret: e.target.value })}
        error={errors.secret}
        helper={writeSentence(i18n, passwordPolicyRequirementSentence(policy))}
        required
      />
      <FormField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        value={value.confirmSecret}
        onChange={(e) => onChange({ ...value, confirmSecret: e.target.value })}
        error={errors.confirmSecret}
        required
      />
    </>
  );
}
