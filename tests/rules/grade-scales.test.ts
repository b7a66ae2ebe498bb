import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { reportRules, seedReports } from '../support/report-rules';
import { rulesEnvironment } from '../support/rules';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await seedReports(env);
});
afterAll(async () => {
  await env.cleanup();
});

// The school's scales: staff read them (a teacher's grid shows their grades); families never.
reportRules(() => env, 'gradeScales', { scale: ['adminA', 'teacherA', 'otherTeacherA'] }, [
  { label: 'a teacher lists the scales', who: 'teacherA', where: () => [], allowed: true },
  { label: 'a parent cannot list the scales', who: 'parentA', where: () => [], allowed: false },
  { label: 'a student cannot list the scales', who: 'studentA', where: () => [], allowed: false },
  { label: 'another school’s Admin cannot list them', who: 'adminB', where: () => [], allowed: false },
]);
