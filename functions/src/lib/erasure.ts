/**
 * Erasing a person: one pass over what `findPersonRecords` finds. Records that need no keeping (the account, its
 * user record, notifications, audience words, push tokens, files, mail) are deleted; the rest are anonymised in
 * batches of at most 500 writes, the person's own record last with the audit entry, so a pass that stops half-way
 * is finished by the next one (which finds the same records and changes only what is left).
 */
import { type ErasableKind, monthsAfter, pseudonymOf } from '@academy/shared/erasure';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { writeAudit } from './audit';
import { type Caller, systemCaller } from './caller';
import { conflict, notFound, say, type Sentence } from './errors';
import { adminAuth, db } from './firebase';
import { removeObjects, removeParts, usageRef } from './files';
import { findPersonRecords, type PersonRef, readPerson } from './person-records';

const BATCH_WRITES = 500;
const MESSAGES = {
  noStudent: /*i18n*/ { id: 'api.erasure.no-student', message: 'No student with id {id} in your school.' },
  noParent: /*i18n*/ { id: 'api.erasure.no-parent', message: 'No parent with id {id} in your school.' },
  already: /*i18n*/ { id: 'api.erasure.already', message: '{name} is already erased.' },
  stillHere: /*i18n*/ {
    id: 'api.erasure.still-here',
    message: '{name} is still at the school: archive the student first, when they have left.',
  },
  childrenHere: /*i18n*/ {
    id: 'api.erasure.children-here',
    message: '{name} is the guardian of {children}, still at the school: archive or unlink the children first.',
  },
  alsoStaff: /*i18n*/ {
    id: 'api.erasure.also-staff',
    message: '{name}’s account is also a member of staff’s: take the Parent role off the account first.',
  },
};
const NOT_FOUND: Record<ErasableKind, typeof MESSAGES.noStudent> = {
  students: MESSAGES.noStudent,
  parents: MESSAGES.noParent,
};
export const fullNameOf = (r: { firstName?: unknown; lastName?: unknown }) =>
  `${String(r.firstName)} ${String(r.lastName)}`;

/**
 * Why this person may not be erased yet, as a sentence saying what to do; null when they may. A student must have
 * left (be archived); a parent must have no child still at the school, and an account of no other role.
 */
export async function erasureRefusal(schoolId: string, person: PersonRef): Promise<Sentence | null> {
  const record = await readPerson(db, schoolId, person);
  if (!record) throw notFound(say(NOT_FOUND[person.kind], { id: person.id }));
  const name = fullNameOf(record);
  if (record.erased) return say(MESSAGES.already, { name });
  if (person.kind === 'students') return record.archived ? null : say(MESSAGES.stillHere, { name });
  const childIds = (record.childIds ?? []) as string[];
  const children = await Promise.all(childIds.map((id) => readPerson(db, schoolId, { kind: 'students', id })));
  const current = children.filter((c) => c && !c.archived && !c.erased).map((c) => fullNameOf(c!));
  if (current.length) return say(MESSAGES.childrenHere, { name, children: current.join(', ') });
  const uid = typeof record.accountUid === 'string' ? record.accountUid : null;
  const roles = uid ? Object.keys(((await db.doc(`users/${uid}`).get()).get('personIds') ?? {}) as object) : [];
  if (roles.some((r) => r !== 'Parent')) return say(MESSAGES.alsoStaff, { name });
  return null;
}

export interface Erased {
  changed: number;
  deleted: number;
  pseudonym: string;
}

