import type { ImportReport } from '@academy/shared/people-import';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { enrolmentDrift } from '../support/term-totals';
import { refusesBadBodies } from '../support/refusals';
import {
  ADMIN,
  auditActions,
  type DemoCaller,
  post,
  record,
  refusesOtherRoles,
  SCHOOL,
  signInAll,
  tokenOf,
} from '../support/school-api';
import { storedState } from '../support/state';

const PATH = '/people/import';
type Values = Record<string, string>;
type Report = ImportReport & { status: number; message: string };

const student = (n: number, extra: Values = {}): Values => ({
  admissionNumber: `IM-${String(n).padStart(3, '0')}`,
  firstName: `Ima${n}`,
  lastName: 'Importer',
  dateOfBirth: '2013-05-04',
  gender: 'female',
  class: 'Grade 7A',
  status: 'enrolled',
  enrolmentDate: '2026-09-01',
  medicalNotes: '',
  emergencyContactName: 'Importer family',
  emergencyContactPhone: '+44 7700 900555',
  guardianEmails: '',
  ...extra,
});

/** Rows as a file holds them: the header is row 1, so the first person is row 2. */
const rows = (values: Values[]) => values.map((v, i) => ({ row: i + 2, values: v }));

async function importRows(kind: string, values: Values[], commit: boolean, who: DemoCaller = ADMIN) {
  const res = await post(who, PATH, { kind, rows: rows(values), commit });
  return { status: res.status, body: res.body as unknown as Report };
}

const db = () => admin().db;
const col = (name: string) => db().collection(`schools/${SCHOOL}/${name}`);

async function cleanUp() {
  for (const s of (await col('students').where('lastName', '==', 'Importer').get()).docs) {
    for (const g of s.get('guardianIds') as string[])
      await col('parents')
        .doc(g)
        .update({ childIds: FieldValue.arrayRemove(s.id) });
    const classId = s.get('classId') as string | null;
    if (classId)
      await col('classes')
        .doc(classId)
        .update({ studentCount: FieldValue.increment(-1) });
    await s.ref.delete();
  }
  for (const name of ['parents', 'teachers', 'staff']) {
    for (const p of (await col(name).where('lastName', '==', 'Importer').get()).docs) {
      for (const c of (p.get('childIds') as string[] | undefined) ?? [])
        await col('students')
          .doc(c)
          .update({ guardianIds: FieldValue.arrayRemove(p.id) });
      await p.ref.delete();
    }
  }
  await col('classes').doc('class-tiny-import').delete();
  await col('teachers').doc('teacher-02').update({ department: 'Languages', searchTokens: FieldValue.delete() });
  for (const a of (await col('auditLog').where('action', 'in', ['students.imported', 'parents.imported']).get()).docs)
    await a.ref.delete();
}

let driftBefore: Record<string, number> = {};
beforeAll(async () => {
  await signInAll();
  await cleanUp();
  driftBefore = await enrolmentDrift(SCHOOL);
});
afterAll(cleanUp);

