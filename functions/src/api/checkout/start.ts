import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import { type CheckoutSessionDoc, type InvoiceDoc, parseCartKey, payableNow } from '@academy/shared/fees';
import { sum } from '@academy/shared/money';
import { badRequest, conflict, notFound, say } from '../../lib/errors';
import { familyIdsOf, familyWithChildren } from '../../lib/families';
import { db } from '../../lib/firebase';
import { paymentProvider } from '../../lib/payment-provider';
import { schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { readCoursePlaces } from '../courses/places';

const MESSAGES = {
  badItem: /*i18n*/ { id: 'api.checkout.bad-item', message: 'Item {key} is not something that can be paid for here.' },
  keyUsed: /*i18n*/ { id: 'api.checkout.key-used', message: 'This idempotency key was already used.' },
  keyOtherCart: /*i18n*/ {
    id: 'api.checkout.key-other-cart',
    message: 'idempotencyKey: this key was used for a different cart; start again with a new one.',
  },
  noInvoice: /*i18n*/ { id: 'api.checkout.no-invoice', message: 'No invoice with id {id} for you.' },
  cancelled: /*i18n*/ {
    id: 'api.checkout.invoice-cancelled',
    message: 'The invoice for {name} was cancelled by the school: remove it from your cart.',
  },
  nothingLeft: /*i18n*/ {
    id: 'api.checkout.nothing-left',
    message: 'The invoice for {name}: {schedule} has nothing left to pay: remove it from your cart.',
  },
  oneFamily: /*i18n*/ { id: 'api.checkout.one-family', message: 'Items: pay for one family at a time.' },
  oneCurrency: /*i18n*/ { id: 'api.checkout.one-currency', message: 'Items: pay in one currency at a time.' },
  noInstalment: /*i18n*/ {
    id: 'api.checkout.no-instalment',
    message: 'Item {key}: that invoice has no such instalment.',
  },
  instalmentPaid: /*i18n*/ {
    id: 'api.checkout.instalment-paid',
    message: '{name}: {schedule}, due {day} is paid already: remove it from your cart.',
  },
  allPaid: /*i18n*/ { id: 'api.checkout.all-paid', message: 'Everything in your cart is already paid.' },
  finished: /*i18n*/ { id: 'api.checkout.finished', message: 'This checkout is finished already.' },
  paying: /*i18n*/ { id: 'api.checkout.paying', message: 'Paying {amount}.' },
};

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
  if (bad) throw badRequest(say(MESSAGES.badItem, { key: bad.key.slice(0, 60) }));
  const invoiceKeys = keys.flatMap(({ key, target }) => (target?.kind === 'invoice' ? [{ key, target }] : []));
  const courseKeys = keys.flatMap(({ key, target }) => (target?.kind === 'course' ? [{ key, target }] : []));
  const invoiceIds = [...new Set(invoiceKeys.map((k) => k.target.invoiceId))];

  const session = await db.runTransaction(async (tx) => {
    const earlier = await tx.get(ref);
    if (earlier.exists) {
      const e = earlier.data()!;
      if (e.payerUid !== caller.uid) throw conflict(say(MESSAGES.keyUsed));
      if (e.cartKeys && e.cartKeys.join('\n') !== cartKeys.join('\n')) throw conflict(say(MESSAGES.keyOtherCart));
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
        throw notFound(say(MESSAGES.noInvoice, { id: snap.id }));
      if (invoice.status === 'void') throw conflict(say(MESSAGES.cancelled, { name: invoice.studentName }));
      if (payableNow(invoice) === 0)
        throw conflict(say(MESSAGES.nothingLeft, { name: invoice.studentName, schedule: invoice.scheduleName }));
      invoices.set(snap.id, invoice);
    }
    const places = await readCoursePlaces(tx, caller, courseKeys);
    const placeFamilies = await familyIdsOf(
      caller,
      places.map((p) => ({ id: p.studentRef.id, doc: p.student })),
      tx,
    );
    const families = new Set([...[...invoices.values()].map((i) => i.familyId), ...placeFamilies.values()]);
    if (families.size > 1) throw badRequest(say(MESSAGES.oneFamily));
    const currencies = new Set([...[...invoices.values()].map((i) => i.currency), ...places.map((p) => p.currency)]);
    if (currencies.size > 1) throw badRequest(say(MESSAGES.oneCurrency));

    const left = new Map([...invoices].map(([id, i]) => [id, i.balance]));
    const priced: CheckoutSessionDoc['items'] = [];
    for (const { key, target } of invoiceKeys) {
      const invoice = invoices.get(target.invoiceId)!;
      let due = left.get(target.invoiceId)!;
      let label = `${invoice.studentName}: ${invoice.scheduleName}`;
      if (target.instalment !== undefined) {
        const instalment = invoice.instalments[target.instalment];
        if (!instalment) throw badRequest(say(MESSAGES.noInstalment, { key }));
        if (payableNow(invoice, target.instalment) === 0)
          throw conflict(
            say(
              MESSAGES.instalmentPaid,
              { name: invoice.studentName, schedule: invoice.scheduleName },
              { day: instalment.dueDate },
            ),
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
    if (amount === 0) throw conflict(say(MESSAGES.allPaid));
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

  if (session.doc.status !== 'open') throw conflict(say(MESSAGES.finished));
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
    message: say(MESSAGES.paying, undefined, undefined, {
      amount: { amount: session.doc.amount, currency: session.doc.currency },
    }),
    url,
    sessionId: ref.id,
    amount: session.doc.amount,
    currency: session.doc.currency,
  };
};
