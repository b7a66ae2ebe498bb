/**
 * What giving a person an account changes beside the account itself: the person's record points at it, a parent's
 * children (and their classes) list it among their guardians, a teacher's classes among their teachers. Used by the
 * Admin's createAccount and by acceptInvitation, so both link exactly alike.
 */
import type { PersonCollection } from '@academy/shared/accounts';
import type { PersonAccount } from '@academy/shared/invitations';
import { type DocumentSnapshot, FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { readClassFamilies, writeClassFamilies } from './class-families';
import { db } from './firebase';

export const ACTIVE_ACCOUNT: PersonAccount = {
  state: 'active',
  invitationId: null,
  invitedAt: null,
  expiresAt: null,
  channel: null,
};

export interface AccountLinks {
  /** The person's record as the transaction read it. */
  person: DocumentSnapshot;
  /** Writes every link to `uid` (call after the caller's own reads). */
  /** A student's record takes the account's e-mail, when it has one. */
  link: (uid: string, email: string | undefined) => void;
}

/** Reads, inside the transaction and before any write, everything `link` will change. `school` is the person's school. */
export async function readAccountLinks(
  tx: Transaction,
  school: Caller,
  personType: PersonCollection,
  personId: string,
): Promise<AccountLinks> {
  const base = `schools/${school.school_id}`;
  const personRef = db.doc(`${base}/${personType}/${personId}`);
  const person = await tx.get(personRef);
  const homerooms =
    personType === 'teachers'
      ? await tx.get(db.collection(`${base}/classes`).where('homeroomTeacherId', '==', personId))
      : undefined;
  // A teacher also reads the students of every class they teach a lesson in.
  const lessons =
    personType === 'teachers'
      ? await tx.get(db.collection(`${base}/lessons`).where('teacherId', '==', personId))
      : undefined;
  const taughtClassIds = new Set<string>(homerooms?.docs.map((c) => c.id));
  lessons?.forEach((l) => taughtClassIds.add(l.get('classId') as string));
  // A parent's children, and their classes, which the parent may read from now on.
  const childIds = personType === 'parents' ? ((person.get('childIds') as string[] | undefined) ?? []) : [];
  const children = (
    childIds.length ? await tx.getAll(...childIds.map((c) => db.doc(`${base}/students/${c}`))) : []
  ).filter((c) => c.exists);
  const families = await readClassFamilies(
    tx,
    school,
    children.map((c) => c.get('classId') as string | null),
  );

  return {
    person,
    link(uid, email) {
      tx.update(
        personRef,
        personType === 'students' && email
          ? { accountUid: uid, email, account: ACTIVE_ACCOUNT }
          : { accountUid: uid, account: ACTIVE_ACCOUNT },
      );
      for (const child of children) tx.update(child.ref, { guardianUids: FieldValue.arrayUnion(uid) });
      writeClassFamilies(
        tx,
        school,
        families,
        children.map((c) => ({
          id: c.id,
          classId: c.get('classId') as string | null,
          guardianUids: [...((c.get('guardianUids') as string[] | undefined) ?? []), uid],
        })),
      );
      for (const classId of taughtClassIds) {
        tx.update(db.doc(`${base}/classes/${classId}`), { teacherUids: FieldValue.arrayUnion(uid) });
      }
    },
  };
}
