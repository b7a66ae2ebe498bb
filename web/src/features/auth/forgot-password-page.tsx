import { Button, Link, Field, Stack } from '@chakra-ui/react';
import { ROLES, type Role } from '@academy/shared/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SelectField } from '@/components/ui/select-field';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { useSubmission } from '@/components/ui/use-submission';
import { paths } from '@/config/paths';
import { ROLE_NAMES } from '@/lib/role-names';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { describeAuthOrApiError, newPasswordErrors } from './password-form-checks';
import { usePasswordActions } from './use-password-actions';

/** Spec §4 "Password reset request": the API checks the request, then Firebase e-mails the reset link. */
export function ForgotPasswordPage() {
  const { requestPasswordReset } = usePasswordActions();
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(describeAuthOrApiError);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(ROLES[3]);
  const [password, setPassword] = useState({ secret: '', confirmSecret: '' });
  const [errors, setErrors] = useState<{ email?: string; secret?: string; confirmSecret?: string }>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(email.includes('@') ? {} : { email: t`Enter the e-mail address you sign in with.` }),
      ...newPasswordErrors(password.secret, password.confirmSecret),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    await submit(() => requestPasswordReset({ email: email.trim(), role, ...password }));
  }

  return (
    <AuthCard title={t`Reset your password`} intro={t`Choose a new password. We will e-mail you a link to confirm it.`}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Reset your password`}>
        <Stack gap="4">
          <FormStatus outcome={outcome} />
          <FormField
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            required
          />
          <Field.Root required>
            <Field.Label>
              <Trans>I sign in as</Trans>
            </Field.Label>
            <SelectField
              value={role}
              onChange={(r) => setRole(r as Role)}
              options={ROLES.map((r) => ({
                value: r,
                label: r === 'Admin' ? t`School office (Admin)` : t(ROLE_NAMES[r]),
              }))}
            />
          </Field.Root>
          <NewPasswordFields value={password} errors={errors} onChange={setPassword} />
          <Button type="submit" colorPalette="blue" loading={busy} loadingText={t`Sending…`}>
            <Trans>Send reset link</Trans>
          </Button>
          <Link asChild color="blue.700">
            <RouterLink to={paths.signIn}>
              <Trans>Back to sign in</Trans>
            </RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
}
