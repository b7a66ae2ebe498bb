import { createStaffInput, createTeacherInput, personEmailField } from '@academy/shared/people-api';
import { staffSchema, type TeacherDoc, teacherSchema } from '@academy/shared/people';
import { cellValue } from '@academy/shared/people-import';
import { NO_ACCOUNT } from '@academy/shared/invitations';
import { employeeSearchTokens } from '@academy/shared/people-api';
import {
  copyCells,
  copyChoiceCells,
  duplicateKeyErrors,
  type ImportPlanner,
  readWhereIn,
  resolveList,
  type RowPlan,
  settleRow,
} from '../../lib/import-rows';
import { schoolCollection } from '../../lib/records';

type Employee = Omit<TeacherDoc, 'subjectIds'> & { subjectIds?: string[] };

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  department: 'Department',
  position: 'Position',
  employmentStatus: 'Employment status',
};
const TEACHER_LABELS = { ...LABELS, subjectIds: 'Subjects' };

function employeeFieldsOf(e: Employee, teacher: boolean) {
  const { firstName, lastName, email, phone, department, position, employmentStatus } = e;
  const fields = { firstName, lastName, email, phone, department, position, employmentStatus };
  return teacher ? { ...fields, subjectIds: e.subjectIds ?? [] } : fields;
}

/**
 * Teachers and staff are matched by e-mail among the school's teachers (or staff). A teacher's subjects are named by
 * code and must be on file. The record is stored as the teacher and staff forms store it, with its searchTokens.
 */
function planEmployeeImport(kind: 'teachers' | 'staff'): ImportPlanner {
  const teacher = kind === 'teachers';
  const input = teacher ? createTeacherInput : createStaffInput;
  const schema = teacher ? teacherSchema : staffSchema;
  return async (tx, caller, rows) => {
    const people = schoolCollection(caller, kind);
    const keyOf = (values: Record<string, string>) => cellValue(values.email).toLowerCase();
    const existing = await readWhereIn(
      tx,
      people,
      'email',
      rows.map((r) => keyOf(r.values)),
      personEmailField,
    );
    const subjects = teacher ? (await tx.get(schoolCollection(caller, 'subjects'))).docs : [];
    const subjectByCode = new Map(subjects.map((s) => [(s.get('code') as string).toUpperCase(), s.id]));
    const duplicates = duplicateKeyErrors(rows, keyOf, 'E-mail');

    return {
      extraWrites: 0,
      rows: rows.map(({ row, values }): RowPlan => {
        const snap = existing.get(keyOf(values));
        const before = (snap?.data() as Employee | undefined) ?? null;
        const fields: Record<string, unknown> = before
          ? employeeFieldsOf(before, teacher)
          : {
              phone: '',
              department: '',
              position: '',
              employmentStatus: 'active',
              ...(teacher ? { subjectIds: [] } : {}),
            };
        copyCells(fields, values, ['firstName', 'lastName', 'email', 'phone', 'department', 'position']);
        copyChoiceCells(fields, values, ['employmentStatus']);
        const errors: string[] = [];
        if (teacher && 'subjectCodes' in values) {
          fields.subjectIds = resolveList(
            row,
            values.subjectCodes,
            (code) => subjectByCode.get(code.toUpperCase()),
            (code) => `Subjects: no subject with code ${code} in your school.`,
            errors,
          );
        }
        const settled = settleRow({
          row,
          key: keyOf(values),
          input: fields,
          errors,
          parsed: input.safeParse(fields),
          before: before && { ...before, fields: employeeFieldsOf(before, teacher) },
          labels: teacher ? TEACHER_LABELS : LABELS,
          duplicate: duplicates.get(row),
        });
        const checked = settled.fields;
        if (!checked) return { result: settled.result, id: snap?.id ?? null, writes: 0 };
        const ref = snap?.ref ?? people.doc();
        return {
          result: settled.result,
          id: ref.id,
          writes: 1,
          write: (t) => {
            const record = schema.parse({
              ...checked,
              accountUid: before?.accountUid ?? null,
              account: before?.account ?? NO_ACCOUNT,
              archived: false,
            });
            const searchTokens = employeeSearchTokens(record);
            // merge keeps what other features store on the record.
            t.set(ref, { ...record, searchTokens }, { merge: true });
          },
        };
      }),
    };
  };
}

export const planTeacherImport = planEmployeeImport('teachers');
export const planStaffImport = planEmployeeImport('staff');
