import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { OTHERS, reportRules, seedReports, where } from '../support/report-rules';
import { PEOPLE } from '../support/rules';
import { rulesEnvironment } from '../support/rules';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedReports(env);
});
afterAll(async () => {
  await env.cleanup();
});

const STAFF = ['adminA', 'teacherA', 'otherTeacherA'] as const;

// A published report: its child's guardians, the child when the round sent it to them, and staff; no other family.
reportRules(
  () => env,
  'reports',
  {
    report: [...STAFF, 'parentA', 'studentA'],
    familyOnly: [...STAFF, 'parentA'],
    otherReport: [...STAFF, 'otherParentA'],
  },
  [
    {
      label: 'a parent lists their children’s reports',
      who: 'parentA',
      where: () => [where('guardianUids', 'array-contains', PEOPLE.parentA.uid)],
      allowed: true,
    },
    { label: 'a parent cannot list every report', who: 'parentA', where: () => [], allowed: false },
    {
      label: 'another family cannot list this family’s reports',
      who: 'otherParentA',
      where: () => [where('guardianUids', 'array-contains', PEOPLE.parentA.uid)],
      allowed: false,
    },
    {
      label: 'another family lists its own',
      who: 'otherParentA',
      where: () => [where('guardianUids', 'array-contains', OTHERS.otherParentA.uid)],
      allowed: true,
    },
    {
      label: 'a student lists their own reports',
      who: 'studentA',
      where: () => [where('studentUid', '==', PEOPLE.studentA.uid)],
      allowed: true,
    },
    { label: 'a student cannot list every report', who: 'studentA', where: () => [], allowed: false },
    {
      label: 'staff list a class’s reports',
      who: 'teacherA',
      where: () => [where('classId', '==', 'class-a')],
      allowed: true,
    },
  ],
);
