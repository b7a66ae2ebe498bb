/**
 * Runs the scheduled posts' work once against the emulators: publishes every post whose time has come (or would have
 * come at the instant given, in milliseconds). The emulators never fire schedules by themselves; this is what the
 * `publishScheduledPosts` schedule runs in production.
 *   npx tsx scripts/publish-due-posts.ts [at-milliseconds]
 */
import { publishDuePosts } from '../functions/src/lib/publish-post';

if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: run it in the emulators.');
const at = process.argv[2] ? Number(process.argv[2]) : Date.now();
const published = await publishDuePosts(at);
console.log(`${published} scheduled post${published === 1 ? '' : 's'} published.`);
