/**
 * Gives person records saved before the account summary existed their `account` (see docs/accounts.md):
 *   npm run migrate-accounts -- [--school <schoolId>] [--project my-project]
 * Without --project it writes to the running emulators; a real project must be named explicitly (with Google
 * application credentials). Running it again changes nothing.
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import firebaseJson from '../firebase.json' with { type: 'json' };
import { migrateAccounts } from '../functions/src/lib/account-migration';

const { values } = parseArgs({ options: { school: { type: 'string' }, project: { type: 'string' } } });
if (!values.project) {
  const { firestore } = firebaseJson.emulators;
  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestore.host}:${firestore.port}`;
}
const projectId = values.project ?? 'demo-academy';
const db = getFirestore(initializeApp({ projectId }, 'migrate-accounts'));

const counts = await migrateAccounts(db, values.school);
for (const c of counts)
  console.log(
    `${c.school}/${c.collection}: ${c.read} read, ${c.alreadySet} already had an account summary; ` +
      `set ${c.none} none, ${c.active} active, ${c.off} off.`,
  );
const total = counts.reduce((n, c) => n + c.none + c.active + c.off, 0);
console.log(`Done in ${projectId}: ${total} records given an account summary.`);
