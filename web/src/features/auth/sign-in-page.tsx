import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { LanguagePicker } from '@/components/ui/language-picker';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { clearSignInNotice, useSignInNotice } from '@/lib/sign-in-notice';
import { authErrorMessage } from './auth-errors';
import { useSession } from '@/lib/session';
import { isSignInMethod, type SignInMethod } from '@academy/shared/sign-in-methods';
import { useAuth } from 'reactfire';
import { admitted } from './admission';
import { PhoneCodeForm } from './phone-code-form';
import {
  type MultiFactorResolver,
  secondStepNeeded,
  secondStepNumber,
  type UserCredential,
  useSecondStep,
} from './use-second-step';
import { whileAdmitting, useAdmitting } from './admission';
import { OtherWays } from './other-ways';
import { useAuthActions } from './use-auth-actions';

export type Outcome = { kind: 'error' | 'success'; message: string } | null;

export function SignInPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const { signIn } = useAuthActions();
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [answer, setOutcome] = useState<Outcome>(null);
  // A sign-in that was just refused, or a session signed out for a reason, left the reason here.
  const notice = useSignInNotice();
  const outcome: Outcome = answer ?? (notice ? { kind: 'error', message: notice } : null);
  /** Set while a sign-in runs, including Academy's own check after it: the page waits before going on. */
  const [busy, setBusy] = useState<string | null>(null);

  const admitting = useAdmitting();
  const auth = useAuth();
  /** A sign-in the identity provider accepted that waits for the code texted to the account's second-step phone. */
  const [pending, setPending] = useState<{ resolver: MultiFactorResolver; method: SignInMethod } | null>(null);

  const next = params.get('next');
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-in' && !busy && !admitting)
    return <Navigate to={next?.startsWith('/app') ? next : paths.app} replace />;

  /** Runs one way of signing in, showing its outcome; the way's name marks its button busy. */
  async function attempt(way: string, run: () => Promise<string | void>) {
    setOutcome(null);
    clearSignInNotice();
    setBusy(way);
    try {
      const message = await whileAdmitting(run);
      if (message) setOutcome({ kind: 'success', message });
    } catch (e) {
      const resolver = secondStepNeeded(auth, e);
      if (resolver && isSignInMethod(way)) setPending({ resolver, method: way });
      else setOutcome({ kind: 'error', message: authErrorMessage(e) });
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void attempt('password', () => signIn(email, password));
  }

  return (
    <Box as="main" minH="100vh" display="grid" placeItems="center" px="4" py="10">
      <Card.Root w="full" maxW="md">
        <Card.Body>
          <Stack gap="5">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Brand />
              <LanguagePicker />
            </HStack>
            <Box>
              <Heading as="h1" size="xl">
                <Trans>Sign in to your school</Trans>
              </Heading>
              <Text color="gray.600">
                <Trans>Use the e-mail address, account or phone number your school knows you by.</Trans>
              </Text>
            </Box>
            {outcome && (
              <Alert.Root status={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
                <Alert.Indicator />
                <Alert.Title>{outcome.message}</Alert.Title>
              </Alert.Root>
            )}
            {pending ? (
              <SecondStep
                pending={pending}
                busy={busy}
                attempt={attempt}
                onCancel={() => setPending(null)}
                admit={(credential) => admitted(auth, credential, pending.method)}
              />
            ) : (
              <>
                <form onSubmit={submit} noValidate aria-label={t`Sign in`}>
                  <Stack gap="5">
                    <Field.Root required>
                      <Field.Label>
                        <Trans>E-mail</Trans>
                      </Field.Label>
                      <Input
                        type="email"
                        name="email"
                        autoComplete="username"
                        value={email}
                        onChange={(e) => setEmail(e.target.value)}
                      />
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>
                        <Trans>Password</Trans>
                      </Field.Label>
                      <Input
                        type="password"
                        name="password"
                        autoComplete="current-password"
                        value={password}
                        onChange={(e) => setPassword(e.target.value)}
                      />
                    </Field.Root>
                    <Button
                      type="submit"
                      colorPalette="blue"
                      loading={busy === 'password'}
                      disabled={!!busy}
                      loadingText={t`Signing in…`}
                    >
                      <Trans>Sign in</Trans>
                    </Button>
                    <Link asChild color="blue.700" alignSelf="start">
                      <RouterLink to={paths.forgotPassword}>
                        <Trans>Forgot your password?</Trans>
                      </RouterLink>
                    </Link>
                  </Stack>
                </form>
                <Separator />
                <OtherWays email={email} busy={busy} attempt={attempt} />
              </>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/** The second step of a sign-in: a code texted to the phone the account added for it. */
function SecondStep({
  pending,
  busy,
  attempt,
  onCancel,
  admit,
}: {
  pending: { resolver: MultiFactorResolver };
  busy: string | null;
  attempt: (way: string, run: () => Promise<string | void>) => Promise<void>;
  onCancel: () => void;
  admit: (credential: UserCredential) => Promise<void>;
}) {
  const step = useSecondStep();
  const { t } = useLingui();
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">
        <Trans>Second step</Trans>
      </Text>
      <Text>
        <Trans>Your account asks for a code sent by text message as well as your sign-in.</Trans>
      </Text>
      <PhoneCodeForm
        busy={busy}
        attempt={attempt}
        fixedNumber={secondStepNumber(pending.resolver)}
        send={(_number, recaptchaId) => step.sendSignInCode(pending.resolver, recaptchaId)}
        confirm={async (verificationId, code) => admit(await step.finishSignIn(pending.resolver, verificationId, code))}
        confirmLabel={t`Confirm the code and sign in`}
        formLabel={t`Second step`}
      />
      <Button variant="outline" alignSelf="start" disabled={!!busy} onClick={onCancel}>
        <Trans>Back to sign in</Trans>
      </Button>
    </Stack>
  );
}
