import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { roleSegment } from '@academy/shared/roles';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { signInPath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useAuthActions } from '@/features/auth/use-auth-actions';
import { AppShell } from './shell/app-shell';

/** /app: signed-out visitors go to sign in (and come back here after); signed-in users get their shell. */
export function AppRoot() {
  const session = useSession();
  const location = useLocation();
  const { signOut } = useAuthActions();

  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (session.loadingUser) return <PageLoader label="Loading your school" />;
  if (!session.user) {
    // The user-data fetch failed: logged only; offer the one thing that helps.
    return (
      <Box as="main" p="10" maxW="lg">
        <Heading as="h1" size="lg">
          Signed in as {session.email}
        </Heading>
        <Text my="4" color="gray.600">
          This account has no school set up yet.
        </Text>
        <Button onClick={() => void signOut()}>Log out</Button>
      </Box>
    );
  }
  return <AppShell user={session.user} />;
}

export function RoleHomeRedirect() {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.user) return null;
  return <Navigate to={`/app/${roleSegment(session.user.role)}`} replace />;
}
