import { Button, Link, NativeSelect, Field, Stack } from '@chakra-ui/react';
import { ROLES, type Role } from '@academy/shared/roles';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { type FormOutcome, FormStatus } from '@/components/ui/form-status';
import { useResultToast } from '@/components/ui/result-toast';
import { ApiError } from '@/lib/api-error';
import { resultFromError } from '@/lib/api-result';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { authErrorMessage } from './auth-errors';
import { messageOf, newPasswordErrors } from './password-form-checks';
import { usePasswordActions } from './use-password-actions';

/** Spec §4 "Password reset request": the API checks the request, then Firebase e-mails the reset link. */
export function ForgotPasswordPage() {
  const { requestPasswordReset } = usePasswordActions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('Parent');
  const [secret, setSecret] = useState('');
  const [confirmSecret, setConfirmSecret] = useState('');
  const [errors, setErrors] = useState<{ email?: string; secret?: string; confirmSecret?: string }>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const { report } = useResultToast();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found = {
      ...(email.includes('@') ? {} : { email: 'Enter the e-mail address you sign in with.' }),
      ...newPasswordErrors(secret, confirmSecret),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const message = await requestPasswordReset({ email: email.trim(), role, secret, confirmSecret });
      setOutcome({ ok: true, message });
      report({ status: 200, message });
    } catch (error) {
      if (error instanceof ApiError) report(resultFromError(error));
      setOutcome({
        ok: false,
        message: (error as { code?: string }).code ? authErrorMessage(error) : messageOf(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset your password" intro="Choose a new password. We will e-mail you a link to confirm it.">
      <form onSubmit={submit} noValidate aria-label="Reset your password">
        <Stack gap="4">
          <FormStatus outcome={outcome} />
          <FormField
            label="E-mail"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            required
          />
          <Field.Root required>
            <Field.Label>I sign in as</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as Role)}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {r === 'Admin' ? 'School office (Admin)' : r}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            error={errors.secret}
            required
          />
          <FormField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirmSecret}
            onChange={(e) => setConfirmSecret(e.target.value)}
            error={errors.confirmSecret}
            required
          />
          <Button type="submit" colorPalette="blue" loading={busy} loadingText="Sending…">
            Send reset link
          </Button>
          <Link asChild color="blue.700">
            <RouterLink to={paths.signIn}>Back to sign in</RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
}
