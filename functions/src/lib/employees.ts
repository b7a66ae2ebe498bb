/** Teachers and office staff are kept alike: one save and one archive, with what differs passed in. */
import { employeeSearchTokens } from '@academy/shared/people-api';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { writeAudit } from './audit';
import { NO_ACCOUNT, type PersonAccount } from '@academy/shared/invitations';
import type { Caller } from './caller';
import { badRequest, conflict } from './errors';
import { db } from './firebase';
import { accountEmailRefusal, archivedRefusal, takenRefusal } from './people';
import { existing, schoolCollection } from './records';

export type EmployeeCollection = 'teachers' | 'staff';
const NOUN: Record<EmployeeCollection, { one: string; audit: string }> = {
  teachers: { one: 'teacher', audit: 'teacher' },
  staff: { one: 'staff member', audit: 'staff' },
};

interface EmployeeFields {
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  position: string;
}

/**
 * An e-mail is unique among the school's teachers (or staff): imports match on it. An archived person is restored
 * before editing, and the e-mail of someone who has an account is the one they sign in with, so it cannot change here.
 * `complete` reads and checks what is particular to the kind (a teacher's subjects) and gives the record to store.
 */
export async function saveEmployee<F extends EmployeeFields, D extends object>(
  caller: Caller,
  kind: EmployeeCollection,
  id: string | null,
  fields: F,
  complete: (
    tx: Transaction,
    fields: F,
    kept: { accountUid: string | null; account: PersonAccount; searchTokens: string[]; archived: false },
  ) => Promise<D>,
) {
  const people = schoolCollection(caller, kind);
  const ref = id ? people.doc(id) : people.doc();
  return db.runTransaction(async (tx) => {
    const before = id
      ? ((await existing(tx, ref, NOUN[kind].one)).data() as EmployeeFields & {
          accountUid: string | null;
          account?: PersonAccount;
        } & Record<string, unknown>)
      : null;
    if (before?.archived) throw badRequest(archivedRefusal(before));
    const emailLocked = before && accountEmailRefusal(before, fields.email);
    if (emailLocked) throw badRequest(emailLocked);
    const sameEmail = await tx.get(people.where('email', '==', fields.email).limit(2));
    const other = sameEmail.docs.find((d) => d.id !== ref.id);
    if (other) throw conflict(takenRefusal('E-mail', fields.email, other));

    const record = await complete(tx, fields, {
      accountUid: before?.accountUid ?? null,
      account: before?.account ?? NO_ACCOUNT,
      searchTokens: employeeSearchTokens(fields),
      archived: false,
    });
    // merge keeps what other features store on the record.
    tx.set(ref, record, { merge: true });
    writeAudit(tx, caller, {
      action: `${NOUN[kind].audit}.${id ? 'updated' : 'created'}`,
      target: `${kind}/${ref.id}`,
      before: before ?? null,
      after: record,
    });
    return { status: 200 as const, message: `${fields.firstName} ${fields.lastName} saved.`, id: ref.id };
  });
}

/**
 * Archives a teacher or staff member (or restores one); their account is left as it is. `blockers` names what would
 * be left without them, e.g. the classes a teacher is homeroom teacher of, and refuses the archive while there is any.
 */
export async function archiveEmployee(
  caller: Caller,
  kind: EmployeeCollection,
  id: string,
  archived: boolean,
  blockers?: (tx: Transaction, ref: DocumentReference, name: string) => Promise<string | null>,
) {
  const ref = schoolCollection(caller, kind).doc(id);
  return db.runTransaction(async (tx) => {
    const person = await existing(tx, ref, NOUN[kind].one);
    const name = `${person.get('firstName')} ${person.get('lastName')}`;
    if (person.get('archived') === archived) {
      return { status: 200 as const, message: `${name} is already ${archived ? 'archived' : 'active'}.`, id };
    }
    const refusal = archived && blockers ? await blockers(tx, ref, name) : null;
    if (refusal) throw conflict(refusal);
    tx.update(ref, { archived });
    writeAudit(tx, caller, {
      action: `${NOUN[kind].audit}.${archived ? 'archived' : 'restored'}`,
      target: `${kind}/${id}`,
      before: { archived: !archived },
      after: { archived },
    });
    return { status: 200 as const, message: `${name} ${archived ? 'archived' : 'restored'}.`, id };
  });
}
