/**
 * Telling an event's or a post's audience: everyone whose reach shares a word with it (but the one who wrote it) gets
 * the message once per `key` (notifyMany), and a push when newly told. A message can differ by role (its link leads
 * into each role's own screens). Answers who the audience was and how many were newly told.
 */
import type { ReachDoc } from '@academy/shared/audience';
import { notifyMany, sendPush, type Message } from './notify';
import { membersReached } from './reach';

export async function tellAudience(
  schoolId: string,
  audienceKeys: readonly string[],
  exceptUid: string,
  key: string,
  messageFor: (role: ReachDoc['role']) => Message,
): Promise<{ members: ReachDoc[]; told: number }> {
  const members = (await membersReached(schoolId, audienceKeys)).filter((m) => m.uid !== exceptUid);
  const byRole = new Map<ReachDoc['role'], string[]>();
  for (const m of members) {
    const uids = byRole.get(m.role);
    if (uids) uids.push(m.uid);
    else byRole.set(m.role, [m.uid]);
  }
  let told = 0;
  for (const [role, uids] of byRole) {
    const message = messageFor(role);
    const notified = await notifyMany(schoolId, uids, message, key);
    told += notified.length;
    if (notified.length) await sendPush(schoolId, notified, message);
  }
  return { members, told };
}
