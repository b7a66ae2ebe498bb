import { type PersonCollection, ROLE_FOR_PERSON } from '@academy/shared/accounts';
import type { RouteParsedInput } from '@academy/shared/api';
import {
  accountStanding,
  formatCode,
  type InvitationChannel,
  type InvitationDoc,
  invitationDaysOf,
  type PersonAccount,
} from '@academy/shared/invitations';
import { INVITE_LIMIT, type InviteResult } from '@academy/shared/invitations-api';
import { FILTER_STANDINGS } from '@academy/shared/invite-jobs';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { readerIn, schoolReading } from '../../lib/readers';
import { childNames, invitationMail, type Invitee, letterFamily } from '../../lib/invitation-words';
import { hashSecret, newCode, newToken } from '../../lib/invitation-secrets';
import { type QueuedMail, queueMail, sendQueued } from '../../lib/mail';
import { plural } from '../../lib/records';
import type { Handler } from '../../lib/router';

const DAY_MS = 24 * 60 * 60 * 1000;
/** People per batch: each takes at most 4 writes (invitation, person, the replaced invitation, the queued e-mail). */
const PEOPLE_PER_BATCH = 100;

type InviteInput = RouteParsedInput<'invite'>;

/** The people of a kind a filter may pick, before their standing is checked: of one class when it names one. */
async function candidates(schoolId: string, kind: PersonCollection, input: InviteInput): Promise<DocumentSnapshot[]> {
  const people = db.collection(`schools/${schoolId}/${kind}`);
  // Pending and expired invitations are found by their state; no account by the missing account (older records too).
  const unlinked =
    input.filter === 'invited' || input.filter === 'expired'
      ? people.where('account.state', '==', 'invited')
      : people.where('accountUid', '==', null);
  if (!input.classId) return (await unlinked.limit(INVITE_LIMIT * 2).get()).docs;
  const classRef = db.doc(`schools/${schoolId}/classes/${input.classId}`);
  if (!(await classRef.get()).exists) throw notFound(`Class: no class ${input.classId} in your school.`);
  if (kind === 'students') return (await unlinked.where('classId', '==', input.classId).get()).docs;
  const students = await db
    .collection(`schools/${schoolId}/students`)
    .where('classId', '==', input.classId)
    .select('guardianIds')
    .get();
  const parentIds = [...new Set(students.docs.flatMap((s) => (s.get('guardianIds') as string[] | undefined) ?? []))];
  if (!parentIds.length) return [];
  return (await db.getAll(...parentIds.map((id) => people.doc(id)))).filter((p) => p.exists);
}

/** The people named, read in one round trip, or everyone of a kind (of a class) that the filter picks. */
async function invitees(schoolId: string, input: InviteInput, now: number): Promise<Invitee[]> {
  if (input.people) {
    const unique = [...new Map(input.people.map((p) => [`${p.kind}/${p.id}`, p])).values()];
    const snaps = await db.getAll(...unique.map((p) => db.doc(`schools/${schoolId}/${p.kind}/${p.id}`)));
    const missing = snaps.findIndex((s) => !s.exists);
    if (missing >= 0)
      throw notFound(`People: no ${unique[missing]!.kind} record ${unique[missing]!.id} in your school.`);
    return snaps.map((person, i) => ({ kind: unique[i]!.kind, person }));
  }
  const kind = input.kind!;
  const wanted = FILTER_STANDINGS[input.filter!];
  return (await candidates(schoolId, kind, input))
    .filter((person) => person.get('archived') !== true)
    .filter((person) => wanted.includes(accountStanding(person.data() as never, undefined, now)))
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
  // The invited have no account yet, so no language of their own: the e-mail is in the school's.
  const reader = await readerIn(undefined, schoolReading(school.data()));
  const channel: InvitationChannel = input.channel;

  const everyone = await invitees(schoolId, input, now);
  const hasAccount = everyone.filter((i) => i.person.get('accountUid') || i.person.get('archived') === true);
  const withoutEmail = everyone.filter((i) => !hasAccount.includes(i) && channel === 'email' && !i.person.get('email'));
  const toInvite = everyone.filter((i) => !hasAccount.includes(i) && !withoutEmail.includes(i));

  const children = channel === 'letter' ? await childNames(schoolId, toInvite) : new Map<string, string>();
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
      if (previous && ['invited', 'bounced'].includes(person.get('account.state') as string))
        batch.update(db.doc(`schools/${schoolId}/invitations/${previous}`), { state: 'replaced' });
      const firstName = String(person.get('firstName'));
      if (channel === 'email') {
        queued.push(
          queueMail(
            batch,
            schoolId,
            invitationMail(reader, {
              schoolName,
              firstName,
              role,
              to: email!,
              token,
              code,
              expiresAt,
              invitationId: ref.id,
            }),
            now,
          ),
        );
      } else {
        letters.push({
          personType: kind,
          personId: person.id,
          name: `${firstName} ${String(person.get('lastName'))}`,
          code: formatCode(code),
          ...letterFamily(kind, person, children),
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
    schoolName,
    letters,
  };
};
