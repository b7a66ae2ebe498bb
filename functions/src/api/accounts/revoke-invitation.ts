import type { PersonAccount } from '@academy/shared/invitations';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';

const NO_ACCOUNT: PersonAccount = {
  state: 'none',
  invitationId: null,
  invitedAt: null,
  expiresAt: null,
  channel: null,
};

/** Withdraws a person's pending invitation: its code and link stop working, and the person shows as "No account". */
export const revokeInvitation: Handler<'revokeInvitation'> = async ({ personType, personId }, { caller }) => {
  await db.runTransaction(async (tx) => {
    const personRef = db.doc(`schools/${caller.school_id}/${personType}/${personId}`);
    const person = await tx.get(personRef);
    if (!person.exists) throw notFound(`Person: no ${personType} record ${personId} in your school.`);
    const invitationId = person.get('account.invitationId') as string | null | undefined;
    if (!['invited', 'bounced'].includes(person.get('account.state') as string) || !invitationId)
      throw conflict('This person has no invitation waiting to be withdrawn.');
    const invitationRef = db.doc(`schools/${caller.school_id}/invitations/${invitationId}`);
    const invitation = await tx.get(invitationRef);
    if (invitation.get('state') === 'pending') tx.update(invitationRef, { state: 'revoked' });
    tx.update(personRef, { account: NO_ACCOUNT });
    writeAudit(tx, caller, {
      action: 'accounts.invitationRevoked',
      target: `${personType}/${personId}`,
      before: { invitationId },
      after: null,
    });
  });
  return { status: 200, message: 'The invitation is withdrawn: its code and link no longer work.' };
};
