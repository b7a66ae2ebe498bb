/**
 * The work of an invite job (schools/{id}/inviteJobs/{id}), one chunk at a time: each chunk reads its people in one
 * round trip, checks in one Auth lookup per hundred e-mails that no other account holds them, sends the e-mails, and
 * commits one batch: per person the invitation and their account summary (2 writes), plus the chunk's letters and the
 * job's counts. The job's update is what starts the next chunk (functions/src/on-invite-job.ts).
 */
import { type PersonCollection, ROLE_FOR_PERSON } from '@academy/shared/accounts';
import { FILTER_STANDINGS, type InviteJobDoc, REFUSED_KEPT, type RefusalReason } from '@academy/shared/invite-jobs';
import { accountStanding, formatCode, type InvitationDoc, type PersonAccount } from '@academy/shared/invitations';
import type { InvitationLetter, InviteFilter } from '@academy/shared/invitations-api';
import { getAuth } from 'firebase-admin/auth';
import { type DocumentSnapshot, FieldPath, FieldValue, type Query } from 'firebase-admin/firestore';
import { db } from './firebase';
import { hashSecret, newCode, newToken } from './invitation-secrets';
import { readerIn, schoolReading } from './readers';
import { childNames, invitationMail, type Invitee, letterFamily } from './invitation-words';
import { type OutgoingMail, sendMail } from './mail';

/** People per chunk: 2 writes each, plus the letters and the job, within a batch's 500. */
export const INVITE_CHUNK = 200;
const SENDING_AT_ONCE = 20;
/** Auth looks up at most 100 e-mails a call. */
const AUTH_LOOKUP = 100;

/** Everyone of a kind a filter may pick, before their standing is checked: found by an equality, paged by id. */
export function filterQuery(schoolId: string, kind: PersonCollection, filter: InviteFilter): Query {
  const people = db.collection(`schools/${schoolId}/${kind}`);
  return filter === 'invited' || filter === 'expired'
    ? people.where('account.state', '==', 'invited')
    : people.where('accountUid', '==', null);
}

const nameOf = (person: DocumentSnapshot) => `${String(person.get('firstName'))} ${String(person.get('lastName'))}`;

/** The e-mails of these people that belong to an account that could not accept their invitation. */
async function emailsTaken(schoolId: string, people: Invitee[]): Promise<Set<string>> {
  const byEmail = new Map<string, PersonCollection>();
  for (const { kind, person } of people) {
    const email = (person.get('email') as string | undefined)?.toLowerCase();
    if (email) byEmail.set(email, kind);
  }
  const emails = [...byEmail.keys()];
  const parts = [];
  for (let i = 0; i < emails.length; i += AUTH_LOOKUP)
    parts.push(getAuth().getUsers(emails.slice(i, i + AUTH_LOOKUP).map((email) => ({ email }))));
  const taken = new Set<string>();
  for (const { users } of await Promise.all(parts))
    for (const user of users) {
      const email = user.email?.toLowerCase();
      if (!email) continue;
      const claims = user.customClaims ?? {};
      // The same school's account of the same role may accept and gain the links; any other could not.
      if (claims.school_id !== schoolId || claims.role !== ROLE_FOR_PERSON[byEmail.get(email)!]) taken.add(email);
    }
  return taken;
}

async function sendAll(messages: OutgoingMail[]): Promise<(string | null)[]> {
  const errors: (string | null)[] = [];
  for (let i = 0; i < messages.length; i += SENDING_AT_ONCE)
    errors.push(...(await Promise.all(messages.slice(i, i + SENDING_AT_ONCE).map((m) => sendMail(m)))));
  return errors;
}

/** This chunk's people: the next slice of those named, or the next page of a filter's query. */
async function chunkPeople(schoolId: string, job: InviteJobDoc) {
  if (job.people) {
    const part = job.people.slice(job.next * INVITE_CHUNK, (job.next + 1) * INVITE_CHUNK);
    const snaps = part.length
      ? await db.getAll(...part.map((p) => db.doc(`schools/${schoolId}/${p.kind}/${p.id}`)))
      : [];
    return {
      people: snaps.map((person, i) => ({ kind: part[i]!.kind, person })),
      last: (job.next + 1) * INVITE_CHUNK >= job.people.length,
      cursor: null,
    };
  }
  let query = filterQuery(schoolId, job.kind!, job.filter!).orderBy(FieldPath.documentId()).limit(INVITE_CHUNK);
  if (job.cursor) query = query.startAfter(job.cursor);
  const docs = (await query.get()).docs;
  return {
    people: docs.map((person) => ({ kind: job.kind!, person })),
    last: docs.length < INVITE_CHUNK,
    cursor: docs.at(-1)?.id ?? job.cursor,
  };
}

/**
 * Works through the job's next chunk. The batch is committed only if the job is still as read, so a chunk started
 * twice (an event delivered again) writes once.
 */
