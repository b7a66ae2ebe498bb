import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';

export interface SignInDetails {
  email: string;
  password: string;
}

/**
 * The e-mail and password of a sign-in, as the sign-in page and /join ask for them. `choosing` is a new sign-in: the
 * password field asks to choose one and says the school's requirement before anything is typed.
 */
export function SignInFields({
  value,
  onChange,
  choosing = false,
  requirement,
  errors = {},
}: {
  value: SignInDetails;
  onChange: (value: SignInDetails) => void;
  choosing?: boolean;
  requirement?: string | undefined;
  errors?: { email?: string | undefined; password?: string | undefined };
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField
        label={t`E-mail`}
        type="email"
        name="email"
        autoComplete="username"
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.target.value })}
        error={errors.email}
        required
      />
      <FormField
        label={choosing ? t`Choose a password` : t`Password`}
        type="password"
        name="password"
        autoComplete={choosing ? 'new-password' : 'current-password'}
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        error={errors.password}
        {...(choosing && requirement ? { helper: requirement } : {})}
        required
      />
    </>
  );
}
