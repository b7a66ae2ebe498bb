/**
 * Telling an event's or a post's audience: everyone whose reach shares a word with it (but the one who wrote it) gets
 * the message once per `key` (notifyMany), and a push when newly told. A message can differ by role (its link leads
 * into each role's own screens) and is built once per role and language: the audience's user records are read once
 * (one read per member, in getAll batches) for their languages. Answers who the audience was and how many were newly
 * told.
 */
import type { ReachDoc } from '@academy/shared/audience';
import { db } from './firebase';
import { notifyMany, sendPush, type Message } from './notify';
import { type Reader, readersOf, readOutside, schoolReading } from './readers';
import { membersReached } from './reach';

export async function tellAudience(
  schoolId: string,
  audienceKeys: readonly string[],
  exceptUid: string,
  key: string,
  messageFor: (role: ReachDoc['role'], reader: Reader) => Message,
): Promise<{ members: ReachDoc[]; told: number }> {
  const members = (await membersReached(schoolId, audienceKeys)).filter((m) => m.uid !== exceptUid);
  const byRole = new Map<ReachDoc['role'], string[]>();
  for (const m of members) {
    const uids = byRole.get(m.role);
    if (uids) uids.push(m.uid);
    else byRole.set(m.role, [m.uid]);
  }
  if (members.length === 0) return { members, told: 0 };
  const school = schoolReading((await db.doc(`schools/${schoolId}`).get()).data());
  const readers = await readersOf(
    readOutside,
    members.map((m) => m.uid),
    school,
  );
  let told = 0;
  for (const [role, uids] of byRole) {
    const notified = await notifyMany(
      schoolId,
      readers.tell(uids, (reader) => messageFor(role, reader)),
      key,
    );
    told += notified.reduce((count, group) => count + group.uids.length, 0);
    if (notified.length) await sendPush(schoolId, notified);
  }
  return { members, told };
}
