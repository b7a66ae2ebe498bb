/**
 * One account, two roles: a teacher whose own child is at the school. The same uid is in a class's teacherUids and in
 * the child's guardianUids; the token's active role alone decides which of the two it reads as. In the Parent view it
 * reads no teacher-only data; in the Teacher view it reads nothing a parent reads, not even its own family's.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnvironment, SCHOOL_A } from '../support/rules';

const UID = 'rules-teacher-parent';
const BOTH = ['Teacher', 'Parent'];
let env: RulesTestEnvironment;
const view = (role: 'Teacher' | 'Parent') =>
  env.authenticatedContext(UID, { role, school_id: SCHOOL_A, roles: BOTH }).firestore();
const SEEDED: string[] = [];
const read = (role: 'Teacher' | 'Parent', path: string) => getDoc(doc(view(role), path));

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const put = (path: string, data: object) => {
      SEEDED.push(path);
      return setDoc(doc(db, path), data);
    };
    // The class she teaches, a pupil of it, and its register and draft marks: teacher-only data.
    await put(`schools/${SCHOOL_A}/classes/tp-taught`, { teacherUids: [UID], guardianUids: ['someone-else'] });
    await put(`schools/${SCHOOL_A}/students/tp-pupil`, { classId: 'tp-taught', guardianUids: ['someone-else'] });
    await put(`schools/${SCHOOL_A}/registers/tp-register`, { classId: 'tp-taught' });
    await put(`schools/${SCHOOL_A}/gradeDrafts/tp-draft`, { classId: 'tp-taught' });
    await put(`schools/${SCHOOL_A}/assignments/tp-work`, { classId: 'tp-taught', teacherUids: [UID] });
    // Her own child in a class she does not teach, with the family's invoice and attendance: parent data.
    await put(`schools/${SCHOOL_A}/classes/tp-childs-class`, { teacherUids: [], guardianUids: [UID] });
    await put(`schools/${SCHOOL_A}/students/tp-child`, { classId: 'tp-childs-class', guardianUids: [UID] });
    await put(`schools/${SCHOOL_A}/invoices/tp-own-invoice`, { guardianUids: [UID] });
    await put(`schools/${SCHOOL_A}/attendanceRecords/tp-child-mark`, {
      classId: 'tp-childs-class',
      guardianUids: [UID],
    });
    // Another family's invoice and her two person records.
    await put(`schools/${SCHOOL_A}/invoices/tp-other-invoice`, { guardianUids: ['another-parent'] });
    await put(`schools/${SCHOOL_A}/teachers/tp-teacher`, { accountUid: UID });
    await put(`schools/${SCHOOL_A}/parents/tp-parent`, { accountUid: UID });
  });
});
afterAll(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const path of SEEDED) await deleteDoc(doc(ctx.firestore(), path));
  });
  await env.cleanup();
});

describe('a teacher who is also a parent', () => {
  it('in the Parent view reads her child and her family’s money, and nothing a teacher reads', async () => {
    await assertSucceeds(read('Parent', `schools/${SCHOOL_A}/students/tp-child`));
    await assertSucceeds(read('Parent', `schools/${SCHOOL_A}/invoices/tp-own-invoice`));
    await assertSucceeds(read('Parent', `schools/${SCHOOL_A}/attendanceRecords/tp-child-mark`));
    await assertSucceeds(read('Parent', `schools/${SCHOOL_A}/parents/tp-parent`));
    await assertSucceeds(read('Parent', `schools/${SCHOOL_A}/classes/tp-childs-class`));
    for (const path of [
      `schools/${SCHOOL_A}/students/tp-pupil`,
      `schools/${SCHOOL_A}/registers/tp-register`,
      `schools/${SCHOOL_A}/gradeDrafts/tp-draft`,
      `schools/${SCHOOL_A}/assignments/tp-work`,
      `schools/${SCHOOL_A}/classes/tp-taught`,
      `schools/${SCHOOL_A}/teachers/tp-teacher`,
      `schools/${SCHOOL_A}/invoices/tp-other-invoice`,
    ])
      await assertFails(read('Parent', path));
    // Her class's pupils, listed as a teacher lists them: refused.
    await assertFails(
      getDocs(query(collection(view('Parent'), `schools/${SCHOOL_A}/students`), where('classId', '==', 'tp-taught'))),
    );
  });

  it('in the Teacher view reads her classes, and no family’s data as a parent would, her own included', async () => {
    await assertSucceeds(read('Teacher', `schools/${SCHOOL_A}/students/tp-pupil`));
    await assertSucceeds(read('Teacher', `schools/${SCHOOL_A}/registers/tp-register`));
    await assertSucceeds(read('Teacher', `schools/${SCHOOL_A}/teachers/tp-teacher`));
    for (const path of [
      `schools/${SCHOOL_A}/students/tp-child`,
      `schools/${SCHOOL_A}/invoices/tp-own-invoice`,
      `schools/${SCHOOL_A}/invoices/tp-other-invoice`,
      `schools/${SCHOOL_A}/attendanceRecords/tp-child-mark`,
      `schools/${SCHOOL_A}/parents/tp-parent`,
      `schools/${SCHOOL_A}/classes/tp-childs-class`,
    ])
      await assertFails(read('Teacher', path));
    // The family's invoices, listed as a parent lists them: refused.
    await assertFails(
      getDocs(
        query(
          collection(view('Teacher'), `schools/${SCHOOL_A}/invoices`),
          where('guardianUids', 'array-contains', UID),
        ),
      ),
    );
  });

  it('in another school’s token reads neither', async () => {
    const elsewhere = env.authenticatedContext(UID, { role: 'Parent', school_id: 'rules-school-b', roles: BOTH });
    await assertFails(getDoc(doc(elsewhere.firestore(), `schools/${SCHOOL_A}/students/tp-child`)));
    await assertFails(getDoc(doc(elsewhere.firestore(), `schools/${SCHOOL_A}/students/tp-pupil`)));
  });
});