describe('POST /api/people/import: students', () => {
  it('checks a file without writing anything (dry run)', async () => {
    const before = await storedState();
    const { body } = await importRows(
      'students',
      [student(1), student(2, { guardianEmails: 'parent05@families.demo-academy.test' })],
      false,
    );
    expect(body).toMatchObject({ status: 200, message: 'Checked 2 rows: 2 new, 0 updated, 0 unchanged.' });
    expect(body.rows.map((r) => [r.row, r.key, r.outcome])).toEqual([
      [2, 'IM-001', 'new'],
      [3, 'IM-002', 'new'],
    ]);
    expect(await storedState()).toEqual(before);
  });

  it('reports every bad cell by row and field, and a commit with errors writes nothing', async () => {
    const file = [
      student(1),
      student(2, { dateOfBirth: '21/04/2013', gender: 'girl' }),
      student(3, { class: 'Grade 12Z', guardianEmails: 'nobody@nowhere.test' }),
      student(1, { firstName: 'Twice' }),
    ];
    const dry = (await importRows('students', file, false)).body;
    expect(dry.counts).toEqual({ new: 0, update: 0, unchanged: 0, error: 4 });
    expect(dry.rows.map((r) => r.errors)).toEqual([
      ['Row 2: Admission number IM-001 is also on row 5.'],
      ['Row 3: Date of birth must be a date (YYYY-MM-DD).', 'Row 3: Gender must be female, male or other.'],
      [
        'Row 4: Class "Grade 12Z" is not a class of the current term.',
        'Row 4: Guardians: no parent with e-mail nobody@nowhere.test in your school.',
      ],
      ['Row 5: Admission number IM-001 is also on row 2.'],
    ]);

    const before = await storedState();
    const res = await importRows('students', [student(1), student(2, { dateOfBirth: '2013-13-45' })], true);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('1 row has errors, so nothing was imported: fix the file or leave those rows out.');
    expect(res.body.rows[1]?.errors).toEqual(['Row 3: Date of birth must be a date (YYYY-MM-DD).']);
    expect(res.body.committed).toBe(false);
    expect(await storedState()).toEqual(before);
  });

  it('imports new and changed rows in one go, with guardians and class sizes kept both ways', async () => {
    const classBefore = (await record('classes/class-7a'))?.studentCount as number;
    const file = [
      student(1),
      student(2, { guardianEmails: 'PARENT05@families.demo-academy.test; parent06@families.demo-academy.test' }),
      student(3, { class: '', guardianEmails: 'parent05@families.demo-academy.test' }),
    ];
    const { body } = await importRows('students', file, true);
    expect(body).toMatchObject({ status: 200, message: 'Imported: 3 new, 0 updated, 0 unchanged.', committed: true });

    const stored = await col('students').where('admissionNumber', '==', 'IM-002').get();
    const id = stored.docs[0]!.id;
    expect(stored.docs[0]!.data()).toMatchObject({
      firstName: 'Ima2',
      classId: 'class-7a',
      guardianIds: ['parent-05', 'parent-06'],
      emergencyContact: { name: 'Importer family', phone: '+44 7700 900555' },
      accountUid: null,
      archived: false,
    });
    expect(stored.docs[0]!.get('searchTokens')).toContain('ima2 imp');
    const three = (await col('students').where('admissionNumber', '==', 'IM-003').get()).docs[0]!;
    expect((await record('parents/parent-05'))?.childIds).toEqual(expect.arrayContaining([id, three.id]));
    expect((await record('classes/class-7a'))?.studentCount).toBe(classBefore + 2);
    const audit = await col('auditLog').where('action', '==', 'students.imported').get();
    expect(audit.docs.map((d) => d.get('after'))).toEqual([
      expect.objectContaining({ kind: 'students', created: 3, updated: 0, unchanged: 0 }),
    ]);
    expect(await auditActions(`students/${id}`)).toEqual([]);
  });

  it('re-importing the same file changes nothing and writes no audit entry', async () => {
    const before = await storedState();
    const file = [
      student(1),
      student(2, { guardianEmails: 'parent06@families.demo-academy.test;parent05@families.demo-academy.test' }),
      student(3, { class: '', guardianEmails: 'parent05@families.demo-academy.test' }),
    ];
    const { body } = await importRows('students', file, true);
    expect(body.message).toBe('Imported: 0 new, 0 updated, 3 unchanged.');
    expect(await storedState()).toEqual(before);
  });

  it('updates only what changed, naming the fields, and moves a student out of a class and away from a guardian', async () => {
    const classBefore = (await record('classes/class-7a'))?.studentCount as number;
    const file = [student(1, { status: 'withdrawn', class: '' }), student(2, { guardianEmails: '' })];
    const dry = (await importRows('students', file, false)).body;
    expect(dry.rows.map((r) => [r.outcome, r.changes])).toEqual([
      ['update', ['Class', 'Status']],
      ['update', ['Guardians']],
    ]);
    expect((await importRows('students', file, true)).body.message).toBe('Imported: 0 new, 2 updated, 0 unchanged.');
    expect((await record('classes/class-7a'))?.studentCount).toBe(classBefore - 1);
    const two = (await col('students').where('admissionNumber', '==', 'IM-002').get()).docs[0]!;
    expect(two.get('guardianIds')).toEqual([]);
    expect((await record('parents/parent-05'))?.childIds).not.toContain(two.id);
  });

  it('a column the file leaves out keeps what is on file', async () => {
    const full = student(2);
    const kept = ['admissionNumber', 'firstName', 'lastName', 'dateOfBirth', 'gender', 'enrolmentDate'];
    const { body } = await importRows('students', [Object.fromEntries(kept.map((c) => [c, full[c] ?? '']))], false);
    expect(body.rows[0]).toMatchObject({ outcome: 'unchanged', errors: [] });
  });

  it('refuses more students than a class has places, and an archived student', async () => {
    await col('classes').doc('class-tiny-import').set({
      name: 'Tiny import',
      grade: 7,
      section: 'T',
      capacity: 1,
      homeroomTeacherId: null,
      teacherUids: [],
      termId: 'term-2026-autumn',
      studentCount: 0,
      searchTokens: [],
    });
    const archived = (await col('students').where('admissionNumber', '==', 'IM-003').get()).docs[0]!;
    await archived.ref.update({ archived: true });
    const { body } = await importRows(
      'students',
      [student(4, { class: 'tiny  IMPORT' }), student(5, { class: 'Tiny import' }), student(3, { class: '' })],
      false,
    );
    expect(body.rows.map((r) => [r.outcome, r.errors])).toEqual([
      ['new', []],
      ['error', ['Row 3: Tiny import is full (1 of 1 places taken).']],
      ['error', ['Row 4: Ima3 Importer is archived: restore them before editing.']],
    ]);
  });

  it('another school sees none of these students, classes or parents', async () => {
    const before = await storedState();
    const { body } = await importRows(
      'students',
      [student(1, { guardianEmails: 'parent05@families.demo-academy.test' })],
      true,
      'admin@northside.test',
    );
    expect(body.rows[0]?.errors).toEqual([
      'Row 2: Class "Grade 7A" is not a class of the current term.',
      'Row 2: Guardians: no parent with e-mail parent05@families.demo-academy.test in your school.',
    ]);
    expect(await storedState()).toEqual(before);
  });
});

