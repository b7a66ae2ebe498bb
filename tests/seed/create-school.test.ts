import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';

const EMAIL = 'head@riverside-test.sch';
const SCHOOL_ID = 'riverside-test-school';

function createSchool(...args: string[]) {
  return spawnSync('npx', ['tsx', 'scripts/create-school.ts', ...args], { encoding: 'utf8' });
}

describe('npm run create-school', () => {
  afterAll(async () => {
    const { auth, db } = admin();
    const user = await auth.getUserByEmail(EMAIL).catch(() => undefined);
    if (user) {
      await auth.deleteUser(user.uid);
      await db.doc(`users/${user.uid}`).delete();
    }
    await db.recursiveDelete(db.doc(`schools/${SCHOOL_ID}`));
  });

  it('creates a school and its first Admin, with claims, a user record and an audit entry', async () => {
    const run = createSchool('--name', 'Riverside Test School', '--admin-email', EMAIL, '--admin-name', 'Ada Head');
    expect(run.stderr).not.toMatch(/✖/);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `Created Riverside Test School (${SCHOOL_ID}) in demo-academy, with ${EMAIL} as its Admin.`,
    );

    const { auth, db } = admin();
    const user = await auth.getUserByEmail(EMAIL);
    expect(user.customClaims).toEqual({ role: 'Admin', school_id: SCHOOL_ID });
    expect((await db.doc(`users/${user.uid}`).get()).data()).toMatchObject({
      role: 'Admin',
      school_id: SCHOOL_ID,
      username: 'Ada Head',
    });
    expect((await db.doc(`schools/${SCHOOL_ID}`).get()).get('name')).toBe('Riverside Test School');
    const audit = await db.collection(`schools/${SCHOOL_ID}/auditLog`).get();
    expect(audit.docs.map((d) => d.get('action'))).toEqual(['school.created']);
  });

  it('refuses to create the same school twice, and says why', () => {
    const run = createSchool('--name', 'Riverside Test School', '--admin-email', 'other@riverside-test.sch');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`A school with the id "${SCHOOL_ID}" already exists`);
  });

  it('names a missing or bad argument', () => {
    expect(createSchool('--admin-email', EMAIL).stderr).toContain('--name is required.');
    expect(createSchool('--name', 'X', '--admin-email', 'nope').stderr).toContain(
      '--admin-email must be an e-mail address.',
    );
  });
});
