import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AuthNotice } from './auth-errors';
import { PhoneCodeForm } from './phone-code-form';
import { ProviderButton } from './provider-button';
import { useSignInWays } from './use-sign-in-ways';

type Attempt = (way: string, run: () => Promise<string | void>) => Promise<void>;

/** The ways besides a password. Every school's page is the same: the school's settings decide after sign-in. */
export function OtherWays({ email, busy, attempt }: { email: string; busy: string | null; attempt: Attempt }) {
  const ways = useSignInWays();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const { t } = useLingui();

  return (
    <Stack gap="3">
      <Text fontWeight="medium">
        <Trans>Or sign in another way</Trans>
      </Text>
      <Button
        variant="outline"
        loading={busy === 'emailLink'}
        disabled={!!busy}
        loadingText={t`Sending…`}
        onClick={() =>
          void attempt('emailLink', async () => {
            if (!email.includes('@')) throw new AuthNotice(t`Enter your e-mail address above, then ask for the link.`);
            await ways.sendSignInLink(email);
            const address = email.trim();
            return t`We e-mailed a sign-in link to ${address}. Open it on this device or any other.`;
          })
        }
      >
        <Trans>E-mail me a sign-in link</Trans>
      </Button>
      <ProviderButton
        way="google"
        label={t`Continue with Google`}
        busy={busy}
        run={(standIn) => void attempt('google', () => ways.signInWith('google', standIn))}
      />
      <ProviderButton
        way="microsoft"
        label={t`Continue with Microsoft`}
        busy={busy}
        run={(standIn) => void attempt('microsoft', () => ways.signInWith('microsoft', standIn))}
      />
      {phoneOpen ? (
        <PhoneCodeForm
          busy={busy}
          attempt={attempt}
          send={ways.sendPhoneCode}
          confirm={(confirmation, code) => ways.confirmPhoneCode(confirmation, code)}
          confirmLabel={t`Confirm the code`}
          formLabel={t`Phone number sign-in`}
        />
      ) : (
        <Button variant="outline" disabled={!!busy} onClick={() => setPhoneOpen(true)}>
          <Trans>Use a phone number</Trans>
        </Button>
      )}
    </Stack>
  );
}
