/**
 * Lessons: the weekly timetable. A lesson is one class taught a course or a subject by one teacher, on one weekday
 * (stored as the ISO number, Monday 1 … Sunday 7), from a start to an end time ("HH:MM", 24-hour), in a room.
 * The names a timetable shows (class, teacher, course or subject) are copied onto the lesson when it is saved, so
 * a timetable renders from one query.
 */
import { z } from 'zod';
import { recordSearchTokens } from './search-tokens';
import { optionalNameText } from './plain-text';
import { recordId } from './structure-api';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const weekdayName = (weekday: number): string => WEEKDAYS[weekday - 1] ?? `Day ${weekday}`;

const time = (label: string) =>
  z
    .string(`${label} is required.`)
    .min(1, `${label} is required.`)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 09:00 (24-hour).`);

const lessonFields = {
  classId: recordId('Class'),
  /** Exactly one of courseId and subjectId names what is taught. */
  courseId: recordId('Course').nullable(),
  subjectId: recordId('Subject').nullable(),
  teacherId: recordId('Teacher'),
  weekday: z
    .number('Weekday must be a day from Monday to Sunday.')
    .int('Weekday must be a day from Monday to Sunday.')
    .min(1, 'Weekday must be a day from Monday to Sunday.')
    .max(7, 'Weekday must be a day from Monday to Sunday.'),
  startTime: time('Start time'),
  endTime: time('End time'),
  room: optionalNameText('Room', 40),
};

type LessonShape = { courseId: string | null; subjectId: string | null; startTime: string; endTime: string };
function lessonChecks<T extends z.ZodType<LessonShape>>(schema: T) {
  return schema
    .refine((l) => l.courseId !== null || l.subjectId !== null, {
      message: 'Choose the course or the subject taught.',
      path: ['subjectId'],
    })
    .refine((l) => l.courseId === null || l.subjectId === null, {
      message: 'Choose a course or a subject, not both.',
      path: ['subjectId'],
    })
    .refine((l) => l.endTime > l.startTime, { message: 'End time must be after the start time.', path: ['endTime'] });
}

export const createLessonInput = lessonChecks(z.strictObject(lessonFields));
export const updateLessonInput = lessonChecks(z.strictObject({ id: recordId('id'), ...lessonFields }));
export type LessonInput = z.output<typeof createLessonInput>;

export const lessonSchema = z.object({
  classId: z.string(),
  courseId: z.string().nullable(),
  subjectId: z.string().nullable(),
  teacherId: z.string(),
  weekday: z.number().int().min(1).max(7),
  startTime: z.string().regex(/^\d\d:\d\d$/),
  endTime: z.string().regex(/^\d\d:\d\d$/),
  room: z.string().max(40),
  /** The room as compared for clashes: trimmed, lower case; empty when the lesson has no room. */
  roomKey: z.string(),
  /** "1 09:00": sorts lessons by day, then start time. */
  slot: z.string(),
  className: z.string(),
  teacherName: z.string(),
  /** The course's or subject's code and title (a subject's name). */
  code: z.string(),
  title: z.string(),
  searchTokens: z.array(z.string()),
});
export type LessonDoc = z.infer<typeof lessonSchema>;

/** What a lesson shows besides its own fields, read from the class, teacher and course or subject it names. */
export interface LessonNames {
  className: string;
  teacherName: string;
  code: string;
  title: string;
}

export const roomKey = (room: string) => room.trim().toLowerCase();

/** The stored lesson: its fields, the names copied from the records it names, and what lists sort and search by. */
export function lessonRecord(fields: LessonInput, names: LessonNames): LessonDoc {
  return lessonSchema.parse({
    ...fields,
    room: fields.room.trim(),
    roomKey: roomKey(fields.room),
    slot: `${fields.weekday} ${fields.startTime}`,
    ...names,
    searchTokens: recordSearchTokens(names.className, names.teacherName, names.code, names.title, fields.room),
  });
}

/** "Monday 09:00–10:00" */
export const lessonWhen = (l: Pick<LessonDoc, 'weekday' | 'startTime' | 'endTime'>) =>
  `${weekdayName(l.weekday)} ${l.startTime}–${l.endTime}`;

type Timed = Pick<LessonDoc, 'weekday' | 'startTime' | 'endTime'>;
/** Same day and overlapping times; one ending as the other starts is fine. */
export const overlaps = (a: Timed, b: Timed) =>
  a.weekday === b.weekday && a.startTime < b.endTime && b.startTime < a.endTime;

export type ClashKind = 'teacher' | 'room' | 'class';
export interface Clash<T> {
  kind: ClashKind;
  other: T;
}

/**
 * The first lesson among `others` that `lesson` cannot share its time with: the same teacher, the same room (an
 * empty room never clashes) or the same class. The lesson itself (same id) is never its own clash.
 */
export function findClash<T extends LessonDoc & { id: string }>(
  lesson: LessonDoc & { id: string },
  others: Iterable<T>,
): Clash<T> | null {
  for (const kind of ['teacher', 'room', 'class'] as const) {
    for (const other of others) {
      if (other.id === lesson.id || !overlaps(lesson, other)) continue;
      if (kind === 'teacher' && other.teacherId === lesson.teacherId) return { kind, other };
      if (kind === 'room' && lesson.roomKey !== '' && other.roomKey === lesson.roomKey) return { kind, other };
      if (kind === 'class' && other.classId === lesson.classId) return { kind, other };
    }
  }
  return null;
}

/** "Clashes with Grade 7A Mathematics on Monday 09:00–10:00: Amara Okafor teaches then." */
export function clashMessage({ kind, other }: Clash<LessonDoc>): string {
  const why =
    kind === 'teacher'
      ? `${other.teacherName} teaches then`
      : kind === 'room'
        ? `room ${other.room} is taken then`
        : `${other.className} has that lesson then`;
  return `Clashes with ${other.className} ${other.title} on ${lessonWhen(other)}: ${why}.`;
}

/** The lesson again after a record it names was renamed (a class, a teacher, a course or subject). */
export function renamedLesson(lesson: LessonDoc, names: Partial<LessonNames>): LessonDoc {
  const { classId, courseId, subjectId, teacherId, weekday, startTime, endTime, room } = lesson;
  const fields = { classId, courseId, subjectId, teacherId, weekday, startTime, endTime, room };
  const { className, teacherName, code, title } = lesson;
  return lessonRecord(fields, { className, teacherName, code, title, ...names });
}

/** A lesson as a timetable document holds it: what a day's list shows, without the search words. */
export const timetableLessonSchema = lessonSchema.omit({ searchTokens: true });

/**
 * `schools/{id}/timetables/{class_<classId> | teacher_<teacherId>}`: every lesson of one class or one teacher, by
 * lesson id, written again from the lessons themselves whenever one of them changes. A day's timetable is then one
 * document, however many lessons it has. Read by every member of the school, as the lessons are.
 */
export const timetableSchema = z.object({
  lessons: z.record(z.string(), timetableLessonSchema).default({}),
});
export type TimetableDoc = z.output<typeof timetableSchema>;

export const classTimetableId = (classId: string) => `class_${classId}`;
export const teacherTimetableId = (teacherId: string) => `teacher_${teacherId}`;