export async function runInviteChunk(jobRef: FirebaseFirestore.DocumentReference): Promise<void> {
  const snap = await jobRef.get();
  const job = snap.data() as InviteJobDoc | undefined;
  if (!job || job.state !== 'running') return;
  const schoolId = jobRef.parent.parent!.id;
  const now = Date.now();
  const school = await db.doc(`schools/${schoolId}`).get();
  // The invited have no account yet, so no language of their own: the e-mail is in the school's.
  const reader = await readerIn(undefined, schoolReading(school.data()));
  const wanted = job.filter ? FILTER_STANDINGS[job.filter] : null;

  const { people, last, cursor } = await chunkPeople(schoolId, job);
  const refused: InviteJobDoc['refusedPeople'] = [];
  const refuse = ({ kind, person }: Invitee, reason: RefusalReason) =>
    refused.push({ kind, id: person.id, name: nameOf(person), reason });
  const candidates: Invitee[] = [];
  for (const invitee of people) {
    const { person } = invitee;
    if (!person.exists) continue;
    // A filter picks the school's current people: archived ones are passed over, as the lists hide them.
    if (person.get('archived') === true && wanted) continue;
    if (person.get('archived') === true) refuse(invitee, 'archived');
    else if (person.get('accountUid')) refuse(invitee, 'hasAccount');
    else if (!wanted || wanted.includes(accountStanding(person.data() as never, undefined, now)))
      candidates.push(invitee);
  }
  const taken = await emailsTaken(schoolId, candidates);
  const chosen = candidates.filter((invitee) => {
    const email = (invitee.person.get('email') as string | undefined)?.toLowerCase();
    if (email && taken.has(email)) refuse(invitee, 'emailTaken');
    return !(email && taken.has(email));
  });

  // Each chosen person's secrets and invitation id; by e-mail when asked and an address is on file, else a letter.
  const planned = chosen.map((invitee) => ({
    ...invitee,
    code: newCode(),
    token: newToken(),
    ref: db.collection(`schools/${schoolId}/invitations`).doc(),
    email: (invitee.person.get('email') as string | undefined)?.toLowerCase() || null,
  }));
  const byEmail = planned.filter((p) => job.channel === 'email' && p.email);
  const byLetter = planned.filter((p) => !byEmail.includes(p));
  const errors = await sendAll(
    byEmail.map((p) =>
      invitationMail(reader, {
        schoolName: job.schoolName,
        firstName: String(p.person.get('firstName')),
        role: ROLE_FOR_PERSON[p.kind],
        to: p.email!,
        token: p.token,
        code: p.code,
        expiresAt: job.expiresAt,
        invitationId: p.ref.id,
      }),
    ),
  );
  const failed = new Set(byEmail.filter((_, i) => errors[i]));
  for (const p of failed) refuse(p, 'mailFailed');
  const invited = planned.filter((p) => !failed.has(p));

  const children = byLetter.length ? await childNames(schoolId, byLetter) : new Map<string, string>();
  const letters: InvitationLetter[] = byLetter.map((p) => ({
    personType: p.kind,
    personId: p.person.id,
    name: nameOf(p.person),
    code: formatCode(p.code),
    ...letterFamily(p.kind, p.person, children),
  }));

  const batch = db.batch();
  for (const p of invited) {
    const channel = byEmail.includes(p) ? 'email' : 'letter';
    const invitation: InvitationDoc = {
      personType: p.kind,
      personId: p.person.id,
      role: ROLE_FOR_PERSON[p.kind],
      email: p.email,
      channel,
      codeHash: hashSecret(p.code),
      tokenHash: hashSecret(p.token),
      state: 'pending',
      createdAt: now,
      expiresAt: job.expiresAt,
      createdBy: job.createdBy,
      acceptedBy: null,
      acceptedAt: null,
    };
    batch.create(p.ref, invitation);
    // An earlier invitation is not rewritten: the record names only this one, so /join refuses the other as replaced.
    const account: PersonAccount = {
      state: 'invited',
      invitationId: p.ref.id,
      invitedAt: now,
      expiresAt: job.expiresAt,
      channel,
    };
    batch.update(p.person.ref, { account });
  }
  if (letters.length)
    batch.create(jobRef.collection('letters').doc(String(job.next).padStart(5, '0')), { letters, createdAt: now });
  const kept = refused.slice(0, Math.max(0, REFUSED_KEPT - job.refusedPeople.length));
  const done = job.done + people.length;
  batch.update(
    jobRef,
    {
      next: job.next + 1,
      cursor,
      done: FieldValue.increment(people.length),
      invited: FieldValue.increment(invited.length),
      letters: FieldValue.increment(letters.length),
      refused: FieldValue.increment(refused.length),
      ...(kept.length ? { refusedPeople: FieldValue.arrayUnion(...kept) } : {}),
      // A filter's count was taken at the start; at the end the total is what was looked at.
      ...(last ? { state: 'done', finishedAt: Date.now(), total: job.people ? job.total : done } : {}),
    },
    { lastUpdateTime: snap.updateTime! },
  );
  await batch.commit();
}

/** Marks the job stopped, saying why; what was committed stays invited. */
export async function failInviteJob(jobRef: FirebaseFirestore.DocumentReference, error: unknown) {
  const why = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
  await jobRef.update({ state: 'failed', finishedAt: Date.now(), error: why });
}
