/**
 * `npx tsx emulators/launch.ts exec -- tsx scripts/listen-reset-probe.ts`: what the Firestore emulator sends a
 * listener when one document of its answer changes. A query shaped like the inbox (array-contains, newest first, 20 of
 * 30 documents) listens in a project of its own (no triggers run there); one document in its answer is changed, in
 * four ways, and the probe prints what the emulator sent the listener for that change: the documents, and whether it
 * started the answer again from nothing (a RESET of the target). Production bills a listener one read for each
 * document added to or changed in its answer (firebase.google.com/docs/firestore/pricing, "Listening to query
 * results"), so a RESET that sends back every unchanged document is the emulator's, not a read a school pays for.
 */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  type Firestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { FIRESTORE } from '../tests/support/emulators';

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run inside the emulators.');

/** Counts, from the SDK's debug log of the Listen stream, the documents sent and the RESETs since it was zeroed. */
const heard = { documents: 0, resets: 0 };
const log = console.log.bind(console);
const hear = (...args: unknown[]) => {
  const line = args.map(String).join(' ');
  if (process.env.PROBE_DEBUG && /Listen/.test(line)) log(line.slice(0, 400));
  if (!/Listen/.test(line) || !/received/.test(line)) return;
  // The SDK logs each message as Node prints an object: \`documentChange: {\`, \`targetChangeType: 'RESET'\`.
  heard.documents += (line.match(/"?documentChange"?:\s*\{/g) ?? []).length;
  heard.resets += (line.match(/"?targetChangeType"?:\s*['"]RESET['"]/g) ?? []).length;
};
console.log = hear;
console.debug = hear;
console.info = hear;
setLogLevel('debug');

const env = await initializeTestEnvironment({
  projectId: 'demo-listen-probe',
  firestore: { host: FIRESTORE.host, port: FIRESTORE.port },
});
const ways: [string, boolean, (db: Firestore, path: string) => Promise<unknown>][] = [
  ['a field of one document, plain update', true, (db, path) => updateDoc(doc(db, path), { 'unread.me': 0 })],
  [
    'the same in a transaction',
    true,
    (db, path) => runTransaction(db, async (tx) => tx.update(doc(db, path), { 'unread.me': 1 })),
  ],
  [
    'the same in a batch with a document outside the answer',
    true,
    async (db, path) => {
      const batch = writeBatch(db);
      batch.update(doc(db, path), { 'unread.me': 2 });
      batch.set(doc(db, 'probe-inboxes/me'), { unread: 0 });
      await batch.commit();
    },
  ],
  [
    'a field of one document, plain update, no limit',
    false,
    (db, path) => updateDoc(doc(db, path), { 'unread.me': 3 }),
  ],
];

await env.withSecurityRulesDisabled(async (ctx) => {
  const db = ctx.firestore() as unknown as Firestore;
  for (let i = 0; i < 30; i++)
    await updateDocOrSet(db, `probe-conversations/c${i}`, { participantUids: ['me'], unread: { me: 1 }, updatedAt: i });
  for (const [name, limited, change] of ways) {
    const q = query(
      collection(db, 'probe-conversations'),
      where('participantUids', 'array-contains', 'me'),
      orderBy('updatedAt', 'desc'),
      ...(limited ? [limit(20)] : []),
    );
    let first!: () => void;
    const answered = new Promise<void>((resolve) => (first = resolve));
    const stop = onSnapshot(q, { includeMetadataChanges: true }, (snap) => !snap.metadata.fromCache && first());
    await answered;
    await new Promise((r) => setTimeout(r, 500));
    Object.assign(heard, { documents: 0, resets: 0 });
    await change(db, 'probe-conversations/c29');
    await new Promise((r) => setTimeout(r, 1500));
    log(`${name}: ${heard.documents} document(s) sent, ${heard.resets} RESET(s)`);
    stop();
  }
});
await env.cleanup();

async function updateDocOrSet(db: Firestore, path: string, data: Record<string, unknown>) {
  const batch = writeBatch(db);
  batch.set(doc(db, path), data);
  await batch.commit();
}
