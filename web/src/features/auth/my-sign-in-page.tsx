import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormStatus } from '@/components/ui/form-status';
import { useWayAttempt } from './use-way-attempt';
import { type AccountWay, useAccountWays } from './use-account-ways';
import { useSession } from '@/lib/session';
import { PhoneCodeForm } from './phone-code-form';
import { SecondStepEnrolment } from './second-step-enrolment';
import { ProviderButton } from './provider-button';

const NAMES: Record<string, MessageDescriptor> = {
  password: msg`E-mail (password or e-mailed link)`,
  'google.com': msg`Google`,
  'microsoft.com': msg`Microsoft`,
  phone: msg`Phone number`,
};

const GOOGLE = 'google.com';
const MICROSOFT = 'microsoft.com';

/** /app/sign-in: the ways this account signs in, and adding Google, Microsoft or a phone number to them. */
export function MySignInPage() {
  const account = useAccountWays();
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.claims?.role === 'Admin';
  const { outcome, busy, attempt } = useWayAttempt();
  const { t } = useLingui();
  const has = (providerId: string) => account.ways.some((w) => w.providerId === providerId);

  return (
    <Box maxW="lg">
      <Heading as="h1" size="2xl" mb="2">
        <Trans>How you sign in</Trans>
      </Heading>
      <Text color="gray.600" mb="6">
        <Trans>
          Add another way, such as a phone number if you have no e-mail at hand. Your school decides which ways it
          accepts.
        </Trans>
      </Text>
      <Stack gap="5">
        <FormStatus outcome={outcome} />
        <Box>
          <Heading as="h2" size="md" mb="2">
            <Trans>Your ways to sign in</Trans>
          </Heading>
          <List.Root variant="plain" gap="1" aria-label={t`Your ways to sign in`}>
            {account.ways.map((w: AccountWay) => (
              <List.Item key={w.providerId} display="block">
                <Text as="span" fontWeight="medium">
                  {NAMES[w.providerId] ? t(NAMES[w.providerId]!) : w.providerId}
                </Text>
                {w.detail && <Text as="span">: {w.detail}</Text>}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Stack gap="3">
          {!has(GOOGLE) && (
            <ProviderButton
              way="google"
              label={t`Add Google`}
              busy={busy}
              run={(standIn) =>
                void attempt('google', async () => {
                  await account.addFederated('google', standIn);
                  return t`Google is added: you can sign in with it where your school allows.`;
                })
              }
            />
          )}
          {!has(MICROSOFT) && (
            <ProviderButton
              way="microsoft"
              label={t`Add Microsoft`}
              busy={busy}
              run={(standIn) =>
                void attempt('microsoft', async () => {
                  await account.addFederated('microsoft', standIn);
                  return t`Microsoft is added: you can sign in with it where your school allows.`;
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
                return t`${phone} is added: you can sign in with it where your school allows.`;
              }}
              confirmLabel={t`Add this phone number`}
              formLabel={t`Add a phone number`}
            />
          )}
        </Stack>
        {isAdmin && <SecondStepEnrolment />}
      </Stack>
    </Box>
  );
}
