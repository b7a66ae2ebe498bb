/**
 * The card-payment provider behind checkout. In production it is Stripe Checkout with the keys in the functions'
 * secrets; in the emulators a local test provider stands in: its checkout page (web /cart/test-checkout) has Pay and
 * Decline, and the event it sends is signed with a local secret and checked by the same Stripe signature check on the
 * same webhook route. Handlers see only this interface.
 */
import { defineSecret } from 'firebase-functions/params';
import type Stripe from 'stripe';
import { apiRoutes } from '@academy/shared/api';
import { API_PREFIX, IN_EMULATOR, REGION } from '../config';

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

export interface RefundRequest {
  schoolId: string;
  /** Our record of the refund (`cardRefunds/{refundId}`); the provider carries it back in the refund's metadata. */
  refundId: string;
  /** The checkout session the money was paid through. */
  providerSessionId: string;
  amount: number;
  currency: string;
}

export interface PaymentEvent {
  id: string;
  kind: 'paid' | 'abandoned' | 'refunded' | 'refundFailed' | 'other';
  providerSessionId: string;
  schoolId: string | undefined;
  checkoutId: string | undefined;
  /** For a refund's events: our refund record, the provider's refund and why it failed. */
  refundId: string | undefined;
  providerRefundId: string;
  failureReason: string;
  amount: number | null;
  currency: string | null;
}

export interface PaymentProvider {
  startCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  /** Asks the provider to pay money back to the card; the outcome arrives later as a signed refund event. */
  refundPayment(request: RefundRequest): Promise<{ providerRefundId: string }>;
  /** The event, or null when the signature does not prove it came from the provider. */
  verifyEvent(rawBody: Buffer | string, signature: string | undefined): PaymentEvent | null;
}

function refundEventOf(event: Stripe.RefundCreatedEvent | Stripe.RefundUpdatedEvent | Stripe.RefundFailedEvent) {
  const refund = event.data.object;
  const kind: PaymentEvent['kind'] =
    event.type === 'refund.failed' || refund.status === 'failed' || refund.status === 'canceled'
      ? 'refundFailed'
      : refund.status === 'succeeded'
        ? 'refunded'
        : 'other';
  return {
    id: event.id,
    kind,
    providerSessionId: '',
    schoolId: refund.metadata?.schoolId,
    checkoutId: undefined,
    refundId: refund.metadata?.refundId,
    providerRefundId: refund.id,
    failureReason: refund.failure_reason ?? refund.status ?? '',
    amount: refund.amount,
    currency: refund.currency.toUpperCase(),
  };
}

function eventOf(event: Stripe.Event): PaymentEvent {
  if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed')
    return refundEventOf(event);
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
    refundId: undefined,
    providerRefundId: '',
    failureReason: '',
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
    async refundPayment(r) {
      const session = await stripe.checkout.sessions.retrieve(r.providerSessionId);
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Checkout session ${r.providerSessionId} has no payment to refund.`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: r.amount,
          metadata: { schoolId: r.schoolId, refundId: r.refundId },
        },
        { idempotencyKey: `refund-${r.schoolId}-${r.refundId}` },
      );
      return { providerRefundId: refund.id };
    },
    verifyEvent: verifyWith(stripe, STRIPE_WEBHOOK_SECRET.value()),
  };
}

/**
 * Where the local provider sends its events: the api function's webhook route in the Functions emulator, found from
 * the emulator hub's list of running emulators (as the Firebase tools find each other).
 */
async function localWebhookUrl(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('The local payment provider runs only in the emulators.');
  const running = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number } | undefined
  >;
  const functions = running.functions;
  if (!functions) throw new Error('The Functions emulator is not running.');
  return `http://${functions.host}:${functions.port}/${process.env.GCLOUD_PROJECT}/${REGION}/api${API_PREFIX}${apiRoutes.checkoutWebhook.path}`;
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
    /**
     * Refunds at once, as Stripe does a card refund, and sends the signed `refund.updated` event to the webhook, as
     * Stripe would. A refund of more than the test card can take (an amount ending in 99 minor units) fails, so the
     * failure path can be tried locally too.
     */
    async refundPayment(r) {
      const providerRefundId = `re_local_${r.refundId}`;
      const failed = r.amount % 100 === 99;
      const payload = JSON.stringify({
        id: `evt_local_${r.refundId}`,
        object: 'event',
        type: failed ? 'refund.failed' : 'refund.updated',
        data: {
          object: {
            id: providerRefundId,
            object: 'refund',
            amount: r.amount,
            currency: r.currency.toLowerCase(),
            status: failed ? 'failed' : 'succeeded',
            failure_reason: failed ? 'declined' : null,
            payment_intent: `pi_local_${r.providerSessionId}`,
            metadata: { schoolId: r.schoolId, refundId: r.refundId },
          },
        },
      });
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
      const answer = await fetch(await localWebhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (!answer.ok) throw new Error(`The webhook answered ${answer.status}: ${await answer.text()}`);
      return { providerRefundId };
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
