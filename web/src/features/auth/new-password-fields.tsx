import { FormField } from '@/components/ui/form-field';

export interface NewPassword {
  secret: string;
  confirmSecret: string;
}

/** The new password and its confirmation, each with its own error line. */
export function NewPasswordFields({
  value,
  errors,
  onChange,
}: {
  value: NewPassword;
  errors: { secret?: string; confirmSecret?: string };
  onChange: (value: NewPassword) => void;
}) {
  return (
    <>
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={value.secret}
        onChange={(e) => onChange({ ...value, secret: e.target.value })}
        error={errors.secret}
        required
      />
      <FormField
        label="Confirm new password"
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
