/**
 * The people and records the reports rules tests share: in school A a scale, a round, teacherA's entry and another
 * teacher's, parentA's child's published report (the student's own account on it), a report of another family, the
 * school's comment bank and teacherA's own; in school B a copy of each, which nobody of school A reads.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, type QueryConstraint, setDoc, where } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { EVERYONE, firestoreAs, PEOPLE, type Person, SCHOOL_A, SCHOOL_B } from './rules';

export { where };

export const OTHERS = {
  otherParentA: { uid: 'rules-parent-other-a', claims: { role: 'Parent', school_id: SCHOOL_A } },
  otherTeacherA: { uid: 'rules-teacher-other-a', claims: { role: 'Teacher', school_id: SCHOOL_A } },
} as const;
export type Reader = Person | 'signedOut' | keyof typeof OTHERS;
export const READERS: Reader[] = [...EVERYONE, 'otherParentA', 'otherTeacherA'];

export function reportsDbAs(env: RulesTestEnvironment, who: Reader) {
  if (who === 'otherParentA' || who === 'otherTeacherA')
    return env.authenticatedContext(OTHERS[who].uid, OTHERS[who].claims).firestore();
  return firestoreAs(env, who);
}

const file = { fileId: 'f1', name: 'report.pdf', type: 'application/pdf', bytes: 10, kind: 'pdf', thumb: false };
const entry = (teacherUid: string | null) => ({
  roundId: 'round-1',
  studentId: 'student-a',
  studentName: 'Ada',
  classId: 'class-a',
  subjectId: 'math',
  teacherUid,
  grade: null,
  effort: null,
  comment: '',
  state: 'draft',
  returnNote: null,
  updatedAt: 1,
  updatedBy: null,
});
const report = (guardianUids: string[], studentUid: string | null) => ({
  roundId: 'round-1',
  roundName: 'Autumn',
  studentId: 'student-a',
  studentName: 'Ada',
  classId: 'class-a',
  guardianUids,
  studentUid,
  file,
  publishedAt: 1,
});

/** Each record, by its path under a school. */
export const RECORDS = {
  scale: [
    'gradeScales/scale-1',
    { name: 'GCSE', kind: 'attainment', grades: [{ code: '9', label: '' }], updatedAt: 1 },
  ],
  round: ['reportRounds/round-1', { name: 'Autumn', classIds: ['class-a'], subjectIds: ['math'], progress: {} }],
  entry: ['reportEntries/round-1_student-a_math', entry(PEOPLE.teacherA.uid)],
  otherEntry: ['reportEntries/round-1_student-b_math', entry(OTHERS.otherTeacherA.uid)],
  headEntry: ['reportEntries/round-1_student-a_head', { ...entry(null), subjectId: 'head' }],
  report: ['reports/round-1_student-a', report([PEOPLE.parentA.uid], PEOPLE.studentA.uid)],
  familyOnly: ['reports/round-1_student-c', report([PEOPLE.parentA.uid], null)],
  otherReport: ['reports/round-1_student-b', report([OTHERS.otherParentA.uid], 'someone-else')],
  schoolBank: ['commentBanks/school', { sentences: ['{name} works hard.'], updatedAt: 1 }],
  ownBank: [`commentBanks/${PEOPLE.teacherA.uid}`, { sentences: ['Mine.'], updatedAt: 1 }],
} as const;
export type RecordName = keyof typeof RECORDS;

export async function seedReports(env: RulesTestEnvironment) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const school of [SCHOOL_A, SCHOOL_B])
      for (const [path, data] of Object.values(RECORDS)) await setDoc(doc(db, `schools/${school}/${path}`), data);
  });
}

export interface ListCase {
  label: string;
  who: Reader;
  where: () => QueryConstraint[];
  allowed: boolean;
}

/**
 * Every reader's get of each named record (those in `readers` succeed, everyone else fails), the same in school B
 * (nobody of school A; adminB reads what school B's Admin reads there, checked by the get of its own copy), every
 * write refused, and the lists given.
 */
export function reportRules(
  env: () => RulesTestEnvironment,
  collectionName: string,
  gets: Partial<Record<RecordName, readonly Reader[]>>,
  lists: ListCase[],
) {
  describe(`schools/{school}/${collectionName}`, () => {
    for (const [name, readers] of Object.entries(gets) as [RecordName, readonly Reader[]][]) {
      const [path] = RECORDS[name];
      it.each(READERS)(`%s reading ${name}`, async (who) => {
        const read = getDoc(doc(reportsDbAs(env(), who), `schools/${SCHOOL_A}/${path}`));
        await (readers.includes(who) ? assertSucceeds(read) : assertFails(read));
      });
      it.each(READERS.filter((w) => w !== 'adminB'))(`%s reading another school's ${name}`, async (who) => {
        await assertFails(getDoc(doc(reportsDbAs(env(), who), `schools/${SCHOOL_B}/${path}`)));
      });
    }
    it.each(READERS)('refuses %s every write', async (who) => {
      const [path] = Object.values(RECORDS).find(([p]) => p.startsWith(`${collectionName}/`))!;
      await assertFails(setDoc(doc(reportsDbAs(env(), who), `schools/${SCHOOL_A}/${path}`), { x: 1 }));
    });
    for (const c of lists)
      it(c.label, async () => {
        const list = getDocs(
          query(collection(reportsDbAs(env(), c.who), `schools/${SCHOOL_A}/${collectionName}`), ...c.where()),
        );
        await (c.allowed ? assertSucceeds(list) : assertFails(list));
      });
  });
}
