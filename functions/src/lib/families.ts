/**
 * A family's record (who pays, their children, what they owe and their credit), opened the first time the family is
 * charged: by a term's invoices, or by a course bought online. Every money move reads and writes it.
 */
import { familyIdFor, type FamilyDoc } from '@academy/shared/fees';
import type { StudentDoc } from '@academy/shared/people';
import { recordSearchTokens } from '@academy/shared/search-tokens';
import type { Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { schoolCollection } from './records';

export const fullName = (s: Pick<StudentDoc, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

/**
 * The family as it stands with these children in it: `before` (or a new, empty family in `currency`) with their
 * guardians and names added, the payer named from the first guardian with a name, and its search words made again.
 */
export function withChildren(
  before: FamilyDoc | null,
  members: readonly { id: string; doc: StudentDoc }[],
  parentName: ReadonlyMap<string, string>,
  currency: string,
): FamilyDoc {
  const family: FamilyDoc = before
    ? { ...before }
    : {
        guardianIds: [],
        guardianUids: [],
        studentIds: [],
        label: '',
        childNames: [],
        payerName: '',
        outstanding: 0,
        openInvoiceIds: [],
        credit: 0,
        creditHeld: 0,
        currency,
        searchTokens: [],
      };
  for (const p of members) {
    family.guardianIds = [...new Set([...family.guardianIds, ...p.doc.guardianIds])].sort();
    family.guardianUids = [...new Set([...family.guardianUids, ...p.doc.guardianUids])].sort();
    if (!family.studentIds.includes(p.id)) {
      family.studentIds = [...family.studentIds, p.id];
      family.childNames = [...family.childNames, fullName(p.doc)];
    }
  }
  const payer = family.guardianIds.map((g) => parentName.get(g)).find(Boolean);
  family.payerName = payer ?? family.payerName ?? '';
  const surnames = [...new Set(members.map((m) => m.doc.lastName))].join(' / ');
  family.label = `${family.childNames.join(', ')}${payer ? ` (${payer})` : ''}`;
  family.searchTokens = recordSearchTokens(...family.childNames, family.payerName, surnames);
  return family;
}

/**
 * Inside a transaction: the family's record with these children in it, read now; `write()` (after every read) saves
 * it when it is new or gained a child, and does nothing otherwise.
 */
export async function familyWithChildren(
  tx: Transaction,
  caller: Caller,
  familyId: string,
  members: readonly { studentRef: { id: string }; student: StudentDoc }[],
  currency: string,
): Promise<FamilyDoc & { write: () => void }> {
  const ref = schoolCollection(caller, 'families').doc(familyId);
  const before = (await tx.get(ref)).data() ?? null;
  const joining = members.filter((m) => !before?.studentIds.includes(m.studentRef.id));
  const children = members.map((m) => ({ id: m.studentRef.id, doc: m.student }));
  if (before && joining.length === 0) return { ...before, write: () => recordFamilyOn(tx, caller, children, familyId) };
  const guardianIds = [...new Set(joining.flatMap((m) => m.student.guardianIds))];
  const parents = guardianIds.length
    ? await tx.getAll(...guardianIds.map((g) => schoolCollection(caller, 'parents').doc(g)))
    : [];
  const parentName = new Map(
    parents.filter((p) => p.exists).map((p) => [p.id, `${p.get('firstName')} ${p.get('lastName')}`]),
  );
  const family = withChildren(
    before,
    joining.map((m) => ({ id: m.studentRef.id, doc: m.student })),
    parentName,
    currency,
  );
  return {
    ...family,
    write: () => {
      tx.set(ref, family);
      recordFamilyOn(tx, caller, children, familyId);
    },
  };
}

/** Each child in the family keeps it from now on (familyIdFor), whoever is linked or unlinked. */
export function recordFamilyOn(
  tx: Transaction,
  caller: Caller,
  children: readonly { id: string; doc: Pick<StudentDoc, 'familyId'> }[],
  familyId: string,
) {
  for (const c of children)
    if (c.doc.familyId !== familyId) tx.update(schoolCollection(caller, 'students').doc(c.id), { familyId });
}

/**
 * The family each of these children belongs to. A child already in one keeps it; a child not yet in one joins the
 * family of a sibling (a family holding one of the child's guardians), else opens their own (familyIdFor). One query
 * per set of guardians, and none for a child already in a family. With `tx`, read inside that transaction.
 */
export async function familyIdsOf(
  caller: Caller,
  children: readonly { id: string; doc: Pick<StudentDoc, 'guardianIds' | 'familyId'> }[],
  tx?: Transaction,
): Promise<Map<string, string>> {
  const found = new Map<string, Promise<string | null>>();
  const families = schoolCollection(caller, 'families');
  // Every lookup starts before any is awaited: one round trip for the whole list, not one per child.
  const pending = children.map(async (c): Promise<[string, string]> => {
    if (c.doc.familyId || c.doc.guardianIds.length === 0) return [c.id, familyIdFor(c.doc, c.id)];
    const guardians = [...new Set(c.doc.guardianIds)].sort().slice(0, 30);
    const key = guardians.join(',');
    if (!found.has(key)) {
      const q = families.where('guardianIds', 'array-contains-any', guardians).limit(1);
      found.set(
        key,
        (tx ? tx.get(q) : q.get()).then((r) => r.docs[0]?.id ?? null),
      );
    }
    return [c.id, (await found.get(key)!) ?? familyIdFor(c.doc, c.id)];
  });
  return new Map(await Promise.all(pending));
}
