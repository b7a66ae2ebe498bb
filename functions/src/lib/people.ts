/**
 * What every way of saving a person checks and stores alike, whether one record from its form or many from a CSV
 * import: the refusals (in the same words), the stored record, and the guardian links kept both ways.
 */
import type { RouteParsedInput } from '@academy/shared/api';
import { NO_ACCOUNT } from '@academy/shared/invitations';
import { childClassIdsOf } from '@academy/shared/parent-classes';
import { type ParentDoc, parentSchema, type StudentDoc, studentSchema } from '@academy/shared/people';
import { parentSearchTokens } from '@academy/shared/people-api';
import { searchTokensFor } from '@academy/shared/search-tokens';
import { type DocumentSnapshot, FieldValue, type Transaction } from 'firebase-admin/firestore';

type Named = { firstName: string; lastName: string };
const nameOf = (p: Named) => `${p.firstName} ${p.lastName}`;

export const archivedRefusal = (person: Named) => `${nameOf(person)} is archived: restore them before editing.`;

/** "Admission number DA-0001 is already used by Aisha Adeyemi." */
export const takenRefusal = (what: string, value: string, other: DocumentSnapshot) =>
  `${what} ${value} is already used by ${other.get('firstName')} ${other.get('lastName')}.`;

export const classFullRefusal = (name: unknown, taken: unknown, capacity: unknown) =>
  `${name} is full (${taken} of ${capacity} places taken).`;

/** The e-mail of someone with an account is the one they sign in with: it cannot change from a form or a file. */
export function accountEmailRefusal(before: { accountUid: string | null; email: string } & Named, email: string) {
  // An account made with a phone number alone has no e-mail to keep: the office may add one.
  if (!before.accountUid || !before.email || before.email.toLowerCase() === email) return null;
  return `${nameOf(before)} signs in with ${before.email}: that e-mail cannot change here.`;
}

export type StudentFields = RouteParsedInput<'createStudent'>;
export type ParentFields = RouteParsedInput<'createParent'>;

/** The stored student: emergency contact as one object, the guardians' accounts, fresh searchTokens, not archived. */
export function studentRecord(
  fields: StudentFields,
  before: StudentDoc | null,
  guardians: readonly DocumentSnapshot[],
): StudentDoc {
  const { emergencyContactName, emergencyContactPhone, ...rest } = fields;
  return studentSchema.parse({
    ...rest,
    guardianIds: [...new Set(fields.guardianIds)],
    emergencyContact: { name: emergencyContactName, phone: emergencyContactPhone },
    accountUid: before?.accountUid ?? null,
    account: before?.account ?? NO_ACCOUNT,
    guardianUids: guardians.map((g) => g.get('accountUid') as string | null).filter((u): u is string => !!u),
    searchTokens: searchTokensFor(fields),
    archived: false,
  });
}

/** A stored student as the fields its form (or an import row) sends. */
export function studentFieldsOf(s: StudentDoc): StudentFields {
  return {
    admissionNumber: s.admissionNumber,
    firstName: s.firstName,
    lastName: s.lastName,
    dateOfBirth: s.dateOfBirth,
    gender: s.gender,
    classId: s.classId,
    guardianIds: s.guardianIds,
    status: s.status,
    enrolmentDate: s.enrolmentDate,
    medicalNotes: s.medicalNotes,
    emergencyContactName: s.emergencyContact.name,
    emergencyContactPhone: s.emergencyContact.phone,
  };
}

export function parentRecord(
  fields: ParentFields,
  before: ParentDoc | null,
  children: readonly DocumentSnapshot[],
): ParentDoc {
  const childIds = [...new Set(fields.childIds)];
  return parentSchema.parse({
    ...fields,
    childIds,
    childClassIds: childClassIdsOf(children.map((c) => c.data() ?? {})),
    accountUid: before?.accountUid ?? null,
    // A parent is stored whole (set without merge): the account summary is carried over.
    account: before?.account ?? NO_ACCOUNT,
    archived: false,
    searchTokens: parentSearchTokens(fields),
  });
}

/** The student side of a guardian link: each guardian gains the child, each dropped one (still on file) loses it. */
export function linkGuardians(
  tx: Transaction,
  studentId: string,
  guardians: readonly DocumentSnapshot[],
  dropped: readonly DocumentSnapshot[],
) {
  for (const g of guardians) tx.update(g.ref, { childIds: FieldValue.arrayUnion(studentId) });
  for (const g of dropped) if (g.exists) tx.update(g.ref, { childIds: FieldValue.arrayRemove(studentId) });
}

/**
 * The parent side: each child gains the guardian (and the guardian's account, which lets them read the record), each
 * dropped child (still on file) loses both.
 */
export function linkChildren(
  tx: Transaction,
  parentId: string,
  accountUid: string | null,
  children: readonly DocumentSnapshot[],
  dropped: readonly DocumentSnapshot[],
) {
  for (const c of children) {
    tx.update(c.ref, {
      guardianIds: FieldValue.arrayUnion(parentId),
      ...(accountUid ? { guardianUids: FieldValue.arrayUnion(accountUid) } : {}),
    });
  }
  for (const c of dropped) {
    if (!c.exists) continue;
    tx.update(c.ref, {
      guardianIds: FieldValue.arrayRemove(parentId),
      ...(accountUid ? { guardianUids: FieldValue.arrayRemove(accountUid) } : {}),
    });
  }
}

/** How many documents linkGuardians or linkChildren writes. */
export const linkWrites = (linked: readonly DocumentSnapshot[], dropped: readonly DocumentSnapshot[]) =>
  linked.length + dropped.filter((d) => d.exists).length;
