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

// A round and its progress are the staff's: a family learns nothing of a report before it is published.
reportRules(() => env, 'reportRounds', { round: ['adminA', 'teacherA', 'otherTeacherA'] }, [
  { label: 'a teacher lists the rounds', who: 'teacherA', where: () => [], allowed: true },
  { label: 'a parent cannot list the rounds', who: 'parentA', where: () => [], allowed: false },
  { label: 'a student cannot list the rounds', who: 'studentA', where: () => [], allowed: false },
  { label: 'signed out, nobody lists them', who: 'signedOut', where: () => [], allowed: false },
]);
