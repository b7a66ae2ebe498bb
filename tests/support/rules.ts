/** Rules-test environments over the running Firestore and Storage emulators, with the project's real rules. */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { FIRESTORE, PROJECT_ID, STORAGE } from './emulators';

export type Claims = { role: string; school_id: string };

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  // Denied reads and writes are what these tests expect; the SDK would log each one.
  setLogLevel('silent');
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host: FIRESTORE.host,
      port: FIRESTORE.port,
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
}

/** The people every rules test tries: one of each role in school A, an Admin of school B, and a signed-out visitor. */
export const SCHOOL_A = 'rules-school-a';
export const SCHOOL_B = 'rules-school-b';
export const PEOPLE = {
  adminA: { uid: 'rules-admin-a', claims: { role: 'Admin', school_id: SCHOOL_A } },
  teacherA: { uid: 'rules-teacher-a', claims: { role: 'Teacher', school_id: SCHOOL_A } },
  studentA: { uid: 'rules-student-a', claims: { role: 'Student', school_id: SCHOOL_A } },
  parentA: { uid: 'rules-parent-a', claims: { role: 'Parent', school_id: SCHOOL_A } },
  adminB: { uid: 'rules-admin-b', claims: { role: 'Admin', school_id: SCHOOL_B } },
} as const;
export type Person = keyof typeof PEOPLE;

export function firestoreAs(env: RulesTestEnvironment, who: Person | 'signedOut') {
  if (who === 'signedOut') return env.unauthenticatedContext().firestore();
  const person = PEOPLE[who];
  return env.authenticatedContext(person.uid, person.claims).firestore();
}

/** Every rules test file tries these callers; each lists who may read. */
export const EVERYONE: (Person | 'signedOut')[] = ['signedOut', 'adminA', 'teacherA', 'studentA', 'parentA', 'adminB'];

/** A rules-test environment over the running Storage emulator, with the project's real storage.rules. */
export async function storageRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: {
      host: STORAGE.host,
      port: STORAGE.port,
      rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'),
    },
  });
}

/** The default bucket the Functions emulator gives the Admin SDK (FIREBASE_CONFIG's storageBucket). */
export const DEFAULT_BUCKET = `${PROJECT_ID}.appspot.com`;

export function storageAs(env: RulesTestEnvironment, who: Person | 'signedOut', bucket = DEFAULT_BUCKET) {
  const context =
    who === 'signedOut' ? env.unauthenticatedContext() : env.authenticatedContext(PEOPLE[who].uid, PEOPLE[who].claims);
  return context.storage(`gs://${bucket}`);
}
