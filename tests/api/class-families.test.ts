/**
 * A class's guardianUids (who may read the class and its timetable as a parent) follow every change of a student's
 * class or guardians: roster moves, a student's edit or archive, a parent's children, a class's own edit. Demo data:
 * the demo parent's children student-01 and student-02 are both in class-7a.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../emulators/seed';
import { ADMIN, post, record, signInAll } from '../support/school-api';

const guardiansOf = async (classId: string) => (await record(`classes/${classId}`))?.guardianUids as string[];

/** The fields updateStudent takes, from the stored record. */
async function studentBody(id: string, changes: Record<string, unknown>) {
  const s = (await record(`students/${id}`))!;
  return {
    id,
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
    ...changes,
  };
}

async function parentBody(childIds: string[]) {
  const p = (await record('parents/parent-01'))!;
  const { firstName, lastName, email, phone, relationship } = p;
  return { id: 'parent-01', firstName, lastName, email, phone, relationship, childIds };
}

beforeAll(signInAll);
// Everything as the seed had it, for the test files that follow.
afterAll(() => seedDemoData());

describe('a class’s families follow its students', () => {
  it('starts from the seed: class-7a holds the demo parent, class-8b does not', async () => {
    expect(await guardiansOf('class-7a')).toEqual(['demo-parent']);
    expect(await guardiansOf('class-8b')).toEqual([]);
  });

  it('a roster move brings the parent to the new class, and keeps them where their other child still is', async () => {
    const res = await post(ADMIN, '/classes/assignStudents', { studentIds: ['student-01'], classId: 'class-8b' });
    expect(res.body.message).toBe('1 student moved into Grade 8B.');
    expect(await guardiansOf('class-8b')).toEqual(['demo-parent']);
    expect(await guardiansOf('class-7a')).toEqual(['demo-parent']);
  });

  it('moving their last child out takes the parent off the class', async () => {
    await post(ADMIN, '/classes/assignStudents', { studentIds: ['student-02'], classId: null });
    expect(await guardiansOf('class-7a')).toEqual([]);
  });

  it('a student’s edit into a class brings their guardians with them', async () => {
    const res = await post(ADMIN, '/students/update', await studentBody('student-02', { classId: 'class-7a' }));
    expect(res.status).toBe(200);
    expect(await guardiansOf('class-7a')).toEqual(['demo-parent']);
  });

  it('a student’s edit that drops a guardian takes them off the class', async () => {
    await post(ADMIN, '/students/update', await studentBody('student-02', { guardianIds: [] }));
    expect((await record('students/student-02'))?.guardianUids).toEqual([]);
    expect(await guardiansOf('class-7a')).toEqual([]);
  });

  it('a parent’s edit that adds or drops a child follows on the child’s class', async () => {
    await post(ADMIN, '/parents/update', await parentBody(['student-01', 'student-02']));
    expect(await guardiansOf('class-7a')).toEqual(['demo-parent']);
    expect(await guardiansOf('class-8b')).toEqual(['demo-parent']);
    await post(ADMIN, '/parents/update', await parentBody(['student-02']));
    expect((await record('students/student-01'))?.guardianUids).toEqual([]);
    expect(await guardiansOf('class-8b')).toEqual([]);
    expect(await guardiansOf('class-7a')).toEqual(['demo-parent']);
  });

  it('archiving a student takes their guardians off the class they leave', async () => {
    await post(ADMIN, '/students/archive', { id: 'student-02', archived: true });
    expect(await guardiansOf('class-7a')).toEqual([]);
  });

  it('editing the class keeps its families and names its homeroom teacher', async () => {
    await post(ADMIN, '/classes/assignStudents', { studentIds: ['student-03'], classId: 'class-8b' });
    expect(await guardiansOf('class-8b')).toEqual([]);
    const c = (await record('classes/class-8b'))!;
    await post(ADMIN, '/parents/update', await parentBody(['student-03']));
    const res = await post(ADMIN, '/classes/update', {
      id: 'class-8b',
      name: c.name,
      grade: c.grade,
      section: c.section,
      capacity: c.capacity,
      homeroomTeacherId: 'teacher-03',
      termId: c.termId,
    });
    expect(res.status).toBe(200);
    expect(await record('classes/class-8b')).toMatchObject({
      guardianUids: ['demo-parent'],
      homeroomTeacherName: 'Mei Lin',
    });
  });
});
