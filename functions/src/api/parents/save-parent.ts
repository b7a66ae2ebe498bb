import type { RouteParsedInput } from '@academy/shared/api';
import type { ParentDoc } from '@academy/shared/people';
import { writeAudit } from '../../lib/audit';
import { readClassFamilies, writeClassFamilies } from '../../lib/class-families';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { accountEmailRefusal, archivedRefusal, linkChildren, parentRecord, takenRefusal } from '../../lib/people';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * A parent's e-mail is unique among the school's parents (imports match on it). Their children are students of the
 * school, and each link is kept both ways in the same transaction: the students' guardianIds, and guardianUids
 * when the parent has an account (what lets them read their children's records), with the classes' guardianUids.
 */
async function saveParent(caller: Caller, id: string | null, fields: RouteParsedInput<'createParent'>) {
  const parents = schoolCollection(caller, 'parents');
  const students = schoolCollection(caller, 'students');
  const ref = id ? parents.doc(id) : parents.doc();
  return db.runTransaction(async (tx) => {
    const before = id ? ((await existing(tx, ref, 'parent')).data() as ParentDoc) : null;
    if (before?.archived) throw badRequest(archivedRefusal(before));
    const emailRefusal = before && accountEmailRefusal(before, fields.email);
    if (emailRefusal) throw badRequest(emailRefusal);
    if (fields.email) {
      const sameEmail = await tx.get(parents.where('email', '==', fields.email).limit(2));
      const other = sameEmail.docs.find((d) => d.id !== ref.id);
      if (other) throw conflict(takenRefusal('E-mail', fields.email, other));
    }

    const childIds = [...new Set(fields.childIds)];
    const children = childIds.length ? await tx.getAll(...childIds.map((c) => students.doc(c))) : [];
    const missing = children.find((c) => !c.exists);
    if (missing) throw notFound(`No student with id ${missing.id} in your school.`);
    const dropped = (before?.childIds ?? []).filter((c) => !childIds.includes(c));
    const droppedSnaps = dropped.length ? await tx.getAll(...dropped.map((c) => students.doc(c))) : [];

    const parent = parentRecord(fields, before, children);
    const accountUid = parent.accountUid;
    const linked = [...children, ...droppedSnaps.filter((c) => c.exists)];
    const families = accountUid
      ? await readClassFamilies(
          tx,
          caller,
          linked.map((c) => c.get('classId')),
        )
      : new Map();
    tx.set(ref, parent);
    linkChildren(tx, ref.id, accountUid, children, droppedSnaps);
    if (accountUid) {
      const links = (c: (typeof linked)[number], keep: boolean) => {
        const others = ((c.get('guardianUids') as string[] | undefined) ?? []).filter((u) => u !== accountUid);
        return {
          id: c.id,
          classId: c.get('classId') as string | null,
          guardianUids: keep ? [...others, accountUid] : others,
        };
      };
      writeClassFamilies(tx, caller, families, [
        ...children.map((c) => links(c, true)),
        ...droppedSnaps.filter((c) => c.exists).map((c) => links(c, false)),
      ]);
    }
    writeAudit(tx, caller, {
      action: id ? 'parent.updated' : 'parent.created',
      target: `parents/${ref.id}`,
      before: before ?? null,
      after: parent,
    });
    return { status: 200 as const, message: `${parent.firstName} ${parent.lastName} saved.`, id: ref.id };
  });
}

export const createParent: Handler<'createParent'> = (input, { caller }) => saveParent(caller, null, input);

export const updateParent: Handler<'updateParent'> = ({ id, ...fields }, { caller }) => saveParent(caller, id, fields);
