/** Keeps each parent's `childClassIds` (their children's classes) in step when a child's class or guardians change. */
import { childClassIdsOf } from '@academy/shared/parent-classes';
import { db } from './firebase';

const same = (a: unknown, b: readonly string[]) => JSON.stringify(a ?? []) === JSON.stringify(b);

/** Recomputes these parents' children's classes, in two round trips of reads and one batch of the changed. */
export async function refreshParentClasses(schoolId: string, parentIds: readonly string[]): Promise<number> {
  const ids = [...new Set(parentIds)].filter(Boolean);
  if (!ids.length) return 0;
  const school = db.doc(`schools/${schoolId}`);
  const parents = (await db.getAll(...ids.map((id) => school.collection('parents').doc(id)))).filter((p) => p.exists);
  const childIds = [...new Set(parents.flatMap((p) => (p.get('childIds') as string[] | undefined) ?? []))];
  const children = childIds.length
    ? await db.getAll(...childIds.map((id) => school.collection('students').doc(id)))
    : [];
  const byId = new Map(children.filter((c) => c.exists).map((c) => [c.id, c.data()!]));
  const batch = db.batch();
  let changed = 0;
  for (const parent of parents) {
    const own = ((parent.get('childIds') as string[] | undefined) ?? []).flatMap((id) => byId.get(id) ?? []);
    const classIds = childClassIdsOf(own);
    if (same(parent.get('childClassIds'), classIds)) continue;
    batch.update(parent.ref, { childClassIds: classIds });
    changed++;
  }
  if (changed) await batch.commit();
  return changed;
}
