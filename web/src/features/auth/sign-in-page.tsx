import { Alert, Box, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { authErrorMessage } from './auth-errors';
import { useSession } from '@/lib/session';
import { type SignInDetails, SignInFields } from './sign-in-fields';
import { useAuthActions } from './use-auth-actions';

export function SignInPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const { signIn } = useAuthActions();
  const [details, setDetails] = useState<SignInDetails>({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const next = params.get('next');
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-in') return <Navigate to={next?.startsWith('/app') ? next : paths.app} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await signIn(details.email, details.password);
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="main" minH="100vh" display="grid" placeItems="center" px="4" py="10">
      <Card.Root w="full" maxW="md">
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label="Sign in">
            <Stack gap="5">
              <Brand />
              <Box>
                <Heading as="h1" size="xl">
                  Sign in to your school
                </Heading>
                <Text color="gray.600">Use the e-mail address your school gave you.</Text>
              </Box>
              {error && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <SignInFields value={details} onChange={setDetails} />
              <Button type="submit" colorPalette="blue" loading={busy} loadingText="Signing in…">
                Sign in
              </Button>
              <Link asChild color="blue.700" alignSelf="start">
                <RouterLink to={paths.forgotPassword}>Forgot your password?</RouterLink>
              </Link>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
