import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { type FormOutcome, FormStatus } from '@/components/ui/form-status';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { authErrorMessage } from './auth-errors';
import { newPasswordErrors } from './password-form-checks';
import { usePasswordActions } from './use-password-actions';

/** Where the e-mailed link lands: a reset, or a new account setting its first password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const { checkResetLink, completeReset } = usePasswordActions();
  const [email, setEmail] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    oobCode ? null : 'This link is not complete. Open it again from the e-mail.',
  );
  const [secret, setSecret] = useState('');
  const [confirmSecret, setConfirmSecret] = useState('');
  const [errors, setErrors] = useState<{ secret?: string; confirmSecret?: string }>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!oobCode) return;
    checkResetLink(oobCode).then(setEmail, (error: unknown) => setLinkProblem(authErrorMessage(error)));
    // checkResetLink is stable in behaviour; the link is checked once per code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [oobCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(secret, confirmSecret);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await completeReset(oobCode, secret);
      setOutcome({ ok: true, message: 'Your new password is set. You can sign in with it now.' });
    } catch (error) {
      setOutcome({ ok: false, message: authErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const signInLink = (
    <Link asChild color="blue.700">
      <RouterLink to={paths.signIn}>Go to sign in</RouterLink>
    </Link>
  );
  if (linkProblem) {
    return (
      <AuthCard title="Choose a new password" intro="">
        <FormStatus outcome={{ ok: false, message: linkProblem }} />
        {signInLink}
      </AuthCard>
    );
  }
  if (!email) return <PageLoader label="Checking your link" />;
  return (
    <AuthCard title="Choose a new password" intro={`For ${email}.`}>
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        <Stack gap="4">
          <FormStatus outcome={outcome} />
          {outcome?.ok ? (
            signInLink
          ) : (
            <>
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
              <Button type="submit" colorPalette="blue" loading={busy} loadingText="Saving…">
                Save new password
              </Button>
              <Text fontSize="sm" color="gray.600">
                Links work once and expire after an hour.
              </Text>
            </>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
