import { admissionNumberField, createStudentInput, personEmailField } from '@academy/shared/people-api';
import type { StudentDoc } from '@academy/shared/people';
import { cellValue, listCell } from '@academy/shared/people-import';
import { type DocumentSnapshot, FieldValue } from 'firebase-admin/firestore';
import {
  copyCells,
  copyChoiceCells,
  duplicateKeyErrors,
  type ImportPlanner,
  nameKey,
  linksOf,
  readMissingIds,
  readWhereIn,
  resolveList,
  rowSentence,
  type RowPlan,
  settleRow,
} from '../../lib/import-rows';
import {
  classFullRefusal,
  linkGuardians,
  linkWrites,
  type StudentFields,
  studentFieldsOf,
  studentRecord,
} from '../../lib/people';
import { schoolCollection, schoolDoc } from '../../lib/records';
import { moveClassEnrolment } from '../../lib/term-totals';
import { readClassFamilies, type StudentLinks, writeClassFamilies } from '../../lib/class-families';

const TEXT_COLUMNS = [
  'admissionNumber',
  'firstName',
  'lastName',
  'dateOfBirth',
  'enrolmentDate',
  'medicalNotes',
  'emergencyContactName',
  'emergencyContactPhone',
] as const;

const LABELS: Record<keyof StudentFields, string> = {
  admissionNumber: 'Admission number',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  classId: 'Class',
  guardianIds: 'Guardians',
  status: 'Status',
  enrolmentDate: 'Enrolment date',
  medicalNotes: 'Medical notes',
  emergencyContactName: 'Emergency contact',
  emergencyContactPhone: 'Emergency phone',
};

const NEW_STUDENT = {
  classId: null,
  guardianIds: [],
  status: 'enrolled',
  medicalNotes: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
};

/**
 * Students are matched by admission number. A row names its class by name (a class of the current term) and its
 * guardians by e-mail (parents already on file); a column the file leaves out keeps what is on file. The checks are
 * those of the student form, plus what only the whole file shows: an admission number twice, a class too small for
 * everyone the file puts in it.
 */
