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

// The school's bank is the staff's; a teacher's own bank is theirs alone (not even the office reads it).
reportRules(() => env, 'commentBanks', { schoolBank: ['adminA', 'teacherA', 'otherTeacherA'], ownBank: ['teacherA'] }, [
  { label: 'nobody lists every bank', who: 'teacherA', where: () => [], allowed: false },
]);
