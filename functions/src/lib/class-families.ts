/**
 * A class carries guardianUids: the accounts of its students' guardians, which is what the rules check when a parent
 * reads their child's class (and its timetable). Every handler that changes a student's class or guardians reads the
 * classes concerned with readClassFamilies (inside its transaction, before any write, as Firestore requires) and, after
 * deciding the change, writes the recomputed lists with writeClassFamilies.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { schoolCollection } from './records';

/** Per class that exists: its students' guardianUids, by student id. */
export type ClassFamilies = Map<string, Map<string, string[]>>;

/** One student's links after the change. */
export interface StudentLinks {
  id: string;
  classId: string | null;
  guardianUids: string[];
}

export async function readClassFamilies(
  tx: Transaction,
  caller: Caller,
  classIds: Iterable<string | null | undefined>,
): Promise<ClassFamilies> {
  const ids = [...new Set([...classIds].filter((c): c is string => !!c))];
  const families: ClassFamilies = new Map();
  if (!ids.length) return families;
  const classes = schoolCollection(caller, 'classes');
  const students = schoolCollection(caller, 'students');
  const snaps = await tx.getAll(...ids.map((id) => classes.doc(id)));
  for (const snap of snaps) {
    if (!snap.exists) continue;
    const roster = await tx.get(students.where('classId', '==', snap.id));
    families.set(
      snap.id,
      new Map(roster.docs.map((d) => [d.id, (d.get('guardianUids') as string[] | undefined) ?? []])),
    );
  }
  return families;
}

/** Applies the students' new links and writes each class's guardianUids (sorted, without repeats). */
export function writeClassFamilies(
  tx: Transaction,
  caller: Caller,
  families: ClassFamilies,
  changes: StudentLinks[],
): void {
  for (const change of changes) {
    for (const roster of families.values()) roster.delete(change.id);
    if (change.classId) families.get(change.classId)?.set(change.id, change.guardianUids);
  }
  const classes = schoolCollection(caller, 'classes');
  for (const [classId, roster] of families) {
    const guardianUids = [...new Set([...roster.values()].flat())].sort();
    tx.update(classes.doc(classId), { guardianUids });
  }
}
