import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
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

  return (
    <Box as="section" aria-labelledby="second-step-heading">
      <Heading as="h2" size="md" mb="2" id="second-step-heading">
        Second step at sign-in
      </Heading>
      <Stack gap="3">
        <Text color="gray.600">
          After your password or link, Academy texts a code to this phone, so your password alone cannot open the
          school&apos;s office.
        </Text>
        {numbers.length > 0 ? (
          <List.Root variant="plain" aria-label="Your second-step phones">
            {numbers.map((n) => (
              <List.Item key={n}>Phone number: {n}</List.Item>
            ))}
          </List.Root>
        ) : (
          <Text>No second step yet.</Text>
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
              return `${phone} is your second step: the next sign-in asks for a code sent to it.`;
            }}
            confirmLabel="Add this second step"
            formLabel="Add a second step"
          />
        )}
      </Stack>
    </Box>
  );
}
