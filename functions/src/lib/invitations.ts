/** Finding an invitation by the secret a person holds, and telling them plainly why it no longer works. */
import type { InvitationSecret } from '@academy/shared/invitations-api';
import type { InvitationDoc } from '@academy/shared/invitations';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { INVITATION_RATE_LIMIT } from '../config';
import { HttpError, notFound, say, type Sentence } from './errors';
import { db } from './firebase';
import { hashSecret } from './invitation-secrets';
import { failureLimit, unknownAddress } from './rate-limit';

const MESSAGES = {
  tooManyGuesses: /*i18n*/ {
    id: 'api.invitation.too-many-guesses',
    message:
      'Too many invitation codes that do not exist were tried from here. Wait 15 minutes, then type the code again.',
  },
  noSuch: /*i18n*/ {
    id: 'api.invitation.no-such-code',
    message:
      'Code: no invitation has this code. Check it against the letter or the e-mail (letters and digits, such as 7KQ-M4X-2PD).',
  },
  removed: /*i18n*/ {
    id: 'api.invitation.person-removed',
    message: 'This invitation is no longer valid: the school has removed this person. Ask the school office.',
  },
  used: /*i18n*/ { id: 'api.invitation.used', message: 'This invitation has already been used. Sign in instead.' },
  withdrawn: /*i18n*/ {
    id: 'api.invitation.withdrawn',
    message: 'This invitation was withdrawn by the school. Ask the school office for a new one.',
  },
  replaced: /*i18n*/ {
    id: 'api.invitation.replaced',
    message: 'A newer invitation replaced this one. Use the latest letter or e-mail from the school.',
  },
  hasAccount: /*i18n*/ {
    id: 'api.invitation.has-account',
    message: 'This person already has an account. Sign in instead.',
  },
  expired: /*i18n*/ {
    id: 'api.invitation.expired',
    message: 'This invitation has expired. Ask the school office to send a new one.',
  },
};

/** Counts, per client address, codes and links that match no invitation: the limit on guessing. */
export function invitationGuesses(ip: string | undefined) {
  if (!ip) throw unknownAddress();
  return failureLimit(
    `invitation:address:${ip}`,
    { limit: INVITATION_RATE_LIMIT.perAddress, windowMs: INVITATION_RATE_LIMIT.windowMs },
    say(MESSAGES.tooManyGuesses),
  );
}

/** The invitation whose code or link token this is, in whichever school, or 404. */
export async function findInvitation(secret: InvitationSecret): Promise<DocumentSnapshot> {
  const [field, value] = secret.code ? ['codeHash', secret.code] : ['tokenHash', secret.token!];
  const found = await db.collectionGroup('invitations').where(field, '==', hashSecret(value)).limit(1).get();
  const invitation = found.docs[0];
  if (!invitation) throw notFound(say(MESSAGES.noSuch));
  return invitation;
}

export const schoolIdOf = (invitation: DocumentSnapshot) => invitation.ref.parent.parent!.id;

/**
 * Why an invitation can no longer be accepted, in words for the person holding it, or undefined while it holds.
 * `currentId` is the invitation the person's record names: any other was replaced by a newer one.
 */
export function invitationProblem(
  invitation: InvitationDoc,
  id: string,
  person: DocumentSnapshot,
  now: number,
): Sentence | undefined {
  const current = (person.get('account.invitationId') as string | null | undefined) ?? null;
  if (!person.exists || person.get('archived') === true) return say(MESSAGES.removed);
  if (invitation.state === 'accepted') return say(MESSAGES.used);
  if (invitation.state === 'revoked') return say(MESSAGES.withdrawn);
  if (invitation.state === 'replaced' || current !== id) return say(MESSAGES.replaced);
  if (person.get('accountUid')) return say(MESSAGES.hasAccount);
  if (invitation.expiresAt <= now) return say(MESSAGES.expired);
  return undefined;
}

export const gone = (message: string | Sentence) => new HttpError(410, message);
