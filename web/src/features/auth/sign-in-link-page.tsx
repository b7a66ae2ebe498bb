import { Button, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { clearSignInNotice, useSignInNotice } from '@/lib/sign-in-notice';
import { AuthCard } from './auth-card';
import { useAdmitting, whileAdmitting } from './admission';
import { authErrorMessage } from './auth-errors';
import { useSignInWays } from './use-sign-in-ways';

/**
 * Where an e-mailed sign-in link lands. Opened in the browser that asked for it, the address is filled in; opened on
 * another device, the person types it again (Firebase's guard against a link forwarded to someone else).
 */
export function SignInLinkPage() {
  const session = useSession();
  const ways = useSignInWays();
  const { t } = useLingui();
  const href = window.location.href;
  const [email, setEmail] = useState(() => ways.rememberedLinkEmail() ?? '');
  // A refused sign-in signs out, which mounts this page afresh: the reason was left behind for it.
  const [answer, setOutcome] = useState<FormOutcome>(() =>
    ways.isSignInLink(href) ? null : { ok: false, message: t`This sign-in link is not complete. Ask for a new one.` },
  );
  const notice = useSignInNotice();
  const outcome: FormOutcome = notice ? { ok: false, message: notice } : answer;
  const [busy, setBusy] = useState(false);
  const admitting = useAdmitting();

  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-in' && !busy && !admitting) return <Navigate to={paths.app} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.includes('@')) {
      setOutcome({ ok: false, message: t`Enter the e-mail address the link was sent to.` });
      return;
    }
    setOutcome(null);
    clearSignInNotice();
    setBusy(true);
    try {
      await whileAdmitting(() => ways.finishSignInLink(email, href));
    } catch (error) {
      setOutcome({ ok: false, message: authErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t`Finish signing in`} intro={t`Confirm the e-mail address this sign-in link was sent to.`}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Finish signing in`}>
        <Stack gap="4">
          <FormStatus outcome={outcome} />
          <FormField
            label={t`E-mail`}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <Button type="submit" colorPalette="blue" loading={busy} loadingText={t`Signing in…`}>
            <Trans>Sign in</Trans>
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
