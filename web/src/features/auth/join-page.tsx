import { Alert, Button, Field, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@academy/shared/date-format';
import { normaliseCode } from '@academy/shared/invitations';
import type { InvitationPreview, InvitationSecret } from '@academy/shared/invitations-api';
import { type PasswordPolicy, passwordPolicyRequirement } from '@academy/shared/password-policy';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { FormField } from '@/components/ui/form-field';
import { AuthCard } from './auth-card';
import { authErrorMessage } from './auth-errors';
import { newPasswordErrors } from './password-form-checks';
import { type SignInDetails, SignInFields } from './sign-in-fields';
import { JOIN_METHODS, type JoinMethod, useJoinActions } from './use-join-actions';
import { useInvitationPreview } from './use-invitation-preview';

const METHOD_LABEL: Record<JoinMethod, string> = { password: 'Sign in with an e-mail and a password' };

function messageOf(error: unknown): string {
  return error instanceof Error && error.name === 'ApiError' ? error.message : authErrorMessage(error);
}

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** Typing the code from a letter: dashes and case do not matter. */
function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normaliseCode(typed);
    if (!code) setError('Code: type the 9 letters and digits from your letter, such as 7KQ-M4X-2PD.');
    else onCode(code);
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Invitation code">
      <Stack gap="4">
        {error && <ErrorAlert message={error} />}
        <Field.Root required invalid={!!error}>
          <Field.Label>Code from your letter</Field.Label>
          <Input
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="7KQ-M4X-2PD"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </Field.Root>
        <Button type="submit" colorPalette="blue">
          Continue
        </Button>
      </Stack>
    </form>
  );
}

/** Choosing a password; an e-mail that already has an account signs in instead and the invitation is added to it. */
function PasswordJoin({
  secret,
  policy,
  onJoined,
}: {
  secret: InvitationSecret;
  policy: PasswordPolicy;
  onJoined: () => void;
}) {
  const { joinWithPassword, signInAndAccept } = useJoinActions();
  const [existing, setExisting] = useState(false);
  const [details, setDetails] = useState<SignInDetails>({ email: '', password: '' });
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = existing ? {} : newPasswordErrors(details.password, confirm, policy);
    setErrors({ password: found.secret, confirm: found.confirmSecret });
    if (found.secret || found.confirmSecret) return;
    setBusy(true);
    try {
      await (existing
        ? signInAndAccept(details.email, details.password, secret)
        : joinWithPassword(details.email, details.password, secret));
      onJoined();
    } catch (e) {
      if ((e as { code?: string }).code === 'auth/email-already-in-use') {
        setExisting(true);
        setError(
          'This e-mail already has an account. Sign in with its password, and the invitation will be added to it.',
        );
      } else setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={existing ? 'Sign in and accept the invitation' : 'Make your sign-in'}
    >
      <Stack gap="4">
        {error && <ErrorAlert message={error} />}
        <SignInFields
          value={details}
          onChange={setDetails}
          choosing={!existing}
          requirement={passwordPolicyRequirement(policy)}
          errors={{ password: errors.password }}
        />
        {!existing && (
          <FormField
            label="Confirm password"
            type="password"
            name="confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
            required
          />
        )}
        <Button type="submit" colorPalette="blue" loading={busy} loadingText="Joining…">
          {existing ? 'Sign in and accept' : 'Create my sign-in and join'}
        </Button>
        {existing && (
          <Button variant="outline" onClick={() => setExisting(false)}>
            Use another e-mail
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** Signed in already: accept with this account (the server refuses another school's or role's), or sign out. */
function AcceptAsSignedIn({
  email,
  secret,
  onJoined,
}: {
  email: string | null;
  secret: InvitationSecret;
  onJoined: () => void;
}) {
  const { acceptAsCurrent, signOut } = useJoinActions();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await acceptAsCurrent(secret);
      onJoined();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="4">
      {error && <ErrorAlert message={error} />}
      <Text>You are signed in as {email ?? 'someone'}.</Text>
      <Button colorPalette="blue" loading={busy} onClick={() => void accept()}>
        Accept with this account
      </Button>
      <Button variant="outline" onClick={() => void signOut()}>
        Sign out to make a new sign-in
      </Button>
    </Stack>
  );
}

function Invitation({ preview, secret }: { preview: InvitationPreview; secret: InvitationSecret }) {
  const session = useSession();
  const navigate = useNavigate();
  const [method] = useState<JoinMethod>(JOIN_METHODS[0]);
  const onJoined = () => void navigate(paths.app, { replace: true });
  if (!preview.valid) return <ErrorAlert message={preview.message} />;
  return (
    <Stack gap="4">
      <Text>
        Hello {preview.firstName}. This invitation holds until{' '}
        {formatDateTime(preview.expiresAt, { locale: preview.locale, timeZone: preview.timeZone })} and can be used
        once.
      </Text>
      {session.status === 'signed-in' ? (
        <AcceptAsSignedIn email={session.email} secret={secret} onJoined={onJoined} />
      ) : (
        <Stack gap="3">
          <Text fontWeight="semibold">{METHOD_LABEL[method]}</Text>
          {method === 'password' && (
            <PasswordJoin secret={secret} policy={preview.passwordPolicy} onJoined={onJoined} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** `/join`: an invitation's link (?token=) or letter code (?code= or typed) becomes the person's own sign-in. */
export function JoinPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const code = params.get('code');
  const secret: InvitationSecret | undefined = token ? { token } : code ? { code } : undefined;
  const answer = useInvitationPreview(secret);
  const title =
    answer.status === 'answered' && answer.preview.valid
      ? `Join ${answer.preview.schoolName} as ${answer.preview.role}`
      : 'Join your school';
  return (
    <AuthCard title={title} intro="Your school invited you to Academy. Your invitation says who you are.">
      {answer.status === 'none' && <CodeForm onCode={(c) => setParams({ code: c })} />}
      {answer.status === 'loading' && <Spinner aria-label="Reading the invitation" />}
      {answer.status === 'failed' && (
        <Stack gap="4">
          <ErrorAlert message={answer.error} />
          {!token && <CodeForm onCode={(c) => setParams({ code: c })} />}
        </Stack>
      )}
      {answer.status === 'answered' && secret && <Invitation preview={answer.preview} secret={secret} />}
      <Link asChild color="blue.700" alignSelf="start">
        <RouterLink to={paths.signIn}>I already have an account: sign in</RouterLink>
      </Link>
    </AuthCard>
  );
}
