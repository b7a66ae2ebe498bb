import { Alert, Button, Field, Input, Link, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatDateTime } from '@academy/shared/date-format';
import { normaliseCode } from '@academy/shared/invitations';
import type { InvitationPreview, InvitationSecret } from '@academy/shared/invitations-api';
import { type PasswordPolicy, passwordPolicyRequirementSentence } from '@academy/shared/password-policy';
import type { SignInMethod } from '@academy/shared/sign-in-methods';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { FormField } from '@/components/ui/form-field';
import { LanguagePicker } from '@/components/ui/language-picker';
import { SchoolLogo } from '@/components/ui/school-logo';
import { ROLE_NAMES } from '@/lib/role-names';
import { writeSentence } from '@/lib/shared-sentence';
import { AuthCard } from './auth-card';
import { authErrorMessage } from './auth-errors';
import { newPasswordErrors } from './password-form-checks';
import { type SignInDetails, SignInFields } from './sign-in-fields';
import { AuthNotice } from './auth-errors';
import { PhoneCodeForm } from './phone-code-form';
import { ProviderButton } from './provider-button';
import { JOIN_METHODS, useJoinActions } from './use-join-actions';
import { useInvitationPreview } from './use-invitation-preview';

/** What each way is called where the person chooses it. */
const METHOD_CHOICE: Record<SignInMethod, MessageDescriptor> = {
  password: msg`A password`,
  emailLink: msg`An e-mailed link`,
  google: msg`Google`,
  microsoft: msg`Microsoft`,
  phone: msg`My phone number`,
};

const EMAIL_LINK: SignInMethod = 'emailLink';

type Attempt = (way: string, run: () => Promise<unknown>) => Promise<void>;

/** Runs one way of joining at a time, showing its error; the way's name marks its button busy. */
function useAttempt(onJoined: () => void): { busy: string | null; error: string | null; attempt: Attempt } {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function attempt(way: string, run: () => Promise<unknown>) {
    setBusy(way);
    setError(null);
    try {
      const result = await run();
      // Sending a link or a code answers a sentence; only a finished join moves on.
      if (typeof result === 'object' && result !== null) onJoined();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, attempt };
}

/** An e-mailed link that comes back here; opened, it asks for the address again on a device that did not ask. */
function EmailLinkJoin({ secret, onJoined }: { secret: InvitationSecret; onJoined: () => void }) {
  const actions = useJoinActions();
  const href = window.location.href;
  const returning = actions.isJoinLink(href);
  const [email, setEmail] = useState(() => (returning ? (actions.rememberedLinkEmail() ?? '') : ''));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, attempt } = useAttempt(onJoined);
  const { t } = useLingui();

  function submit(event: FormEvent) {
    event.preventDefault();

    void attempt('emailLink', async () => {
      if (!email.includes('@')) throw new AuthNotice(t`E-mail: type the address to send the link to.`);
      if (returning) return actions.finishJoinLink(email, href, secret);
      await actions.sendJoinLink(email, secret);
      setSentTo(email.trim());
    });
  }
  return (
    <form onSubmit={submit} noValidate aria-label={returning ? t`Finish joining` : t`Join with an e-mailed link`}>
      <Stack gap="4">
        {error && <ErrorAlert message={error} />}
        {sentTo && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>We e-mailed a link to {sentTo}. Open it on this device or any other to finish joining.</Trans>
            </Alert.Title>
          </Alert.Root>
        )}
        <FormField
          label={t`E-mail`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          helper={returning ? t`The address the link was sent to.` : undefined}
          required
        />
        <Button type="submit" colorPalette="blue" loading={busy === 'emailLink'} loadingText={t`Joining…`}>
          {returning ? t`Finish joining` : t`E-mail me a link to join`}
        </Button>
      </Stack>
    </form>
  );
}

/** Google or Microsoft: the account that signs in becomes this person's account. */
function ProviderJoin({
  way,
  secret,
  onJoined,
}: {
  way: 'google' | 'microsoft';
  secret: InvitationSecret;
  onJoined: () => void;
}) {
  const { joinWith } = useJoinActions();
  const { busy, error, attempt } = useAttempt(onJoined);
  const { t } = useLingui();
  return (
    <Stack gap="4">
      {error && <ErrorAlert message={error} />}
      <ProviderButton
        way={way}
        label={way === 'google' ? t`Join with Google` : t`Join with Microsoft`}
        busy={busy}
        run={(standIn) => void attempt(way, () => joinWith(way, secret, standIn))}
      />
    </Stack>
  );
}

