import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { reportRules, seedReports, where } from '../support/report-rules';
import { PEOPLE, type Person } from '../support/rules';
import { rulesEnvironment } from '../support/rules';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedReports(env);
});
afterAll(async () => {
  await env.cleanup();
});

const grid = (who: Person) => () => [
  where('roundId', '==', 'round-1'),
  where('classId', '==', 'class-a'),
  where('subjectId', '==', 'math'),
  where('teacherUid', '==', PEOPLE[who].uid),
];

// An entry is its teacher's and the office's: another teacher, a family and the student never read it.
reportRules(
  () => env,
  'reportEntries',
  { entry: ['adminA', 'teacherA'], otherEntry: ['adminA', 'otherTeacherA'], headEntry: ['adminA'] },
  [
    { label: 'a teacher lists their own grid', who: 'teacherA', where: grid('teacherA'), allowed: true },
    {
      label: 'a teacher cannot list a class and subject without naming themselves',
      who: 'teacherA',
      where: () => [where('roundId', '==', 'round-1'), where('classId', '==', 'class-a')],
      allowed: false,
    },
    {
      label: 'the office lists a whole round',
      who: 'adminA',
      where: () => [where('roundId', '==', 'round-1')],
      allowed: true,
    },
    {
      label: 'a parent cannot list their child’s entries',
      who: 'parentA',
      where: () => [where('studentId', '==', 'student-a')],
      allowed: false,
    },
    {
      label: 'a student cannot list their own entries',
      who: 'studentA',
      where: () => [where('studentId', '==', 'student-a')],
      allowed: false,
    },
  ],
);
