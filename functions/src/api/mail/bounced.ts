import { BOUNCE_SECRET_HEADER } from '@academy/shared/mail';
import { PERSON_COLLECTIONS } from '@academy/shared/accounts';
import { createHash, timingSafeEqual } from 'node:crypto';
import { PUBLIC_FAILURE_LIMIT } from '../../config';
import { writeAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { bounceSecret } from '../../lib/mail';
import { failureLimit, unknownAddress } from '../../lib/rate-limit';
import type { Handler } from '../../lib/router';
import { systemCaller } from '../../lib/caller';

const TOO_MANY_FORGERIES = 'Too many bounce reports with a wrong secret from this address. Wait 15 minutes.';

/** Compares in constant time (hashes first, so the lengths match and nothing is learnt from the time taken). */
function sameSecret(given: string | undefined, expected: string) {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return given !== undefined && expected.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/**
 * The mail provider reports that a message bounced. The shared secret in its header proves who sent the report; the
 * message is named by the header every message carries. The record is marked bounced with the provider's reason, and
 * an invitation's person shows "E-mail bounced" (still invited by that invitation), so the office sends a letter.
 * A repeated report changes nothing.
 */
export const mailBounced: Handler<'mailBounced'> = async (input, { raw, ip }) => {
  if (!ip) throw unknownAddress();
  const forgeries = failureLimit(`mail-bounced:address:${ip}`, PUBLIC_FAILURE_LIMIT, TOO_MANY_FORGERIES);
  await forgeries.refuse();
  if (!sameSecret(raw.header(BOUNCE_SECRET_HEADER), bounceSecret())) {
    await forgeries.failed();
    throw badRequest(`${BOUNCE_SECRET_HEADER} does not prove this report came from the mail provider.`);
  }
  const [schoolId, mailId] = input.message.split('/') as [string, string];
  const mailRef = db.doc(`schools/${schoolId}/mail/${mailId}`);
  return db.runTransaction(async (tx) => {
    const mail = await tx.get(mailRef);
    if (!mail.exists) throw notFound('Message: no such message was sent by Academy.');
    if (mail.get('state') === 'bounced') return { status: 200 as const, message: 'Already recorded as bounced.' };
    const invitationId = mail.get('kind') === 'invitation' ? (mail.get('refId') as string | null) : null;
    const invitation = invitationId ? await tx.get(db.doc(`schools/${schoolId}/invitations/${invitationId}`)) : null;
    const personType = invitation?.get('personType') as string | undefined;
    const person =
      invitation?.exists && PERSON_COLLECTIONS.includes(personType as never)
        ? await tx.get(db.doc(`schools/${schoolId}/${personType}/${invitation.get('personId') as string}`))
        : null;
    const now = Date.now();
    tx.update(mailRef, { state: 'bounced', error: input.reason, bouncedAt: now });
    // Only while this invitation is the one the person is waiting on: a newer invitation or an account is left alone.
    const waiting =
      person?.exists &&
      !person.get('accountUid') &&
      person.get('account.state') === 'invited' &&
      person.get('account.invitationId') === invitationId;
    if (waiting) tx.update(person.ref, { 'account.state': 'bounced', 'account.bounceReason': input.reason });
    const system = systemCaller(schoolId, 'mail-provider');
    writeAudit(tx, system, {
      action: 'mail.bounced',
      target: waiting ? `${personType}/${person.id}` : `mail/${mailId}`,
      before: { state: mail.get('state') as string },
      after: { state: 'bounced', reason: input.reason },
    });
    return {
      status: 200 as const,
      message: waiting ? 'Recorded: the person shows E-mail bounced.' : 'Recorded as bounced.',
    };
  });
};
