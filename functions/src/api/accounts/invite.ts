import { type PersonCollection, ROLE_FOR_PERSON } from '@academy/shared/accounts';
import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import {
  accountStanding,
  formatCode,
  type InvitationChannel,
  type InvitationDoc,
  invitationDaysOf,
  type PersonAccount,
} from '@academy/shared/invitations';
import { INVITE_LIMIT, type InviteResult } from '@academy/shared/invitations-api';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { APP_URL } from '../../config';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { hashSecret, newCode, newToken } from '../../lib/invitation-secrets';
import { type OutgoingMail, type QueuedMail, queueMail, sendQueued } from '../../lib/mail';
import { plural } from '../../lib/records';
import type { Handler } from '../../lib/router';

const DAY_MS = 24 * 60 * 60 * 1000;
/** People per batch: each takes at most 4 writes (invitation, person, the replaced invitation, the queued e-mail). */
const PEOPLE_PER_BATCH = 100;

interface Invitee {
  kind: PersonCollection;
  person: DocumentSnapshot;
}

function invitationMail(args: {
  schoolName: string;
  firstName: string;
  role: string;
  to: string;
  token: string;
  code: string;
  expires: string;
  invitationId: string;
}): OutgoingMail {
  const link = `${APP_URL}/join?token=${args.token}`;
  const text = [
    `Hello ${args.firstName},`,
    '',
    `${args.schoolName} invites you to Academy, where you will sign in as ${args.role}.`,
    '',
    `Open this link to choose how you will sign in:`,
    link,
    '',
    `Or go to ${APP_URL}/join and type the code ${formatCode(args.code)}.`,
    '',
    `The invitation can be used once, until ${args.expires}. If you did not expect it, ignore this e-mail.`,
  ].join('\n');
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    `<p>Hello ${esc(args.firstName)},</p><p>${esc(args.schoolName)} invites you to Academy, where you will sign in ` +
    `as ${esc(args.role)}.</p><p><a href="${esc(link)}">Join ${esc(args.schoolName)}</a></p>` +
    `<p>Or go to ${esc(APP_URL)}/join and type the code <strong>${formatCode(args.code)}</strong>.</p>` +
    `<p>The invitation can be used once, until ${esc(args.expires)}.</p>`;
  return {
    to: args.to,
    subject: `Join ${args.schoolName} on Academy`,
    text,
    html,
    kind: 'invitation',
    refId: args.invitationId,
  };
}

/** The people named, read in one round trip, or everyone of a kind that the filter picks. */
async function invitees(schoolId: string, input: Parameters<Handler<'invite'>>[0], now: number): Promise<Invitee[]> {
  if (input.people) {
    const unique = [...new Map(input.people.map((p) => [`${p.kind}/${p.id}`, p])).values()];
    const snaps = await db.getAll(...unique.map((p) => db.doc(`schools/${schoolId}/${p.kind}/${p.id}`)));
    const missing = snaps.findIndex((s) => !s.exists);
    if (missing >= 0)
      throw notFound(`People: no ${unique[missing]!.kind} record ${unique[missing]!.id} in your school.`);
    return snaps.map((person, i) => ({ kind: unique[i]!.kind, person }));
  }
  const kind = input.kind!;
  const withoutAccount = await db
    .collection(`schools/${schoolId}/${kind}`)
    .where('accountUid', '==', null)
    .limit(INVITE_LIMIT * 2)
    .get();
  return withoutAccount.docs
    .filter((person) => person.get('archived') !== true)
    .filter((person) => {
      const standing = accountStanding(person.data() as never, undefined, now);
      return input.filter === 'notActive' || standing === 'none' || standing === 'expired';
    })
    .slice(0, INVITE_LIMIT)
    .map((person) => ({ kind, person }));
}

/**
 * Invites people to make their own account: for each, a new invitation (only the hashes of its code and link), the
 * account summary on their record, the invitation it replaces marked so, and by e-mail a queued message; written in
 * batches committed together, then the e-mails are sent. Letter codes come back once, for the Admin to print.
 */
