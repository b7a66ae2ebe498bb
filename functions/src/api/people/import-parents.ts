import { admissionNumberField, createParentInput, personEmailField } from '@academy/shared/people-api';
import type { ParentDoc } from '@academy/shared/people';
import { cellValue, listCell } from '@academy/shared/people-import';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  copyCells,
  duplicateKeyErrors,
  type ImportPlanner,
  linksOf,
  readMissingIds,
  readWhereIn,
  resolveList,
  type RowPlan,
  settleRow,
} from '../../lib/import-rows';
import { readClassFamilies, writeClassFamilies } from '../../lib/class-families';
import { linkChildren, linkWrites, type ParentFields, parentRecord } from '../../lib/people';
import { schoolCollection } from '../../lib/records';

const LABELS: Record<keyof ParentFields, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  relationship: 'Relationship',
  childIds: 'Children',
};

const parentFieldsOf = (p: ParentDoc): ParentFields => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phone: p.phone,
  relationship: p.relationship,
  childIds: p.childIds,
});

/**
 * Parents are matched by e-mail among the school's parents (so the e-mail an account signs in with never changes
 * here). A row names the children by admission number; each link is kept both ways, as the parent form does.
 */
export const planParentImport: ImportPlanner = async (tx, caller, rows) => {
  const parents = schoolCollection(caller, 'parents');
  const students = schoolCollection(caller, 'students');
  const keyOf = (values: Record<string, string>) => cellValue(values.email).toLowerCase();

  const existing = await readWhereIn(
    tx,
    parents,
    'email',
    rows.map((r) => keyOf(r.values)),
    personEmailField,
  );
  const numbers = rows.flatMap((r) => listCell(cellValue(r.values.childAdmissionNumbers)).map((n) => n.toUpperCase()));
  const studentsByNumber = await readWhereIn(tx, students, 'admissionNumber', numbers, admissionNumberField);
  const studentById = new Map<string, DocumentSnapshot>([...studentsByNumber.values()].map((s) => [s.id, s]));
  const befores = [...existing.values()].map((p) => p.data() as ParentDoc);
  await readMissingIds(
    tx,
    students,
    befores.flatMap((p) => p.childIds),
    studentById,
  );

  const duplicates = duplicateKeyErrors(rows, keyOf, 'E-mail');
  // A parent who signs in reads their children's classes: those classes' guardianUids follow the links (students by id).
  const accountLinks: { accountUid: string; linked: DocumentSnapshot[]; dropped: DocumentSnapshot[] }[] = [];
  const plans = rows.map(({ row, values }): RowPlan => {
    const snap = existing.get(keyOf(values));
    const before = (snap?.data() as ParentDoc | undefined) ?? null;
    const input: Record<string, unknown> = before
      ? parentFieldsOf(before)
      : { phone: '', relationship: '', childIds: [] };
    copyCells(input, values, ['firstName', 'lastName', 'email', 'phone', 'relationship']);
    const errors: string[] = [];
    if ('childAdmissionNumbers' in values) {
      input.childIds = resolveList(
        row,
        values.childAdmissionNumbers,
        (n) => studentsByNumber.get(n.toUpperCase())?.id,
        (n) => `Children: no student with admission number ${n} in your school.`,
        errors,
      );
    }
    const settled = settleRow({
      row,
      key: keyOf(values),
      input,
      errors,
      parsed: createParentInput.safeParse(input),
      before: before && { ...before, fields: parentFieldsOf(before) },
      labels: LABELS,
      duplicate: duplicates.get(row),
    });
    const fields = settled.fields;
    if (!fields) return { result: settled.result, id: snap?.id ?? null, writes: 0 };
    const ref = snap?.ref ?? parents.doc();
    const { linked: children, dropped } = linksOf(fields.childIds, before?.childIds ?? [], studentById);
    if (before?.accountUid) accountLinks.push({ accountUid: before.accountUid, linked: children, dropped });
    return {
      result: settled.result,
      id: ref.id,
      writes: 1 + linkWrites(children, dropped),
      write: (t) => {
        const parent = parentRecord(fields, before, children);
        t.set(ref, parent);
        linkChildren(t, ref.id, parent.accountUid, children, dropped);
      },
    };
  });

  // Each child's guardian accounts after the file, for the classes of the children whose links change.
  const guardianUids = new Map<string, { classId: string | null; uids: Set<string> }>();
  for (const { accountUid, linked, dropped } of accountLinks) {
    for (const [child, keep] of [
      ...linked.map((c) => [c, true] as const),
      ...dropped.map((c) => [c, false] as const),
    ]) {
      const entry = guardianUids.get(child.id) ?? {
        classId: (child.get('classId') as string | null) ?? null,
        uids: new Set((child.get('guardianUids') as string[] | undefined) ?? []),
      };
      if (keep) entry.uids.add(accountUid);
      else entry.uids.delete(accountUid);
      guardianUids.set(child.id, entry);
    }
  }
  const families = await readClassFamilies(
    tx,
    caller,
    [...guardianUids.values()].map((e) => e.classId),
  );
  return {
    extraWrites: families.size,
    rows: plans,
    finish: (t) =>
      writeClassFamilies(
        t,
        caller,
        families,
        [...guardianUids].map(([id, e]) => ({ id, classId: e.classId, guardianUids: [...e.uids] })),
      ),
  };
};