/** A phone number and the code texted to it: for a parent with no e-mail address. */
function PhoneJoin({ secret, onJoined }: { secret: InvitationSecret; onJoined: () => void }) {
  const { sendPhoneCode, confirmPhoneJoin } = useJoinActions();
  const { busy, error, attempt } = useAttempt(onJoined);
  const { t } = useLingui();
  return (
    <Stack gap="4">
      {error && <ErrorAlert message={error} />}
      <PhoneCodeForm
        busy={busy}
        attempt={(way, run) => attempt(way, run)}
        send={sendPhoneCode}
        confirm={async (confirmation, code) => {
          await confirmPhoneJoin(confirmation, code, secret);
          onJoined();
        }}
        confirmLabel={t`Confirm the code and join`}
        formLabel={t`Join with a phone number`}
      />
    </Stack>
  );
}

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
  const { t } = useLingui();
  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normaliseCode(typed);
    if (!code) setError(t`Code: type the 9 letters and digits from your letter, such as 7KQ-M4X-2PD.`);
    else onCode(code);
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t`Invitation code`}>
      <Stack gap="4">
        {error && <ErrorAlert message={error} />}
        <Field.Root required invalid={!!error}>
          <Field.Label>
            <Trans>Code from your letter</Trans>
          </Field.Label>
          <Input
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            // eslint-disable-next-line lingui/no-unlocalized-strings -- an example code, the same in every language
            placeholder="7KQ-M4X-2PD"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </Field.Root>
        <Button type="submit" colorPalette="blue">
          <Trans>Continue</Trans>
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
  const { t, i18n } = useLingui();

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
          t`This e-mail already has an account. Sign in with its password, and the invitation will be added to it.`,
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
      aria-label={existing ? t`Sign in and accept the invitation` : t`Make your sign-in`}
    >
      <Stack gap="4">
        {error && <ErrorAlert message={error} />}
        <SignInFields
          value={details}
          onChange={setDetails}
          choosing={!existing}
          requirement={writeSentence(i18n, passwordPolicyRequirementSentence(policy))}
          errors={{ password: errors.password }}
        />
        {!existing && (
          <FormField
            label={t`Confirm password`}
            type="password"
            name="confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
            required
          />
        )}
        <Button type="submit" colorPalette="blue" loading={busy} loadingText={t`Joining…`}>
          {existing ? t`Sign in and accept` : t`Create my sign-in and join`}
        </Button>
        {existing && (
          <Button variant="outline" onClick={() => setExisting(false)}>
            <Trans>Use another e-mail</Trans>
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
      <Text>{email ? <Trans>You are signed in as {email}.</Trans> : <Trans>You are signed in as someone.</Trans>}</Text>
      <Button colorPalette="blue" loading={busy} onClick={() => void accept()}>
        <Trans>Accept with this account</Trans>
      </Button>
      <Button variant="outline" onClick={() => void signOut()}>
        <Trans>Sign out to make a new sign-in</Trans>
      </Button>
    </Stack>
  );
}

function Invitation({ preview, secret }: { preview: InvitationPreview; secret: InvitationSecret }) {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  const offered = JOIN_METHODS.filter((m) => preview.methods.includes(m));
  // Back from an e-mailed link: finish with that way.
  const returning = useJoinActions().isJoinLink(window.location.href);
  const [method, setMethod] = useState<SignInMethod | undefined>(returning ? EMAIL_LINK : offered[0]);
  const onJoined = () => void navigate(paths.app, { replace: true });
  if (!preview.valid) return <ErrorAlert message={preview.message} />;
  const firstName = preview.firstName;
  const until = formatDateTime(preview.expiresAt, { locale: preview.locale, timeZone: preview.timeZone });
  return (
    <Stack gap="4">
      <Text>
        <Trans>
          Hello {firstName}. This invitation holds until {until} and can be used once.
        </Trans>
      </Text>
      {session.status === 'signed-in' ? (
        <AcceptAsSignedIn email={session.email} secret={secret} onJoined={onJoined} />
      ) : (
        <Stack gap="4">
          {!returning && offered.length > 1 && (
            <Stack gap="2" role="group" aria-labelledby="join-ways">
              <Text id="join-ways" fontWeight="semibold">
                <Trans>How will you sign in?</Trans>
              </Text>
              <Wrap gap="2">
                {offered.map((m) => (
                  <Button
                    key={m}
                    size="sm"
                    variant={m === method ? 'solid' : 'outline'}
                    colorPalette={m === method ? 'blue' : 'gray'}
                    aria-pressed={m === method}
                    onClick={() => setMethod(m)}
                  >
                    {t(METHOD_CHOICE[m])}
                  </Button>
                ))}
              </Wrap>
            </Stack>
          )}
          {method === 'password' && (
            <PasswordJoin secret={secret} policy={preview.passwordPolicy} onJoined={onJoined} />
          )}
          {method === 'emailLink' && <EmailLinkJoin secret={secret} onJoined={onJoined} />}
          {(method === 'google' || method === 'microsoft') && (
            <ProviderJoin key={method} way={method} secret={secret} onJoined={onJoined} />
          )}
          {method === 'phone' && <PhoneJoin secret={secret} onJoined={onJoined} />}
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
  const { t } = useLingui();
  const valid = answer.status === 'answered' && answer.preview.valid ? answer.preview : null;
  const schoolName = valid?.schoolName;
  const roleName = valid ? t(ROLE_NAMES[valid.role]) : '';
  const title = valid ? t`Join ${schoolName} as ${roleName}` : t`Join your school`;
  return (
    <AuthCard
      logo={valid?.hasLogo ? <SchoolLogo schoolId={valid.schoolId} name={valid.schoolName} size="16" /> : undefined}
      title={title}
      intro={t`Your school invited you to Academy. Your invitation says who you are.`}
      aside={<LanguagePicker />}
    >
      {answer.status === 'none' && <CodeForm onCode={(c) => setParams({ code: c })} />}
      {answer.status === 'loading' && <Spinner aria-label={t`Reading the invitation`} />}
      {answer.status === 'failed' && (
        <Stack gap="4">
          <ErrorAlert message={answer.error} />
          {!token && <CodeForm onCode={(c) => setParams({ code: c })} />}
        </Stack>
      )}
      {answer.status === 'answered' && secret && <Invitation preview={answer.preview} secret={secret} />}
      <Link asChild color="blue.700" alignSelf="start">
        <RouterLink to={paths.signIn}>
          <Trans>I already have an account: sign in</Trans>
        </RouterLink>
      </Link>
    </AuthCard>
  );
}
