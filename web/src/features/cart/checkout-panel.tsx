/** Pay for the cart's school fees, and what happened when the payment provider sent the payer back. */
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@academy/shared/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCart } from '@/lib/cart-store';
import { type CheckoutOutcome, isSignedIn, payableKeys, startCheckout, watchCheckout } from './checkout';

function Notice({ status, title, text }: { status: 'info' | 'success' | 'error'; title: string; text: string }) {
  return (
    <Alert.Root status={status} role={status === 'info' ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Once the provider's webhook settles the checkout: paid empties what it paid for; declined keeps everything. */
function CheckoutResult({ checkoutId }: { checkoutId: string }) {
  const { remove } = useCart();
  const [outcome, setOutcome] = useState<CheckoutOutcome | null | undefined>(undefined);
  const { t } = useLingui();
  useEffect(() => {
    let stop: (() => void) | undefined;
    void watchCheckout(checkoutId, setOutcome).then((s) => (stop = s));
    return () => stop?.();
  }, [checkoutId]);
  useEffect(() => {
    if (outcome?.status === 'paid') for (const key of outcome.keys) remove(key);
  }, [outcome, remove]);
  if (outcome === undefined || outcome?.status === 'open')
    return (
      <Notice
        status="info"
        title={t`Waiting for the payment`}
        text={t`This page updates when the payment is confirmed.`}
      />
    );
  if (outcome === null) return null;
  if (outcome.status === 'paid') {
    const amount = formatMoney(outcome.amount, outcome.currency);
    return (
      <Notice
        status="success"
        title={t`Paid ${amount}`}
        text={t`Thank you. The receipt is on your child's page in the app, and a course bought is on the child's courses.`}
      />
    );
  }
  return (
    <Notice
      status="error"
      title={t`The payment did not go through`}
      text={t`Nothing was paid, and your cart still holds everything. You can try again.`}
    />
  );
}

export function CheckoutPanel() {
  const { cart } = useCart();
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const keys = payableKeys(cart);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { t } = useLingui();
  // One key per cart content: pressing Pay twice starts one checkout, and a changed cart is a new checkout (the
  // server answers a key it has seen with that key's checkout, whatever the cart holds now).
  const cartContent = keys.join(' ');
  const idempotencyKey = useMemo(() => (cartContent ? crypto.randomUUID() : ''), [cartContent]);
  useEffect(() => {
    if (keys.length > 0) void isSignedIn().then(setSignedIn);
  }, [keys.length]);

  return (
    <Stack gap="4" mt="8">
      {checkoutId ? <CheckoutResult checkoutId={checkoutId} /> : null}
      {keys.length === 0 ? (
        // Only what the school sells online can be paid here: its fees and its courses' places.
        Object.keys(cart).length > 0 ? (
          <Notice
            status="info"
            title={t`These items cannot be paid online`}
            text={t`Only school fees and courses can be paid online. Pay for anything else at your school office; your cart stays here.`}
          />
        ) : null
      ) : signedIn === false ? (
        <Text>
          <Trans>
            <RouterLink to={paths.signIn}>Sign in</RouterLink> to pay.
          </Trans>
        </Text>
      ) : (
        <Button
          colorPalette="blue"
          size="lg"
          alignSelf="start"
          loading={busy}
          onClick={() => {
            setBusy(true);
            setError('');
            startCheckout(keys, idempotencyKey).catch((e: unknown) => {
              setError(e instanceof Error ? e.message : t`Checkout could not start.`);
              setBusy(false);
            });
          }}
        >
          <Trans>Pay</Trans>
        </Button>
      )}
      {error ? <Notice status="error" title={t`Checkout could not start`} text={error} /> : null}
    </Stack>
  );
}
