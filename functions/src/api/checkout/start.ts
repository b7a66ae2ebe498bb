import { type CheckoutSessionDoc, type InvoiceDoc, parseCartKey } from '@academy/shared/fees';
import { formatMoney, sum } from '@academy/shared/money';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { paymentProvider } from '../../lib/payment-provider';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * A parent pays what is in their cart. Every price is looked up again here from the invoices (an instalment's unpaid
 * part, or an invoice's balance); what the browser says an item costs is ignored. Only the caller's own children's
 * invoices can be paid. The same idempotency key answers with the same checkout, and only for the same cart.
 */
export const checkoutStart: Handler<'checkoutStart'> = async ({ idempotencyKey, items }, { caller, raw }) => {
  const sessions = schoolCollection(caller, 'checkoutSessions');
  const checkoutId = `co_${idempotencyKey}`;
  const ref = sessions.doc(checkoutId);
  const keys = items.map((i) => ({ key: i.key, parsed: parseCartKey(i.key) }));
  const bad = keys.find((k) => !k.parsed);
  if (bad) throw badRequest(`Item ${bad.key.slice(0, 60)} is not something fees can be paid for.`);
  const invoiceIds = [...new Set(keys.map((k) => k.parsed!.invoiceId))];
  const cartKeys = [...new Set(items.map((i) => i.key))].sort();

  const session = await db.runTransaction(async (tx) => {
    const earlier = await tx.get(ref);
    if (earlier.exists) {
      const e = earlier.data()!;
      if (e.payerUid !== caller.uid) throw conflict('This idempotency key was already used.');
      if (e.cartKeys && e.cartKeys.join('\n') !== cartKeys.join('\n'))
        throw conflict('idempotencyKey: this key was used for a different cart; start again with a new one.');
      return { doc: e, fresh: false };
    }
    const snaps = await tx.getAll(...invoiceIds.map((id) => schoolCollection(caller, 'invoices').doc(id)));
    const invoices = new Map<string, InvoiceDoc>();
    for (const snap of snaps) {
      const invoice = snap.data();
      // Another family's invoice is answered exactly like one that does not exist.
      if (!invoice || !invoice.guardianUids.includes(caller.uid))
        throw notFound(`No invoice with id ${snap.id} for you.`);
      if (invoice.status === 'void')
        throw conflict(`The invoice for ${invoice.studentName} was cancelled by the school.`);
      invoices.set(snap.id, invoice);
    }
    const families = new Set([...invoices.values()].map((i) => i.familyId));
    if (families.size > 1) throw badRequest('Items: pay for one family at a time.');
    const left = new Map([...invoices].map(([id, i]) => [id, i.balance]));
    const priced: CheckoutSessionDoc['items'] = [];
    for (const { key, parsed } of keys) {
      const invoice = invoices.get(parsed!.invoiceId)!;
      let due = left.get(parsed!.invoiceId)!;
      let label = `${invoice.studentName}: ${invoice.scheduleName}`;
      if (parsed!.instalment !== undefined) {
        const instalment = invoice.instalments[parsed!.instalment];
        if (!instalment) throw badRequest(`Item ${key}: that invoice has no such instalment.`);
        due = Math.min(due, instalment.amount - instalment.paid);
        label += `, due ${instalment.dueDate}`;
      }
      left.set(parsed!.invoiceId, left.get(parsed!.invoiceId)! - due);
      if (due > 0) priced.push({ key, invoiceId: parsed!.invoiceId, label, amount: due });
    }
    const amount = sum(priced.map((p) => p.amount));
    if (amount === 0) throw conflict('Everything in your cart is already paid.');
    const first = invoices.values().next().value!;
    const doc: CheckoutSessionDoc = {
      familyId: first.familyId,
      guardianUids: first.guardianUids,
      payerUid: caller.uid,
      currency: first.currency,
      amount,
      items: priced,
      cartKeys,
      status: 'open',
      providerSessionId: '',
      eventId: null,
      paymentId: null,
      createdAt: Date.now(),
    };
    tx.create(ref, doc);
    return { doc, fresh: true };
  });

  if (session.doc.status !== 'open') throw conflict('This checkout is finished already.');
  const origin = raw.header('origin') ?? '';
  const started = await (
    await paymentProvider()
  ).startCheckout({
    schoolId: caller.school_id,
    checkoutId: ref.id,
    amount: session.doc.amount,
    currency: session.doc.currency,
    description: session.doc.items
      .map((i) => i.label)
      .join('; ')
      .slice(0, 500),
    returnUrl: `${/^https?:\/\/[^/]+$/.test(origin) ? origin : ''}/cart/?checkout=${ref.id}`,
    customerEmail: caller.email,
  });
  const { providerSessionId, url } = started;
  if (session.fresh || !session.doc.providerSessionId) await ref.update({ providerSessionId });
  return {
    status: 200 as const,
    message: `Paying ${formatMoney(session.doc.amount, session.doc.currency)}.`,
    url,
    sessionId: ref.id,
    amount: session.doc.amount,
    currency: session.doc.currency,
  };
};
