import {
  clashMessage,
  findClash,
  type LessonDoc,
  type LessonInput,
  lessonRecord,
  lessonWhen,
} from '@academy/shared/lesson';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { classTeachers } from '../../lib/class-teachers';
import { badRequest, conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** The class, teacher and course or subject a lesson names, each of the caller's school, or a 404 naming which. */
async function namedRecords(tx: Transaction, caller: Caller, fields: LessonInput) {
  const klass = await existing(tx, schoolCollection(caller, 'classes').doc(fields.classId), 'class');
  const teacher = await existing(tx, schoolCollection(caller, 'teachers').doc(fields.teacherId), 'teacher');
  if (teacher.get('archived')) throw badRequest('Teacher has been archived: choose another teacher.');
  const taught = fields.courseId
    ? await existing(tx, schoolCollection(caller, 'courses').doc(fields.courseId), 'course')
    : await existing(tx, schoolCollection(caller, 'subjects').doc(fields.subjectId ?? ''), 'subject');
  return {
    klass,
    names: {
      className: klass.get('name') as string,
      teacherName: `${teacher.get('firstName')} ${teacher.get('lastName')}`,
      code: taught.get('code') as string,
      title: (fields.courseId ? taught.get('title') : taught.get('name')) as string,
    },
  };
}

/**
 * The lessons that could clash with this one: the same day's lessons of its teacher, its class and its room. Three
 * small equality queries (weekday with teacherId, classId or roomKey), each served by a composite index.
 */
async function sameDayLessons(tx: Transaction, caller: Caller, lesson: LessonDoc) {
  const sameDay = schoolCollection(caller, 'lessons').where('weekday', '==', lesson.weekday);
  const queries = [sameDay.where('teacherId', '==', lesson.teacherId), sameDay.where('classId', '==', lesson.classId)];
  if (lesson.roomKey) queries.push(sameDay.where('roomKey', '==', lesson.roomKey));
  const found: (LessonDoc & { id: string })[] = [];
  for (const q of queries) {
    for (const d of (await tx.get(q)).docs) found.push({ ...d.data(), id: d.id });
  }
  return found;
}

/**
 * A lesson names a class, a teacher and a course or subject of the school, and shares its time with no lesson of
 * the same teacher, room or class. The classes it joins or leaves have their teacherUids recomputed in the same
 * transaction, so the teacher can read the students of every class they teach.
 */
async function saveLesson(caller: Caller, id: string | null, fields: LessonInput) {
  const lessons = schoolCollection(caller, 'lessons');
  const ref = id ? lessons.doc(id) : lessons.doc();
  return db.runTransaction(async (tx) => {
    const before = id ? ((await existing(tx, ref, 'lesson')).data() as LessonDoc) : null;
    const { klass, names } = await namedRecords(tx, caller, fields);
    const record = lessonRecord(fields, names);
    const clash = findClash({ ...record, id: ref.id }, await sameDayLessons(tx, caller, record));
    if (clash) throw conflict(clashMessage(clash));

    const classes: DocumentSnapshot[] = [klass];
    if (before && before.classId !== fields.classId) {
      const left = await tx.get(schoolCollection(caller, 'classes').doc(before.classId));
      if (left.exists) classes.push(left);
    }
    const teacherUids: string[][] = [];
    for (const c of classes) {
      const change = { lessonId: ref.id, teacherId: c.id === fields.classId ? fields.teacherId : null };
      const homeroom = (c.get('homeroomTeacherId') as string | null) ?? null;
      teacherUids.push((await classTeachers(tx, caller, c.id, homeroom, change)).teacherUids);
    }

    tx.set(ref, record);
    classes.forEach((c, i) => tx.update(c.ref, { teacherUids: teacherUids[i] }));
    writeAudit(tx, caller, {
      action: id ? 'lesson.updated' : 'lesson.created',
      target: `lessons/${ref.id}`,
      before,
      after: record,
    });
    return {
      status: 200 as const,
      message: `${record.className} ${record.title} on ${lessonWhen(record)} saved.`,
      id: ref.id,
    };
  });
}

export const createLesson: Handler<'createLesson'> = (input, { caller }) => saveLesson(caller, null, input);

export const updateLesson: Handler<'updateLesson'> = ({ id, ...fields }, { caller }) => saveLesson(caller, id, fields);
