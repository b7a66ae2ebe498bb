/**
 * A family's record (who pays, their children, what they owe and their credit), opened the first time the family is
 * charged: by a term's invoices, or by a course bought online. Every money move reads and writes it.
 */
import type { FamilyDoc } from '@academy/shared/fees';
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
  if (before && joining.length === 0) return { ...before, write: () => undefined };
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
  return { ...family, write: () => tx.set(ref, family) };
}
