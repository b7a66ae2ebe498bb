/**
 * Demo Academy's weekly timetable: five periods a day for Grades 7A, 8B and 9C. In every period each class follows
 * its own track (Amara Okafor's maths or science, Daniel Reyes's English or history, Mei Lin's art, or a study
 * period), and no two classes share a track, so no teacher, room or class is double-booked.
 */
import { type LessonDoc, lessonRecord } from '@academy/shared/lesson';
import type { TeacherDoc } from '@academy/shared/people';
import type { ClassDoc, SubjectDoc } from '@academy/shared/structure';

const PERIODS = [
  ['09:00', '09:50'],
  ['09:50', '10:40'],
  ['11:00', '11:50'],
  ['11:50', '12:40'],
  ['13:30', '14:20'],
] as const;

/** Per track, what its 1st, 2nd, 3rd … lesson of the week is, repeating: teacher, subject and room. */
const TRACKS: { teacherId: string; subjectId: string; room: string }[][] = [
  [
    { teacherId: 'teacher-01', subjectId: 'math', room: '12' },
    { teacherId: 'teacher-01', subjectId: 'math', room: '12' },
    { teacherId: 'teacher-01', subjectId: 'sci', room: 'S2' },
  ],
  [
    { teacherId: 'teacher-02', subjectId: 'eng', room: '4' },
    { teacherId: 'teacher-02', subjectId: 'eng', room: '4' },
    { teacherId: 'teacher-02', subjectId: 'hist', room: '4' },
  ],
  [{ teacherId: 'teacher-03', subjectId: 'art', room: 'A1' }],
];
/** One more track than there are classes, and only TRACKS are taught: the fourth is a study period. */
const TRACK_COUNT = TRACKS.length + 1;

type Named<T> = Record<string, T>;

export function demoLessons(
  classes: Named<Pick<ClassDoc, 'name'>>,
  teachers: Named<Pick<TeacherDoc, 'firstName' | 'lastName'>>,
  subjects: Named<Pick<SubjectDoc, 'code' | 'name'>>,
): Record<string, LessonDoc> {
  const lessons: Record<string, LessonDoc> = {};
  Object.entries(classes).forEach(([classId, klass], i) => {
    const taught = TRACKS.map(() => 0);
    for (let weekday = 1; weekday <= 5; weekday++) {
      PERIODS.forEach(([startTime, endTime], p) => {
        const track = (i + (weekday - 1) * PERIODS.length + p) % TRACK_COUNT;
        const rotation = TRACKS[track];
        if (!rotation) return;
        const n = taught[track] ?? 0;
        taught[track] = n + 1;
        const lesson = rotation[n % rotation.length];
        // Art once in every three of its periods; the others are study periods.
        if (!lesson || (track === 2 && n % 3 !== 0)) return;
        const teacher = teachers[lesson.teacherId];
        const subject = subjects[lesson.subjectId];
        if (!teacher || !subject)
          throw new Error(`The demo timetable names ${lesson.teacherId} or ${lesson.subjectId}.`);
        lessons[`lesson-${classId.replace('class-', '')}-${weekday}-${p + 1}`] = lessonRecord(
          {
            classId,
            courseId: null,
            subjectId: lesson.subjectId,
            teacherId: lesson.teacherId,
            weekday,
            startTime,
            endTime,
            room: lesson.room,
          },
          {
            className: klass.name,
            teacherName: `${teacher.firstName} ${teacher.lastName}`,
            code: subject.code,
            title: subject.name,
          },
        );
      });
    }
  });
  return lessons;
}

/** A class's teacherUids: the accounts of its homeroom teacher and of the teachers of its lessons, as the API keeps them. */
export function demoClassTeacherUids(
  classId: string,
  homeroomTeacherId: string | null,
  lessons: Record<string, LessonDoc>,
  teachers: Named<Pick<TeacherDoc, 'accountUid'>>,
): string[] {
  const teacherIds = new Set(homeroomTeacherId ? [homeroomTeacherId] : []);
  for (const l of Object.values(lessons)) if (l.classId === classId) teacherIds.add(l.teacherId);
  const uids = [...teacherIds].map((t) => teachers[t]?.accountUid).filter((u): u is string => !!u);
  return [...new Set(uids)].sort();
}
