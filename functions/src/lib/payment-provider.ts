/**
 * The card-payment provider behind checkout. In production it is Stripe Checkout with the keys in the functions'
 * secrets; in the emulators a local test provider stands in: its checkout page (web /cart/test-checkout) has Pay and
 * Decline, and the event it sends is signed with a local secret and checked by the same Stripe signature check on the
 * same webhook route. Handlers see only this interface.
 */
import { defineSecret } from 'firebase-functions/params';
import type Stripe from 'stripe';
import { IN_EMULATOR } from '../config';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
/** The secrets the api function is deployed with; the emulators use the local provider and need none. */
export const PAYMENT_SECRETS = IN_EMULATOR ? [] : [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET];

/** The local provider's signing secret: it proves nothing outside the emulators, where it is never used. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_test_provider_only';

export interface CheckoutRequest {
  schoolId: string;
  checkoutId: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the payer back (absolute for Stripe). */
  returnUrl: string;
  customerEmail: string | undefined;
}

export interface PaymentEvent {
  id: string;
  kind: 'paid' | 'abandoned' | 'other';
  providerSessionId: string;
  schoolId: string | undefined;
  checkoutId: string | undefined;
  amount: number | null;
  currency: string | null;
}

export interface PaymentProvider {
  startCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  /** The event, or null when the signature does not prove it came from the provider. */
  verifyEvent(rawBody: Buffer | string, signature: string | undefined): PaymentEvent | null;
}

function eventOf(event: Stripe.Event): PaymentEvent {
  const session =
    event.type === 'checkout.session.completed' || event.type === 'checkout.session.expired' ? event.data.object : null;
  const kind =
    event.type === 'checkout.session.completed' && session?.payment_status === 'paid'
      ? 'paid'
      : event.type === 'checkout.session.expired'
        ? 'abandoned'
        : 'other';
  return {
    id: event.id,
    kind,
    providerSessionId: session?.id ?? '',
    schoolId: session?.metadata?.schoolId,
    checkoutId: session?.metadata?.checkoutId,
    amount: session?.amount_total ?? null,
    currency: session?.currency?.toUpperCase() ?? null,
  };
}

function verifyWith(stripe: Stripe, secret: string) {
  return (rawBody: Buffer | string, signature: string | undefined): PaymentEvent | null => {
    if (!signature) return null;
    try {
      return eventOf(stripe.webhooks.constructEvent(rawBody, signature, secret));
    } catch {
      return null;
    }
  };
}

/** Stripe's library is loaded on the first payment call only, so every other request starts as fast as before. */
async function stripeLibrary(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

async function stripeProvider(): Promise<PaymentProvider> {
  const stripe = new (await stripeLibrary())(STRIPE_SECRET_KEY.value());
  return {
    async startCheckout(r) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: r.currency.toLowerCase(),
                unit_amount: r.amount,
                product_data: { name: r.description },
              },
            },
          ],
          success_url: r.returnUrl,
          cancel_url: r.returnUrl,
          customer_email: r.customerEmail,
          client_reference_id: r.checkoutId,
          metadata: { schoolId: r.schoolId, checkoutId: r.checkoutId },
        },
        { idempotencyKey: `checkout-${r.schoolId}-${r.checkoutId}` },
      );
      return { providerSessionId: session.id, url: session.url ?? r.returnUrl };
    },
    verifyEvent: verifyWith(stripe, STRIPE_WEBHOOK_SECRET.value()),
  };
}

/** Stripe's library, offline: it only signs and checks events here, never calls Stripe. */
const localStripe = async () => new (await stripeLibrary())('sk_test_local_provider_never_sent');

async function localProvider(): Promise<PaymentProvider> {
  const stripe = await localStripe();
  return {
    async startCheckout(r) {
      const providerSessionId = `cs_local_${r.checkoutId}`;
      const query = new URLSearchParams({ session: providerSessionId, return: r.returnUrl });
      return { providerSessionId, url: `/cart/test-checkout?${query.toString()}` };
    },
    verifyEvent: verifyWith(stripe, LOCAL_WEBHOOK_SECRET),
  };
}

export const paymentProvider = (): Promise<PaymentProvider> => (IN_EMULATOR ? localProvider() : stripeProvider());

/**
 * What the local provider's checkout page sends when the payer presses Pay or Decline: a Stripe-shaped event and its
 * signature header, which the page posts to the webhook exactly as Stripe would. Only ever made in the emulators.
 */
export async function localProviderEvent(session: {
  providerSessionId: string;
  schoolId: string;
  checkoutId: string;
  amount: number;
  currency: string;
  outcome: 'pay' | 'decline';
}): Promise<{ payload: string; signature: string }> {
  const paid = session.outcome === 'pay';
  const payload = JSON.stringify({
    id: `evt_local_${session.checkoutId}_${session.outcome}`,
    object: 'event',
    type: paid ? 'checkout.session.completed' : 'checkout.session.expired',
    data: {
      object: {
        id: session.providerSessionId,
        object: 'checkout.session',
        payment_status: paid ? 'paid' : 'unpaid',
        amount_total: session.amount,
        currency: session.currency.toLowerCase(),
        metadata: { schoolId: session.schoolId, checkoutId: session.checkoutId },
      },
    },
  });
  const signature = (await localStripe()).webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  return { payload, signature };
}
