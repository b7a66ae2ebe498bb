/** Calls to the record routes as each demo account, and checks every route refuses the callers it should. */
import { describe, expect, it } from 'vitest';
import { admin, callApi, idTokenFor } from './emulators';

export const SCHOOL = 'demo-academy-school';
export const ADMIN = 'admin@demo-academy.test';
export const CALLERS = [
  ADMIN,
  'teacher@demo-academy.test',
  'student@demo-academy.test',
  'parent@demo-academy.test',
  'admin@northside.test',
] as const;
export type DemoCaller = (typeof CALLERS)[number];

export type Reply = { status: number; message: string; id?: string };

const tokens = new Map<string, string>();
export async function signInAll() {
  for (const who of CALLERS) tokens.set(who, await idTokenFor(who));
}
export const tokenOf = (who: DemoCaller) => tokens.get(who);

export function post(who: DemoCaller | undefined, path: string, body: unknown) {
  return callApi<Reply>('POST', path, { token: who ? tokens.get(who) : undefined, body });
}

export const record = async (path: string) => (await admin().db.doc(`schools/${SCHOOL}/${path}`).get()).data();

export async function auditActions(target: string): Promise<string[]> {
  const entries = await admin().db.collection(`schools/${SCHOOL}/auditLog`).where('target', '==', target).get();
  return entries.docs.map((d) => d.get('action') as string);
}

/** Teachers, students and parents get 403 and a signed-out visitor 401, and the record is unchanged. */
export function refusesOtherRoles(path: string, body: () => Record<string, unknown>, watched: () => string) {
  describe(`${path}: who may call it`, () => {
    it.each([
      ['a Teacher', 'teacher@demo-academy.test', 403],
      ['a Student', 'student@demo-academy.test', 403],
      ['a Parent', 'parent@demo-academy.test', 403],
      ['a signed-out visitor', undefined, 401],
    ] as const)('refuses %s', async (_label, who, status) => {
      const before = await record(watched());
      const res = await post(who, path, body());
      expect(res.status).toBe(status);
      expect(await record(watched())).toEqual(before);
    });
  });
}
