import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { SECOND_STEP_NEEDED } from '@academy/shared/sign-in-methods';
import { roleSegment } from '@academy/shared/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { signInPath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useAuthActions } from '@/features/auth/use-auth-actions';
import { AuthCard } from '@/features/auth/auth-card';
import { SecondStepEnrolment } from '@/features/auth/second-step-enrolment';
import { AppShell } from './shell/app-shell';

/** /app: signed-out visitors go to sign in (and come back here after); signed-in users get their shell. */
export function AppRoot() {
  const session = useSession();
  const location = useLocation();
  const { signOut } = useAuthActions();
  const { t } = useLingui();

  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (session.loadingUser) return <PageLoader label={t`Loading your school`} />;
  if (!session.user) {
    // The user-data fetch failed: logged only; offer the one thing that helps.
    const email = session.email;
    return (
      <Box as="main" p="10" maxW="lg">
        <Heading as="h1" size="lg">
          {email ? t`Signed in as ${email}` : t`Signed in with a phone number`}
        </Heading>
        <Text my="4" color="gray.600">
          <Trans>This account has no school set up yet.</Trans>
        </Text>
        <Button onClick={() => void signOut()}>
          <Trans>Log out</Trans>
        </Button>
      </Box>
    );
  }
  if (session.user.needsSecondStep)
    // Until the Admin adds it, the API answers nothing else: a fresh load then reads the account with its second step.
    return (
      <AuthCard title={t`Add a second step`} intro={SECOND_STEP_NEEDED}>
        <SecondStepEnrolment onAdded={() => window.location.reload()} />
        <Button variant="outline" alignSelf="start" onClick={() => void signOut()}>
          <Trans>Log out</Trans>
        </Button>
      </AuthCard>
    );
  return <AppShell user={session.user} />;
}

export function RoleHomeRedirect() {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.user) return null;
  return <Navigate to={`/app/${roleSegment(session.user.role)}`} replace />;
}
