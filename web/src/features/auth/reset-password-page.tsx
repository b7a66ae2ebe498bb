import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { useSubmission } from '@/components/ui/use-submission';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { authErrorMessage } from './auth-errors';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordErrors } from './password-form-checks';
import { usePasswordActions } from './use-password-actions';

/** Where the e-mailed link lands: a reset, or a new account setting its first password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const { checkResetLink, completeReset } = usePasswordActions();
  const { t } = useLingui();
  const [email, setEmail] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    oobCode ? null : t`This link is not complete. Open it again from the e-mail.`,
  );
  const [password, setPassword] = useState({ secret: '', confirmSecret: '' });
  const [errors, setErrors] = useState<{ secret?: string; confirmSecret?: string }>({});
  const { outcome, busy, submit } = useSubmission(authErrorMessage);

  useEffect(() => {
    if (!oobCode) return;
    checkResetLink(oobCode).then(setEmail, (error: unknown) => setLinkProblem(authErrorMessage(error)));
    // checkResetLink is stable in behaviour; the link is checked once per code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [oobCode]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(password.secret, password.confirmSecret);
    setErrors(found);
    if (Object.keys(found).length) return;
    await submit(async () => {
      await completeReset(oobCode, password.secret);
      return t`Your new password is set. You can sign in with it now.`;
    });
  }

  const signInLink = (
    <Link asChild color="blue.700">
      <RouterLink to={paths.signIn}>
        <Trans>Go to sign in</Trans>
      </RouterLink>
    </Link>
  );
  if (linkProblem) {
    return (
      <AuthCard title={t`Choose a new password`} intro="">
        <FormStatus outcome={{ ok: false, message: linkProblem }} />
        {signInLink}
      </AuthCard>
    );
  }
  if (!email) return <PageLoader label={t`Checking your link`} />;
  return (
    <AuthCard title={t`Choose a new password`} intro={t`For ${email}.`}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Choose a new password`}>
        <Stack gap="4">
          <FormStatus outcome={outcome} />
          {outcome?.ok ? (
            signInLink
          ) : (
            <>
              <NewPasswordFields value={password} errors={errors} onChange={setPassword} />
              <Button type="submit" colorPalette="blue" loading={busy} loadingText={t`Saving…`}>
                <Trans>Save new password</Trans>
              </Button>
              <Text fontSize="sm" color="gray.600">
                <Trans>Links work once and expire after an hour.</Trans>
              </Text>
            </>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
