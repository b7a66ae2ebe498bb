import { Button, Stack, Text } from '@chakra-ui/react';
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

  return (
    <Stack gap="3">
      <Text fontWeight="medium">Or sign in another way</Text>
      <Button
        variant="outline"
        loading={busy === 'emailLink'}
        disabled={!!busy}
        loadingText="Sending…"
        onClick={() =>
          void attempt('emailLink', async () => {
            if (!email.includes('@')) throw new AuthNotice('Enter your e-mail address above, then ask for the link.');
            await ways.sendSignInLink(email);
            return `We e-mailed a sign-in link to ${email.trim()}. Open it on this device or any other.`;
          })
        }
      >
        E-mail me a sign-in link
      </Button>
      <ProviderButton
        way="google"
        label="Continue with Google"
        busy={busy}
        run={(standIn) => void attempt('google', () => ways.signInWith('google', standIn))}
      />
      <ProviderButton
        way="microsoft"
        label="Continue with Microsoft"
        busy={busy}
        run={(standIn) => void attempt('microsoft', () => ways.signInWith('microsoft', standIn))}
      />
      {phoneOpen ? (
        <PhoneCodeForm
          busy={busy}
          attempt={attempt}
          send={ways.sendPhoneCode}
          confirm={(confirmation, code) => ways.confirmPhoneCode(confirmation, code)}
          confirmLabel="Confirm the code"
          formLabel="Phone number sign-in"
        />
      ) : (
        <Button variant="outline" disabled={!!busy} onClick={() => setPhoneOpen(true)}>
          Use a phone number
        </Button>
      )}
    </Stack>
  );
}