export const planStudentImport: ImportPlanner = async (tx, caller, rows) => {
  const students = schoolCollection(caller, 'students');
  const parents = schoolCollection(caller, 'parents');
  const classes = schoolCollection(caller, 'classes');
  const keyOf = (values: Record<string, string>) => cellValue(values.admissionNumber).toUpperCase();

  // Every read first: the transaction writes only after them.
  const existing = await readWhereIn(
    tx,
    students,
    'admissionNumber',
    rows.map((r) => keyOf(r.values)),
    admissionNumberField,
  );
  const emails = rows.flatMap((r) => listCell(cellValue(r.values.guardianEmails)).map((e) => e.toLowerCase()));
  const parentsByEmail = await readWhereIn(tx, parents, 'email', emails, personEmailField);
  const currentTermId = (await tx.get(schoolDoc(caller))).get('currentTermId') as string | undefined;
  const termClasses = currentTermId ? (await tx.get(classes.where('termId', '==', currentTermId))).docs : [];
  const classByName = new Map(termClasses.map((c) => [nameKey(c.get('name') as string), c]));
  const classById = new Map<string, DocumentSnapshot>(termClasses.map((c) => [c.id, c]));
  const parentById = new Map<string, DocumentSnapshot>([...parentsByEmail.values()].map((p) => [p.id, p]));
  const befores = [...existing.values()].map((s) => s.data() as StudentDoc);
  await readMissingIds(
    tx,
    classes,
    befores.flatMap((s) => (s.classId ? [s.classId] : [])),
    classById,
  );
  await readMissingIds(
    tx,
    parents,
    befores.flatMap((s) => s.guardianIds),
    parentById,
  );

  const duplicates = duplicateKeyErrors(rows, keyOf, 'Admission number');
  const moves: { plan: RowPlan; row: number; from: string | null; to: string | null }[] = [];
  const families: { plan: RowPlan; from: string | null; link: StudentLinks }[] = [];
  const plans = rows.map(({ row, values }): RowPlan => {
    const snap = existing.get(keyOf(values));
    const before = (snap?.data() as StudentDoc | undefined) ?? null;
    const input: Record<string, unknown> = before ? studentFieldsOf(before) : { ...NEW_STUDENT };
    copyCells(input, values, TEXT_COLUMNS);
    copyChoiceCells(input, values, ['gender', 'status']);
    const errors: string[] = [];
    if ('class' in values) {
      const name = cellValue(values.class);
      const klass = name ? classByName.get(nameKey(name)) : null;
      if (name && !klass) errors.push(rowSentence(row, `Class "${name}" is not a class of the current term.`));
      input.classId = klass?.id ?? (name ? (before?.classId ?? null) : null);
    }
    if ('guardianEmails' in values) {
      input.guardianIds = resolveList(
        row,
        values.guardianEmails,
        (e) => parentsByEmail.get(e.toLowerCase())?.id,
        (e) => `Guardians: no parent with e-mail ${e} in your school.`,
        errors,
      );
    }
    const settled = settleRow({
      row,
      key: keyOf(values),
      input,
      errors,
      parsed: createStudentInput.safeParse(input),
      before: before && { ...before, fields: studentFieldsOf(before) },
      labels: LABELS,
      duplicate: duplicates.get(row),
    });
    const fields = settled.fields;
    if (!fields) return { result: settled.result, id: snap?.id ?? null, writes: 0 };
    const ref = snap?.ref ?? students.doc();
    const { linked: guardians, dropped } = linksOf(fields.guardianIds, before?.guardianIds ?? [], parentById);
    const plan: RowPlan = {
      result: settled.result,
      id: ref.id,
      writes: 1 + linkWrites(guardians, dropped),
      write: (t) => {
        // merge keeps what other features store on the record (the account's e-mail).
        t.set(ref, studentRecord(fields, before, guardians), { merge: true });
        linkGuardians(t, ref.id, guardians, dropped);
      },
    };
    const from = before?.classId ?? null;
    if (from !== fields.classId) moves.push({ plan, row, from, to: fields.classId });
    const guardianUids = guardians.map((g) => g.get('accountUid') as string | null).filter((u): u is string => !!u);
    families.push({ plan, from, link: { id: ref.id, classId: fields.classId, guardianUids } });
    return plan;
  });

  // Class sizes: everyone leaving a class frees a place first, then the file's rows take places in order.
  const net = new Map<string, number>();
  const add = (id: string | null, n: number) => id && net.set(id, (net.get(id) ?? 0) + n);
  for (const m of moves) add(m.from, -1);
  for (const m of moves) {
    const klass = m.to ? classById.get(m.to) : undefined;
    if (!m.to || !klass) continue;
    const taken = (klass.get('studentCount') as number) + (net.get(m.to) ?? 0);
    const capacity = klass.get('capacity') as number;
    if (taken < capacity) {
      add(m.to, 1);
      continue;
    }
    m.plan.result = {
      ...m.plan.result,
      outcome: 'error',
      changes: [],
      errors: [rowSentence(m.row, classFullRefusal(klass.get('name'), taken, capacity))],
    };
    delete m.plan.write;
    m.plan.writes = 0;
  }
  const counted = [...net].filter(([id, n]) => n !== 0 && classById.get(id)?.exists);
  // Each class the file touches keeps its families' accounts (guardianUids), as a student's form keeps them.
  const written = families.filter((f) => f.plan.write);
  const classFamilies = await readClassFamilies(
    tx,
    caller,
    written.flatMap((f) => [f.from, f.link.classId]),
  );
  return {
    rows: plans,
    extraWrites: counted.length + classFamilies.size,
    finish: (t) => {
      for (const [id, n] of counted) {
        t.update(classById.get(id)!.ref, { studentCount: FieldValue.increment(n) });
        moveClassEnrolment(t, caller.school_id, classById.get(id)!, n);
      }
      writeClassFamilies(
        t,
        caller,
        classFamilies,
        written.map((f) => f.link),
      );
    },
  };
};