/** Erases the person now (the caller has checked they may be): answers how many records changed and went. */
export async function erasePersonNow(caller: Caller, person: PersonRef, now = Date.now()): Promise<Erased> {
  const schoolId = caller.school_id;
  const records = await findPersonRecords(db, schoolId, person, now);
  const { name: pseudonym } = pseudonymOf(person.kind, person.id);
  const ownPath = `schools/${schoolId}/${person.kind}/${person.id}`;
  let changed = 0;
  let deleted = 0;

  // Files first: their records and the school's usage in the same batch, then their bytes.
  const files = records.filter((r) => r.store === 'storage');
  const fileDeletes = records.filter(
    (r) => r.store === 'firestore' && r.collection === 'files' && r.erase.action === 'delete',
  );
  const writes: ((b: WriteBatch) => void)[] = [];
  for (const r of records) {
    if (r.store !== 'firestore' || r.path === ownPath || fileDeletes.includes(r)) continue;
    const ref = db.doc(r.path);
    if (r.erase.action === 'delete') {
      writes.push((b) => b.delete(ref));
      deleted++;
    } else if (r.erase.action === 'anonymise') {
      const update = r.erase.update;
      writes.push((b) => b.update(ref, update));
      changed++;
    }
  }
  for (let from = 0; from < fileDeletes.length; from += BATCH_WRITES - 1) {
    const batch = db.batch();
    const byModule: Record<string, { bytes: number; files: number }> = {};
    for (const r of fileDeletes.slice(from, from + BATCH_WRITES - 1)) {
      if (r.store !== 'firestore') continue;
      batch.delete(db.doc(r.path));
      deleted++;
      if (r.data.status !== 'ready') continue;
      const m = (byModule[String(r.data.module)] ??= { bytes: 0, files: 0 });
      m.bytes += Number(r.data.bytes) || 0;
      m.files += 1;
    }
    const totals = Object.values(byModule);
    if (totals.length)
      batch.set(
        usageRef(schoolId),
        {
          bytes: FieldValue.increment(-totals.reduce((n, m) => n + m.bytes, 0)),
          files: FieldValue.increment(-totals.reduce((n, m) => n + m.files, 0)),
          byModule: Object.fromEntries(
            Object.entries(byModule).map(([k, m]) => [
              k,
              { bytes: FieldValue.increment(-m.bytes), files: FieldValue.increment(-m.files) },
            ]),
          ),
        },
        { merge: true },
      );
    await batch.commit();
  }
  await removeObjects(files.map((r) => r.path));
  await Promise.all(fileDeletes.map((r) => r.store === 'firestore' && removeParts(schoolId, r.path.split('/').pop()!)));
  deleted += files.length;

  for (let from = 0; from < writes.length; from += BATCH_WRITES) {
    const batch = db.batch();
    writes.slice(from, from + BATCH_WRITES).forEach((w) => w(batch));
    await batch.commit();
  }
  for (const r of records)
    if (r.store === 'auth') {
      await adminAuth.deleteUser(r.uid).catch((e: { code?: string }) => {
        if (e.code !== 'auth/user-not-found') throw e;
      });
      deleted++;
    }

  // Last: the person's own record and the audit entry, together.
  const own = records.find((r) => r.store === 'firestore' && r.path === ownPath);
  const batch = db.batch();
  if (own?.store === 'firestore' && own.erase.action === 'anonymise') {
    batch.update(db.doc(ownPath), own.erase.update);
    changed++;
  }
  writeAudit(batch, caller, {
    action: 'person.erased',
    target: `${person.kind}/${person.id}`,
    before: { pseudonym },
    after: { erased: true, pseudonym, changed, deleted },
  });
  await batch.commit();
  return { changed, deleted, pseudonym };
}

/** Erases a person for the route: refused with 409 saying what to do when they may not be erased yet. */
export async function erasePerson(caller: Caller, person: PersonRef, now = Date.now()): Promise<Erased> {
  const refusal = await erasureRefusal(caller.school_id, person);
  if (refusal) throw conflict(refusal);
  return erasePersonNow(caller, person, now);
}

/**
 * The school's retention: every archived student whose leaving is longer ago than the setting is erased. A student
 * archived before leaving dates were kept is given one now, at first sight, and counted from then.
 */
export async function eraseLeavers(now: number): Promise<{ schools: number; erased: number }> {
  const schools = await db.collection('schools').where('settings.eraseLeaversAfterMonths', '>', 0).get();
  let erased = 0;
  for (const school of schools.docs) {
    const months = Number(school.get('settings.eraseLeaversAfterMonths'));
    const archived = await school.ref.collection('students').where('archived', '==', true).get();
    const caller = systemCaller(school.id, 'retention');
    for (const student of archived.docs) {
      if (student.get('erased')) continue;
      const archivedAt = student.get('archivedAt') as number | undefined;
      if (typeof archivedAt !== 'number') {
        await student.ref.update({ archivedAt: now });
        continue;
      }
      if (monthsAfter(archivedAt, months) > now) continue;
      await erasePersonNow(caller, { kind: 'students', id: student.id }, now);
      erased++;
    }
  }
  return { schools: schools.size, erased };
}
