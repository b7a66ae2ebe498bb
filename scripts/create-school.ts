/**
 * Bootstraps a school and its first Admin: `npm run create-school -- --name "…" --admin-email … [--project my-project]`.
 * Without --project it writes to the running emulators; a real project must be named explicitly.
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defaultModules } from '@academy/shared/roles';
import { newSchoolRecord } from '@academy/shared/new-school';
import { userSchema } from '@academy/shared/user';
import firebaseJson from '../firebase.json' with { type: 'json' };

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-name': { type: 'string', default: 'School administrator' },
    timezone: { type: 'string', default: 'Europe/London' },
    currency: { type: 'string', default: 'GBP' },
    project: { type: 'string' },
  },
});

function usage(problem: string): never {
  console.error(
    `✖ ${problem}\n  Usage: npm run create-school -- --name "Riverside School" --admin-email head@riverside.sch [--admin-name "…"] [--timezone Europe/London] [--currency GBP] [--project my-firebase-project]`,
  );
  process.exit(2);
}

const name = values.name?.trim();
const email = values['admin-email']?.trim().toLowerCase();
if (!name) usage('--name is required.');
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) usage('--admin-email must be an e-mail address.');

const projectId = values.project ?? 'demo-academy';
if (!values.project) {
  const { auth, firestore } = firebaseJson.emulators;
  process.env.FIRESTORE_EMULATOR_HOST = `${firestore.host}:${firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${auth.host}:${auth.port}`;
}

const schoolId =
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'school';
const app = initializeApp({ projectId });
const db = getFirestore(app);
const auth = getAuth(app);

const schoolRef = db.doc(`schools/${schoolId}`);
if ((await schoolRef.get()).exists) usage(`A school with the id "${schoolId}" already exists in ${projectId}.`);
const existing = await auth.getUserByEmail(email).catch(() => undefined);
if (existing) usage(`${email} already has an account in ${projectId}.`);

const school = newSchoolRecord({
  name,
  timezone: values.timezone,
  currency: values.currency,
  passwordPolicy: { minLength: 8 },
});
const admin = await auth.createUser({ email, displayName: values['admin-name'], emailVerified: false });
await auth.setCustomUserClaims(admin.uid, { role: 'Admin', school_id: schoolId });
const batch = db.batch();
batch.set(schoolRef, school);
batch.set(
  db.doc(`users/${admin.uid}`),
  userSchema.parse({
    email,
    username: values['admin-name'],
    role: 'Admin',
    school_id: schoolId,
    modules: defaultModules('Admin'),
    personId: null,
  }),
);
batch.set(db.collection(`schools/${schoolId}/auditLog`).doc(), {
  at: new Date().toISOString(),
  actor: 'create-school command',
  action: 'school.created',
  target: schoolId,
  before: null,
  after: { name, admin: email },
});
await batch.commit();

const link = await auth.generatePasswordResetLink(email);
console.log(`✔ Created ${name} (${schoolId}) in ${projectId}, with ${email} as its Admin.`);
console.log(`  The Admin sets their password here: ${link}`);
