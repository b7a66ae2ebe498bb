import { type PersonCollection } from '@academy/shared/accounts';
import { schoolLocaleOf } from '@academy/shared/date-format';
import { FILTER_WORDS, formatCount, type InviteJobDoc } from '@academy/shared/invite-jobs';
import { invitationDaysOf } from '@academy/shared/invitations';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { filterQuery } from '../../lib/invite-job';
import type { Handler } from '../../lib/router';

const DAY_MS = 24 * 60 * 60 * 1000;
const KIND_WORDS: Record<PersonCollection, string> = {
  students: 'Students',
  parents: 'Parents',
  teachers: 'Teachers',
  staff: 'Staff',
};

/** The students of a class, or the parents of its students: a class is a few dozen people, named in the job. */
async function peopleOfClass(schoolId: string, kind: 'students' | 'parents', classId: string) {
  const students = await db
    .collection(`schools/${schoolId}/students`)
    .where('classId', '==', classId)
    .select('guardianIds')
    .get();
  if (kind === 'students') return students.docs.map((s) => ({ kind, id: s.id }));
  const ids = new Set(students.docs.flatMap((s) => (s.get('guardianIds') as string[] | undefined) ?? []));
  return [...ids].sort().map((id) => ({ kind, id }));
}

/**
 * Starts inviting many: records the job (who, how, when the invitations expire) and its audit entry in one batch, and
 * answers at once; the chunks run in the background (functions/src/on-invite-job.ts) and the lists read its progress.
 */
export const startInviteJob: Handler<'startInviteJob'> = async (input, { caller }) => {
  const now = Date.now();
  const schoolId = caller.school_id;
  const school = await db.doc(`schools/${schoolId}`).get();
  const expiresAt = now + invitationDaysOf(school.get('settings') as { invitationDays?: unknown }) * DAY_MS;

  let people: InviteJobDoc['people'] = null;
  let total: number;
  let label: string;
  if (input.people) {
    people = [...new Map(input.people.map((p) => [`${p.kind}/${p.id}`, p])).values()];
    total = people.length;
    label = input.label ?? `${formatCount(total)} ${total === 1 ? 'person' : 'people'} chosen`;
  } else if (input.classId) {
    const klass = await db.doc(`schools/${schoolId}/classes/${input.classId}`).get();
    if (!klass.exists) throw notFound(`Class: no class ${input.classId} in your school. Choose one from the list.`);
    people = await peopleOfClass(schoolId, input.kind as 'students' | 'parents', input.classId);
    total = people.length;
    label = `${KIND_WORDS[input.kind!]} of ${String(klass.get('name'))} ${FILTER_WORDS[input.filter!]}`;
  } else {
    total = (await filterQuery(schoolId, input.kind!, input.filter!).count().get()).data().count;
    label = `${KIND_WORDS[input.kind!]} ${FILTER_WORDS[input.filter!]}`;
  }

  const job: InviteJobDoc = {
    channel: input.channel,
    label,
    people,
    kind: input.people ? null : input.kind!,
    // Named people are each tried; a class's are checked against the filter, as the whole list's are.
    filter: input.people ? null : input.filter!,
    state: 'running',
    next: 0,
    cursor: null,
    total,
    done: 0,
    invited: 0,
    letters: 0,
    refused: 0,
    refusedPeople: [],
    schoolName: String(school.get('name') ?? 'Your school'),
    expiresAt,
    createdAt: now,
    createdBy: caller.uid,
    finishedAt: null,
    error: null,
  };
  const ref = db.collection(`schools/${schoolId}/inviteJobs`).doc();
  const batch = db.batch();
  batch.create(ref, job);
  writeAudit(batch, caller, {
    action: 'accounts.inviteJobStarted',
    target: `inviteJobs/${ref.id}`,
    before: null,
    after: { channel: job.channel, label, total },
  });
  await batch.commit();
  return {
    status: 200,
    message: `Inviting ${label.charAt(0).toLowerCase()}${label.slice(1)}: ${formatCount(total, schoolLocaleOf(school.data()).locale)} ${total === 1 ? 'person' : 'people'} to look at.`,
    jobId: ref.id,
    total,
  };
};
