import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAuth } from 'reactfire';
import { FormStatus } from '@/components/ui/form-status';
import { useWayAttempt } from './use-way-attempt';
import { PhoneCodeForm } from './phone-code-form';
import { secondSteps, useSecondStep } from './use-second-step';

/**
 * An Admin's second step at sign-in: the phone numbers it texts a code to, and adding one. Firebase asks for a recent
 * sign-in before adding one; the message then says to sign in again.
 */
export function SecondStepEnrolment({ onAdded }: { onAdded?: () => void }) {
  const auth = useAuth();
  const step = useSecondStep();
  const [numbers, setNumbers] = useState(() => secondSteps(auth));
  const { outcome, busy, attempt } = useWayAttempt();
  const { t } = useLingui();

  return (
    <Box as="section" aria-labelledby="second-step-heading">
      <Heading as="h2" size="md" mb="2" id="second-step-heading">
        <Trans>Second step at sign-in</Trans>
      </Heading>
      <Stack gap="3">
        <Text color="gray.600">
          <Trans>
            After your password or link, Academy texts a code to this phone, so your password alone cannot open the
            school&apos;s office.
          </Trans>
        </Text>
        {numbers.length > 0 ? (
          <List.Root variant="plain" aria-label={t`Your second-step phones`}>
            {numbers.map((n) => (
              <List.Item key={n}>
                <Trans>Phone number: {n}</Trans>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text>
            <Trans>No second step yet.</Trans>
          </Text>
        )}
        <FormStatus outcome={outcome} />
        {numbers.length === 0 && (
          <PhoneCodeForm
            busy={busy}
            attempt={attempt}
            send={step.sendEnrolmentCode}
            confirm={async (verificationId, code, phone) => {
              await step.confirmEnrolment(verificationId, code);
              setNumbers(secondSteps(auth));
              onAdded?.();
              return t`${phone} is your second step: the next sign-in asks for a code sent to it.`;
            }}
            confirmLabel={t`Add this second step`}
            formLabel={t`Add a second step`}
          />
        )}
      </Stack>
    </Box>
  );
}
