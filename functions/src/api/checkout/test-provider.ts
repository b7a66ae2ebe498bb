import { IN_EMULATOR } from '../../config';
import { notFound, say } from '../../lib/errors';
import { localProviderEvent } from '../../lib/payment-provider';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** The emulators' stand-in for Stripe's page: the signed event for Pay or Decline, for the payer's own checkout only. */
export const checkoutTestProvider: Handler<'checkoutTestProvider'> = async ({ session, outcome }, { caller }) => {
  if (!IN_EMULATOR) throw notFound('No API route /checkout/testProvider.');
  const checkoutId = session.slice('cs_local_'.length);
  const snap = await schoolCollection(caller, 'checkoutSessions').doc(checkoutId).get();
  const checkout = snap.data();
  if (!checkout || checkout.payerUid !== caller.uid)
    throw notFound(say(/*i18n*/ { id: 'api.checkout.no-such-checkout', message: 'No such checkout of yours.' }));
  return {
    status: 200 as const,
    ...(await localProviderEvent({
      providerSessionId: session,
      schoolId: caller.school_id,
      checkoutId,
      amount: checkout.amount,
      currency: checkout.currency,
      outcome,
    })),
  };
};
