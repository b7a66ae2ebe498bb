/**
 * Paying for what is in the cart. The cart page has no Firebase of its own (it loads with the landing page's code), so
 * sign-in and Firestore are loaded here, on demand. Nothing here knows which payment provider the server uses: it
 * follows the URL the server gives.
 */
import { parseCartKey } from '@academy/shared/fees';
import type { Cart } from '@academy/shared/cart';
import { callApi } from '@/lib/api';

/** The cart's entries that pay school fees (their key says what they pay for). */
export const payableKeys = (cart: Cart) => Object.keys(cart).filter((k) => parseCartKey(k) !== null);

async function signedInUser() {
  const { auth } = await import('@/lib/firebase-app');
  await auth.authStateReady();
  return auth.currentUser;
}

export async function isSignedIn() {
  return (await signedInUser()) !== null;
}

/** Starts checkout for the payable entries (prices are the server's, not these) and goes to the provider's page. */
export async function startCheckout(keys: string[], idempotencyKey: string) {
  await signedInUser();
  const result = await callApi('checkoutStart', { idempotencyKey, items: keys.map((key) => ({ key })) });
  window.location.assign(result.url);
}

export type CheckoutOutcome = {
  status: 'open' | 'paid' | 'declined';
  keys: string[];
  amount: number;
  currency: string;
};

/** Follows one of the signed-in parent's checkouts until the provider's webhook settles it. */
export async function watchCheckout(checkoutId: string, onChange: (outcome: CheckoutOutcome | null) => void) {
  const user = await signedInUser();
  if (!user) {
    onChange(null);
    return () => undefined;
  }
  const schoolId = (await user.getIdTokenResult()).claims.school_id as string;
  const [{ firestore }, { doc, onSnapshot }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore'),
  ]);
  return onSnapshot(
    doc(firestore, 'schools', schoolId, 'checkoutSessions', checkoutId),
    (snap) => {
      const data = snap.data() as
        { status: CheckoutOutcome['status']; items: { key: string }[]; amount: number; currency: string } | undefined;
      onChange(
        data
          ? { status: data.status, keys: data.items.map((i) => i.key), amount: data.amount, currency: data.currency }
          : null,
      );
    },
    () => onChange(null),
  );
}

/** The emulators' test provider: the event for Pay or Decline, posted to the webhook exactly as Stripe would post it. */
export async function answerTestCheckout(session: string, outcome: 'pay' | 'decline') {
  await signedInUser();
  const { payload, signature } = await callApi('checkoutTestProvider', { session, outcome });
  const res = await fetch('/api/checkout/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  if (!res.ok) throw new Error('The payment provider’s message was refused.');
}
