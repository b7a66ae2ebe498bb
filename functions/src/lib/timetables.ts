/**
 * Each class's and each teacher's lessons in one document (`timetables`, shared/src/lesson.ts), written again from the
 * lessons themselves whenever one of them changes (the lessons trigger, on-school-totals.ts): whatever wrote the lesson, the copy follows, and
 * a copy left behind by a lost write is put right by the next change. `buildTimetables` writes them all, for a school
 * written without the trigger (the seeds, the benches).
 */
import { classTimetableId, teacherTimetableId } from '@academy/shared/lesson';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';

/** More lessons than a class or a teacher has in a week. */
const MOST = 300;

/** A lesson without its search words. */
const shown = (data: DocumentData) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== 'searchTokens'));

/** Writes the timetables of these classes and teachers again from their lessons. */
export async function refreshTimetables(
  db: Firestore,
  schoolId: string,
  of: { classIds?: readonly string[]; teacherIds?: readonly string[] },
) {
  const lessons = db.collection(`schools/${schoolId}/lessons`);
  const timetables = db.collection(`schools/${schoolId}/timetables`);
  const jobs = [
    ...[...new Set(of.classIds ?? [])].map((id) => [classTimetableId(id), lessons.where('classId', '==', id)] as const),
    ...[...new Set(of.teacherIds ?? [])].map(
      (id) => [teacherTimetableId(id), lessons.where('teacherId', '==', id)] as const,
    ),
  ];
  await Promise.all(
    jobs.map(async ([id, q]) => {
      const found = await q.limit(MOST).get();
      if (found.empty) await timetables.doc(id).delete();
      else
        await timetables.doc(id).set({ lessons: Object.fromEntries(found.docs.map((d) => [d.id, shown(d.data())])) });
    }),
  );
}

/** Every class's and teacher's timetable from the school's lessons. */
export async function buildTimetables(db: Firestore, schoolId: string) {
  const all = await db.collection(`schools/${schoolId}/lessons`).get();
  const byId: Record<string, Record<string, DocumentData>> = {};
  for (const d of all.docs) {
    const lesson = shown(d.data());
    (byId[classTimetableId(String(lesson.classId))] ??= {})[d.id] = lesson;
    (byId[teacherTimetableId(String(lesson.teacherId))] ??= {})[d.id] = lesson;
  }
  const writer = db.bulkWriter();
  for (const [id, lessons] of Object.entries(byId))
    void writer.set(db.doc(`schools/${schoolId}/timetables/${id}`), { lessons });
  await writer.close();
}