describe('POST /api/people/import: what families may read', () => {
  it('a student imported with a guardian who signs in lets that parent read the class', async () => {
    const before = (await record('classes/class-8b'))?.guardianUids as string[];
    expect(before).not.toContain('demo-parent');
    const row = student(90, { class: 'Grade 8B', guardianEmails: 'parent@demo-academy.test' });
    expect((await importRows('students', [row], true)).status).toBe(200);
    expect((await record('classes/class-8b'))?.guardianUids).toContain('demo-parent');
    // Moved to no class by a second import, the class no longer lists the parent.
    expect((await importRows('students', [{ ...row, class: '' }], true)).status).toBe(200);
    expect((await record('classes/class-8b'))?.guardianUids).toEqual(before);
  });
});

describe('POST /api/people/import: parents, teachers and staff', () => {
  const parent = (extra: Values = {}): Values => ({
    firstName: 'Pia',
    lastName: 'Importer',
    email: 'pia.importer@families.test',
    phone: '',
    relationship: 'Aunt',
    childAdmissionNumbers: 'da-0020; DA-0021',
    ...extra,
  });

  it('imports a parent linked both ways to children found by admission number, and a second time changes nothing', async () => {
    const { body } = await importRows('parents', [parent()], true);
    expect(body.message).toBe('Imported: 1 new, 0 updated, 0 unchanged.');
    const pia = (await col('parents').where('email', '==', 'pia.importer@families.test').get()).docs[0]!;
    expect(pia.get('childIds')).toEqual(['student-20', 'student-21']);
    expect((await record('students/student-21'))?.guardianIds).toContain(pia.id);

    const before = await storedState();
    expect((await importRows('parents', [parent({ email: 'Pia.Importer@families.test' })], true)).body.message).toBe(
      'Imported: 0 new, 0 updated, 1 unchanged.',
    );
    expect(await storedState()).toEqual(before);
  });

  it('names a child that is not on file and an e-mail that is not one', async () => {
    const { body } = await importRows(
      'parents',
      [parent({ childAdmissionNumbers: 'XX-1' }), parent({ email: 'pia-at-home' })],
      false,
    );
    expect(body.rows.map((r) => r.errors)).toEqual([
      ['Row 2: Children: no student with admission number XX-1 in your school.'],
      ['Row 3: E-mail must be a valid e-mail address.'],
    ]);
  });

  const teacher = (extra: Values = {}): Values => ({
    firstName: 'Tom',
    lastName: 'Importer',
    email: 'tom.importer@demo-academy.test',
    phone: '',
    department: 'Science',
    position: 'Teacher',
    employmentStatus: 'Active',
    subjectCodes: 'sci;MATH',
    ...extra,
  });

  it('imports a teacher with subjects by code, and updates an existing teacher matched by e-mail', async () => {
    const existing = (await record('teachers/teacher-02')) as Record<
      'firstName' | 'lastName' | 'phone' | 'position',
      string
    >;
    const file = [teacher(), teacher({ subjectCodes: 'NOPE', email: 'tina.importer@demo-academy.test' })];
    expect((await importRows('teachers', file, false)).body.rows[1]?.errors).toEqual([
      'Row 3: Subjects: no subject with code NOPE in your school.',
    ]);
    const update = {
      ...teacher(),
      firstName: existing.firstName,
      lastName: existing.lastName,
      email: 'DANIEL.REYES@demo-academy.test',
      phone: existing.phone,
      department: 'Humanities',
      position: existing.position,
      subjectCodes: 'ENG;HIST',
    };
    const { body } = await importRows('teachers', [teacher(), update], true);
    expect(body.rows.map((r) => [r.outcome, r.changes])).toEqual([
      ['new', []],
      ['update', ['Department']],
    ]);
    const tom = (await col('teachers').where('email', '==', 'tom.importer@demo-academy.test').get()).docs[0]!;
    expect(tom.data()).toMatchObject({ subjectIds: ['sci', 'math'], employmentStatus: 'active', accountUid: null });
    expect(tom.get('searchTokens')).toContain('scien');
    expect(await record('teachers/teacher-02')).toMatchObject({
      department: 'Humanities',
      subjectIds: ['eng', 'hist'],
    });
  });

  it('imports staff, and the same file a second time changes nothing', async () => {
    const staff = { ...teacher({ email: 'sal.importer@demo-academy.test', position: 'Caretaker' }) };
    delete staff.subjectCodes;
    expect((await importRows('staff', [staff], true)).body.message).toBe('Imported: 1 new, 0 updated, 0 unchanged.');
    const before = await storedState();
    expect((await importRows('staff', [staff], true)).body.message).toBe('Imported: 0 new, 0 updated, 1 unchanged.');
    expect(await storedState()).toEqual(before);
  });

  it('refuses a column that is not in the template, naming it', async () => {
    const res = await importRows('staff', [{ ...parent(), subjectCodes: 'X' }], false);
    expect(res.body).toMatchObject({
      status: 400,
      message: "Unknown column for staff: relationship, childAdmissionNumbers, subjectCodes. Use the template's names.",
    });
  });

  it('refuses a file that would need more writes than one transaction takes, before writing any', async () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      student(i + 100, { class: '', guardianEmails: 'parent07@families.demo-academy.test' }),
    );
    const res = await importRows('students', many, false);
    expect(res.body).toEqual({
      status: 400,
      message:
        'This file would change 601 records at once, and at most 500 can be imported together: split it into smaller files.',
    });
  });

  it('refuses more rows than one import takes', async () => {
    const many = Array.from({ length: 401 }, (_, i) => student(i + 10));
    const res = await importRows('students', many, false);
    expect(res.body).toEqual({
      status: 400,
      message: 'A file can hold at most 400 rows: split it into smaller files.',
    });
  });
});

refusesOtherRoles(
  PATH,
  () => ({ kind: 'students', rows: rows([student(90)]), commit: true }),
  () => 'classes/class-7a',
);

refusesBadBodies(PATH, { kind: 'students', rows: rows([student(91)]), commit: true }, ['kind'], () => tokenOf(ADMIN));

describe('the dashboard’s students by grade', () => {
  it('moved with every import above: the term totals still match the classes’ own counts', async () => {
    expect(await enrolmentDrift(SCHOOL)).toEqual(driftBefore);
  });
});
