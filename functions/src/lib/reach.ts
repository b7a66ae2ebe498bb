/**
 * Each member's reach document, `schools/{id}/reach/{uid}`: the audience words they belong to (shared/src/audience.ts).
 * The rules read it to decide who sees an event or a post, the client lists with its keys, and fan-out finds an
 * audience's members with one query on it (`keys` array-contains-any the post's words).
 *
 * It is recomputed from the records that decide it, never edited by hand: a parent's from the students whose
 * guardianUids hold them (and those students' classes), a student's from their own record and class, a teacher's from
 * the classes whose teacherUids hold them. Triggers on students, classes and users call `refreshReach` for everyone a
 * change can touch (functions/src/on-reach-change.ts), so the handlers that change those records need not know.
 */
import { memberKeys, type ReachChild, type ReachDoc } from '@academy/shared/audience';
import { isRole, type Role } from '@academy/shared/roles';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './firebase';

export const reachRef = (schoolId: string, uid: string) => db.doc(`schools/${schoolId}/reach/${uid}`);

/** Class grades read during one refresh: a class is read once however many of its families are refreshed. */
type GradeReads = Map<string, Promise<number | null>>;

async function gradesOf(
  schoolId: string,
  classIds: readonly string[],
  reads: GradeReads = new Map(),
): Promise<Map<string, number>> {
  const ids = [...new Set(classIds)];
  const unread = ids.filter((id) => !reads.has(id));
  if (unread.length) {
    const snaps = db.getAll(...unread.map((id) => db.doc(`schools/${schoolId}/classes/${id}`)));
    unread.forEach((id, i) => {
      const grade = snaps.then((all) => (all[i]!.exists ? Number(all[i]!.get('grade')) : null));
      grade.catch(() => undefined); // a failed read fails each member awaiting it, never the process
      reads.set(id, grade);
    });
  }
  const grades = new Map<string, number>();
  for (const id of ids) {
    const grade = await reads.get(id)!;
    if (grade !== null) grades.set(id, grade);
  }
  return grades;
}

const fullName = (d: DocumentSnapshot) =>
  `${String(d.get('firstName') ?? '')} ${String(d.get('lastName') ?? '')}`.trim();

const current = (d: DocumentSnapshot) => d.get('archived') !== true && (d.get('status') ?? 'enrolled') === 'enrolled';

/** What one member's reach should be now, from the records; null when they are not a member of this school. */
export async function reachOf(
  schoolId: string,
  uid: string,
  now = Date.now(),
  gradeReads: GradeReads = new Map(),
): Promise<ReachDoc | null> {
  const user = await db.doc(`users/${uid}`).get();
  const role = user.get('role') as unknown;
  if (!user.exists || user.get('school_id') !== schoolId || !isRole(role)) return null;
  const students = db.collection(`schools/${schoolId}/students`);
  let classes: { id: string; grade: number }[] = [];
  let children: ReachChild[] = [];
  let name = String(user.get('username') ?? user.get('email') ?? '');

  if (role === 'Parent') {
    const kids = (await students.where('guardianUids', 'array-contains', uid).get()).docs.filter(current);
    const grades = await gradesOf(
      schoolId,
      kids.map((k) => k.get('classId') as string | null).filter((c): c is string => !!c),
      gradeReads,
    );
    children = kids
      .map((k) => {
        const classId = (k.get('classId') as string | null) ?? null;
        return { studentId: k.id, name: fullName(k), classId, grade: classId ? (grades.get(classId) ?? null) : null };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    classes = children.flatMap((c) => (c.classId && c.grade !== null ? [{ id: c.classId, grade: c.grade }] : []));
    const parent = await db.collection(`schools/${schoolId}/parents`).where('accountUid', '==', uid).limit(1).get();
    if (parent.docs[0]) name = fullName(parent.docs[0]);
  } else if (role === 'Student') {
    const own = (await students.where('accountUid', '==', uid).limit(1).get()).docs.filter(current)[0];
    const classId = (own?.get('classId') as string | null | undefined) ?? null;
    const grades = await gradesOf(schoolId, classId ? [classId] : [], gradeReads);
    if (classId && grades.has(classId)) classes = [{ id: classId, grade: grades.get(classId)! }];
    if (own) name = fullName(own);
  } else if (role === 'Teacher') {
    const taught = await db.collection(`schools/${schoolId}/classes`).where('teacherUids', 'array-contains', uid).get();
    classes = taught.docs.map((c) => ({ id: c.id, grade: Number(c.get('grade')) }));
    const teacher = await db.collection(`schools/${schoolId}/teachers`).where('accountUid', '==', uid).limit(1).get();
    if (teacher.docs[0]) name = fullName(teacher.docs[0]);
  }
  return { uid, role: role as Role, name, keys: memberKeys(role, classes), children, updatedAt: now };
}

/** Recomputes and stores these members' reach (removing it for anyone no longer a member of the school). */
export async function refreshReach(schoolId: string, uids: Iterable<string | null | undefined>): Promise<void> {
  const wanted = [...new Set([...uids].filter((u): u is string => !!u))];
  const gradeReads: GradeReads = new Map();
  const now = Date.now();
  await Promise.all(
    wanted.map(async (uid) => {
      const reach = await reachOf(schoolId, uid, now, gradeReads);
      if (reach) await reachRef(schoolId, uid).set(reach);
      else await reachRef(schoolId, uid).delete();
    }),
  );
}

/** The members an audience reaches (their reach shares a word with it), up to 30 words per query. */
export async function membersReached(schoolId: string, keys: readonly string[]): Promise<ReachDoc[]> {
  const found = new Map<string, ReachDoc>();
  for (let i = 0; i < keys.length; i += 30) {
    const snap = await db
      .collection(`schools/${schoolId}/reach`)
      .where('keys', 'array-contains-any', keys.slice(i, i + 30))
      .get();
    for (const d of snap.docs) found.set(d.id, d.data() as ReachDoc);
  }
  return [...found.values()];
}
