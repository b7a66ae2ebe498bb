import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { FormStatus } from '@/components/ui/form-status';
import { useWayAttempt } from './use-way-attempt';
import { type AccountWay, useAccountWays } from './use-account-ways';
import { useSession } from '@/lib/session';
import { PhoneCodeForm } from './phone-code-form';
import { SecondStepEnrolment } from './second-step-enrolment';
import { ProviderButton } from './provider-button';

const NAMES: Record<string, string> = {
  password: 'E-mail (password or e-mailed link)',
  'google.com': 'Google',
  'microsoft.com': 'Microsoft',
  phone: 'Phone number',
};

/** /app/sign-in: the ways this account signs in, and adding Google, Microsoft or a phone number to them. */
export function MySignInPage() {
  const account = useAccountWays();
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.claims?.role === 'Admin';
  const { outcome, busy, attempt } = useWayAttempt();
  const has = (providerId: string) => account.ways.some((w) => w.providerId === providerId);

  return (
    <Box maxW="lg">
      <Heading as="h1" size="2xl" mb="2">
        How you sign in
      </Heading>
      <Text color="gray.600" mb="6">
        Add another way, such as a phone number if you have no e-mail at hand. Your school decides which ways it
        accepts.
      </Text>
      <Stack gap="5">
        <FormStatus outcome={outcome} />
        <Box>
          <Heading as="h2" size="md" mb="2">
            Your ways to sign in
          </Heading>
          <List.Root variant="plain" gap="1" aria-label="Your ways to sign in">
            {account.ways.map((w: AccountWay) => (
              <List.Item key={w.providerId} display="block">
                <Text as="span" fontWeight="medium">
                  {NAMES[w.providerId] ?? w.providerId}
                </Text>
                {w.detail && <Text as="span">: {w.detail}</Text>}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Stack gap="3">
          {!has('google.com') && (
            <ProviderButton
              way="google"
              label="Add Google"
              busy={busy}
              run={(standIn) =>
                void attempt('google', async () => {
                  await account.addFederated('google', standIn);
                  return 'Google is added: you can sign in with it where your school allows.';
                })
              }
            />
          )}
          {!has('microsoft.com') && (
            <ProviderButton
              way="microsoft"
              label="Add Microsoft"
              busy={busy}
              run={(standIn) =>
                void attempt('microsoft', async () => {
                  await account.addFederated('microsoft', standIn);
                  return 'Microsoft is added: you can sign in with it where your school allows.';
                })
              }
            />
          )}
          {!has('phone') && (
            <PhoneCodeForm
              busy={busy}
              attempt={attempt}
              send={account.sendPhoneCode}
              confirm={async (confirmation, code, phone) => {
                await account.confirmPhoneCode(confirmation, code);
                return `${phone} is added: you can sign in with it where your school allows.`;
              }}
              confirmLabel="Add this phone number"
              formLabel="Add a phone number"
            />
          )}
        </Stack>
        {isAdmin && <SecondStepEnrolment />}
      </Stack>
    </Box>
  );
}
