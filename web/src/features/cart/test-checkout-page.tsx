/** The emulators' stand-in for Stripe's checkout page: Pay or Decline, each sent through the real signed webhook. */
import { Alert, Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { formatMoney } from '@academy/shared/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { answerTestCheckout, type CheckoutOutcome, watchCheckout } from './checkout';

export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const back = params.get('return') ?? '/cart/';
  const [checkout, setCheckout] = useState<CheckoutOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { t } = useLingui();
  useEffect(() => {
    let stop: (() => void) | undefined;
    void watchCheckout(session.replace(/^cs_local_/, ''), setCheckout).then((s) => (stop = s));
    return () => stop?.();
  }, [session]);
  const answer = (outcome: 'pay' | 'decline') => {
    setBusy(true);
    answerTestCheckout(session, outcome)
      .then(() =>
        // Only back into this site: "//elsewhere" starts with "/" too, so compare the resolved origin.
        window.location.assign(
          new URL(back, window.location.origin).origin === window.location.origin ? back : '/cart/',
        ),
      )
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : t`The payment failed.`);
        setBusy(false);
      });
  };
  return (
    <Box minH="100vh" bg="gray.50">
      <Container as="main" maxW="md" py="16">
        <Heading as="h1" size="xl" mb="2">
          <Trans>Test payment provider</Trans>
        </Heading>
        <Text color="gray.700" mb="6">
          <Trans>This page stands in for the card payment page in the local emulators. No card is charged.</Trans>
        </Text>
        <Text fontSize="2xl" fontWeight="semibold" mb="6" data-testid="checkout-amount">
          {checkout ? formatMoney(checkout.amount, checkout.currency) : '…'}
        </Text>
        <HStack>
          <Button colorPalette="blue" loading={busy} disabled={!checkout} onClick={() => answer('pay')}>
            <Trans>Pay</Trans>
          </Button>
          <Button variant="outline" colorPalette="red" disabled={busy || !checkout} onClick={() => answer('decline')}>
            <Trans>Decline</Trans>
          </Button>
        </HStack>
        {error ? (
          <Alert.Root status="error" mt="6" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Container>
    </Box>
  );
}