export const invite: Handler<'invite'> = async (input, { caller }) => {
  const now = Date.now();
  const schoolId = caller.school_id;
  const school = await db.doc(`schools/${schoolId}`).get();
  const schoolName = String(school.get('name') ?? 'Your school');
  const expiresAt = now + invitationDaysOf(school.get('settings') as { invitationDays?: unknown }) * DAY_MS;
  const expires = formatDate(expiresAt, schoolLocaleOf(school.data()));
  const channel: InvitationChannel = input.channel;

  const everyone = await invitees(schoolId, input, now);
  const hasAccount = everyone.filter((i) => i.person.get('accountUid') || i.person.get('archived') === true);
  const withoutEmail = everyone.filter((i) => !hasAccount.includes(i) && channel === 'email' && !i.person.get('email'));
  const toInvite = everyone.filter((i) => !hasAccount.includes(i) && !withoutEmail.includes(i));

  const letters: InviteResult['letters'] = [];
  const queued: QueuedMail[] = [];
  const batches = [];
  for (let i = 0; i < toInvite.length; i += PEOPLE_PER_BATCH) {
    const batch = db.batch();
    for (const { kind, person } of toInvite.slice(i, i + PEOPLE_PER_BATCH)) {
      const code = newCode();
      const token = newToken();
      const ref = db.collection(`schools/${schoolId}/invitations`).doc();
      const email = (person.get('email') as string | undefined)?.toLowerCase() ?? null;
      const role = ROLE_FOR_PERSON[kind];
      const invitation: InvitationDoc = {
        personType: kind,
        personId: person.id,
        role,
        email,
        channel,
        codeHash: hashSecret(code),
        tokenHash: hashSecret(token),
        state: 'pending',
        createdAt: now,
        expiresAt,
        createdBy: caller.uid,
        acceptedBy: null,
        acceptedAt: null,
      };
      batch.create(ref, invitation);
      const account: PersonAccount = { state: 'invited', invitationId: ref.id, invitedAt: now, expiresAt, channel };
      batch.update(person.ref, { account });
      const previous = person.get('account.invitationId') as string | null | undefined;
      if (previous && person.get('account.state') === 'invited')
        batch.update(db.doc(`schools/${schoolId}/invitations/${previous}`), { state: 'replaced' });
      const firstName = String(person.get('firstName'));
      if (channel === 'email') {
        queued.push(
          queueMail(
            batch,
            schoolId,
            invitationMail({ schoolName, firstName, role, to: email!, token, code, expires, invitationId: ref.id }),
            now,
          ),
        );
      } else {
        letters.push({
          personType: kind,
          personId: person.id,
          name: `${firstName} ${String(person.get('lastName'))}`,
          code: formatCode(code),
        });
      }
    }
    if (i === 0)
      writeAudit(batch, caller, {
        action: 'accounts.invited',
        target: toInvite.length === 1 ? `${toInvite[0]!.kind}/${toInvite[0]!.person.id}` : `${toInvite.length} people`,
        before: null,
        after: { channel, count: toInvite.length, people: toInvite.slice(0, 50).map((p) => p.person.id) },
      });
    batches.push(batch);
  }
  // Independent batches, committed together: no round trip per person.
  await Promise.all(batches.map((b) => b.commit()));
  const mail = await sendQueued(queued);

  const parts = [
    channel === 'email'
      ? `${plural(toInvite.length, 'person')} invited by e-mail`
      : `${plural(letters.length, 'letter')} to print`,
  ];
  if (mail.failed) parts.push(`${plural(mail.failed, 'e-mail')} could not be sent (see the mail log)`);
  if (hasAccount.length)
    parts.push(
      `${hasAccount.length} not invited: already ${hasAccount.length === 1 ? 'has' : 'have'} an account or archived`,
    );
  if (withoutEmail.length)
    parts.push(`${withoutEmail.length} not invited: no e-mail address on file (invite on paper)`);
  return {
    status: 200,
    message: `${parts.join('; ')}.`,
    invited: toInvite.length,
    refused: hasAccount.length + withoutEmail.length,
    letters,
  };
};
