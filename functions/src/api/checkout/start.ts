import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import { type CheckoutSessionDoc, type InvoiceDoc, parseCartKey, payableNow } from '@academy/shared/fees';
import { formatMoney, sum } from '@academy/shared/money';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { familyIdsOf, familyWithChildren } from '../../lib/families';
import { db } from '../../lib/firebase';
import { paymentProvider } from '../../lib/payment-provider';
import { schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { readCoursePlaces } from '../courses/places';

/**
 * A parent pays what is in their cart: invoices (an instalment's unpaid part, or an invoice's balance) and places on
 * priced courses for their children. Every price is looked up again here; what the browser says an item costs is
 * ignored. Only the caller's own children can be paid for, and a course place only while it can be taken: not
 * already held, not full, inside its enrolment window. The same idempotency key answers with the same checkout, and
 * only for the same cart.
 */
export const checkoutStart: Handler<'checkoutStart'> = async ({ idempotencyKey, items }, { caller, raw }) => {
  const sessions = schoolCollection(caller, 'checkoutSessions');
  const checkoutId = `co_${idempotencyKey}`;
  const ref = sessions.doc(checkoutId);
  const cartKeys = [...new Set(items.map((i) => i.key))].sort();
  const keys = cartKeys.map((key) => ({ key, target: parseCartKey(key) }));
  const bad = keys.find((k) => !k.target);
  if (bad) throw badRequest(`Item ${bad.key.slice(0, 60)} is not something that can be paid for here.`);
  const invoiceKeys = keys.flatMap(({ key, target }) => (target?.kind === 'invoice' ? [{ key, target }] : []));
  const courseKeys = keys.flatMap(({ key, target }) => (target?.kind === 'course' ? [{ key, target }] : []));
  const invoiceIds = [...new Set(invoiceKeys.map((k) => k.target.invoiceId))];

  const session = await db.runTransaction(async (tx) => {
    const earlier = await tx.get(ref);
    if (earlier.exists) {
      const e = earlier.data()!;
      if (e.payerUid !== caller.uid) throw conflict('This idempotency key was already used.');
      if (e.cartKeys && e.cartKeys.join('\n') !== cartKeys.join('\n'))
        throw conflict('idempotencyKey: this key was used for a different cart; start again with a new one.');
      return { doc: e, fresh: false };
    }
    const where = schoolLocaleOf((await tx.get(schoolDoc(caller))).data());
    const snaps = invoiceIds.length
      ? await tx.getAll(...invoiceIds.map((id) => schoolCollection(caller, 'invoices').doc(id)))
      : [];
    const invoices = new Map<string, InvoiceDoc>();
    for (const snap of snaps) {
      const invoice = snap.data();
      // Another family's invoice is answered exactly like one that does not exist.
      if (!invoice || !invoice.guardianUids.includes(caller.uid))
        throw notFound(`No invoice with id ${snap.id} for you.`);
      if (invoice.status === 'void')
        throw conflict(`The invoice for ${invoice.studentName} was cancelled by the school: remove it from your cart.`);
      if (payableNow(invoice) === 0)
        throw conflict(
          `The invoice for ${invoice.studentName}: ${invoice.scheduleName} has nothing left to pay: remove it from your cart.`,
        );
      invoices.set(snap.id, invoice);
    }
    const places = await readCoursePlaces(tx, caller, courseKeys);
    const placeFamilies = await familyIdsOf(
      caller,
      places.map((p) => ({ id: p.studentRef.id, doc: p.student })),
      tx,
    );
    const families = new Set([...[...invoices.values()].map((i) => i.familyId), ...placeFamilies.values()]);
    if (families.size > 1) throw badRequest('Items: pay for one family at a time.');
    const currencies = new Set([...[...invoices.values()].map((i) => i.currency), ...places.map((p) => p.currency)]);
    if (currencies.size > 1) throw badRequest('Items: pay in one currency at a time.');

    const left = new Map([...invoices].map(([id, i]) => [id, i.balance]));
    const priced: CheckoutSessionDoc['items'] = [];
    for (const { key, target } of invoiceKeys) {
      const invoice = invoices.get(target.invoiceId)!;
      let due = left.get(target.invoiceId)!;
      let label = `${invoice.studentName}: ${invoice.scheduleName}`;
      if (target.instalment !== undefined) {
        const instalment = invoice.instalments[target.instalment];
        if (!instalment) throw badRequest(`Item ${key}: that invoice has no such instalment.`);
        if (payableNow(invoice, target.instalment) === 0)
          throw conflict(
            `${label}, due ${formatDate(instalment.dueDate, where)} is paid already: remove it from your cart.`,
          );
        due = Math.min(due, instalment.amount - instalment.paid);
        label += `, due ${formatDate(instalment.dueDate, where)}`;
      }
      left.set(target.invoiceId, left.get(target.invoiceId)! - due);
      if (due > 0) priced.push({ key, invoiceId: target.invoiceId, label, amount: due });
    }
    for (const p of places)
      priced.push({
        key: p.key,
        course: { courseId: p.courseRef.id, studentId: p.studentRef.id },
        label: p.label,
        amount: p.amount,
      });
    const amount = sum(priced.map((p) => p.amount));
    if (amount === 0) throw conflict('Everything in your cart is already paid.');
    const familyId = [...families][0]!;
    // A family first charged by buying a course has no record yet: it is opened (or joined by the child) here, so
    // the payment has a family to belong to.
    const family = await familyWithChildren(tx, caller, familyId, places, [...currencies][0]!);
    const doc: CheckoutSessionDoc = {
      familyId,
      guardianUids: family.guardianUids,
      payerUid: caller.uid,
      currency: [...currencies][0]!,
      amount,
      items: priced,
      cartKeys,
      status: 'open',
      providerSessionId: '',
      eventId: null,
      paymentId: null,
      createdAt: Date.now(),
    };
    family.write();
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
