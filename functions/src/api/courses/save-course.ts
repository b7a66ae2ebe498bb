import type { RouteParsedInput } from '@academy/shared/api';
import {
  type CourseDoc,
  courseSchema,
  courseSearchTokens,
  lectureFileKey,
  publicCourseId,
  publicCourseOf,
  storedLectureId,
  withLectureIds,
} from '@academy/shared/course';
import type { Transaction } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { deleteFilesOfRecord } from '../../lib/files';
import { renameLessons } from '../../lib/lesson-names';
import { existing, type SchoolCollection, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { courseStoreFields } from './course-store-fields';

/** Reads every id of a list from one of the school's collections, or refuses naming the first that is not there. */
async function allOf(tx: Transaction, caller: Caller, collection: SchoolCollection, ids: string[], noun: string) {
  const list = schoolCollection(caller, collection);
  const snaps = ids.length ? await tx.getAll(...ids.map((i) => list.doc(i))) : [];
  const missing = snaps.find((s) => !s.exists);
  if (missing) throw notFound(`No ${noun} with id ${missing.id} in your school.`);
  return snaps;
}

/**
 * A course's code is unique in the school (stored upper-case). Its subject and term are the school's, its classes
 * belong to its term, and its teachers are current teachers. The price is kept in the school's currency.
 */
async function saveCourse(caller: Caller, id: string | null, fields: RouteParsedInput<'createCourse'>) {
  const courses = schoolCollection(caller, 'courses');
  const ref = id ? courses.doc(id) : courses.doc();
  const gone: string[] = [];
  const answer = await db.runTransaction(async (tx) => {
    gone.length = 0;
    const before = id ? (await existing(tx, ref, 'course')).data() : null;
    const sameCode = await tx.get(courses.where('code', '==', fields.code).limit(2));
    const other = sameCode.docs.find((d) => d.id !== ref.id);
    if (other) throw conflict(`Code ${fields.code} is already used by ${other.get('title')}.`);

    const school = await tx.get(schoolDoc(caller));
    const subject = await existing(tx, schoolCollection(caller, 'subjects').doc(fields.subjectId), 'subject');
    const term = await existing(tx, schoolCollection(caller, 'terms').doc(fields.termId), 'term');
    const classIds = [...new Set(fields.classIds)];
    const classes = await allOf(tx, caller, 'classes', classIds, 'class');
    const elsewhere = classes.find((c) => c.get('termId') !== fields.termId);
    if (elsewhere) {
      throw badRequest(
        `${elsewhere.get('name')} is a class of another term: choose classes of ${term.get('name')} ${term.get('schoolYear')}.`,
      );
    }
    const teacherIds = [...new Set(fields.teacherIds)];
    const teachers = await allOf(tx, caller, 'teachers', teacherIds, 'teacher');
    const archived = teachers.find((t) => t.get('archived'));
    if (archived) {
      throw badRequest(`${archived.get('firstName')} ${archived.get('lastName')} is archived: choose another teacher.`);
    }

    // Lectures keep their ids through a reorder, so every student's progress stays with its lecture.
    const syllabus = withLectureIds(before ?? null, fields.modules);
    if ('problem' in syllabus) throw badRequest(`modules: ${syllabus.problem}`);
    // Lectures keep their files (added through the files API); a lecture removed takes its file with it, below.
    const kept = new Set(syllabus.modules.flatMap((m) => m.lectures.map((l) => lectureFileKey(storedLectureId(m, l)))));
    const lectureFiles = Object.fromEntries(
      Object.entries(before?.lectureFiles ?? {}).filter(([key, file]) => file && kept.has(key)),
    );
    gone.push(...Object.keys(before?.lectureFiles ?? {}).filter((key) => !kept.has(key)));
    const course: CourseDoc = courseSchema.parse({
      ...fields,
      modules: syllabus.modules,
      lectureSeq: syllabus.lectureSeq,
      ...(Object.keys(lectureFiles).length ? { lectureFiles } : {}),
      ...courseStoreFields(before, subject.get('name'), teachers),
      classIds,
      teacherIds,
      currency: (school.get('currency') as string | undefined) ?? 'USD',
      searchTokens: courseSearchTokens(fields),
    });
    if (before && (before.code !== course.code || before.title !== course.title))
      await renameLessons(tx, caller, 'courseId', ref.id, { code: course.code, title: course.title });
    tx.set(ref, course);
    // What the landing site shows of it, if anything: written or removed with the course itself.
    const shown = publicCourseOf(
      { id: caller.school_id, name: (school.get('name') as string | undefined) ?? '' },
      ref.id,
      course,
      Date.now(),
    );
    const projection = db.doc(`publicCourses/${publicCourseId(caller.school_id, ref.id)}`);
    if (shown) tx.set(projection, shown);
    else tx.delete(projection);
    writeAudit(tx, caller, {
      action: id ? 'course.updated' : 'course.created',
      target: `courses/${ref.id}`,
      before: before ?? null,
      after: course,
    });
    return { status: 200 as const, message: `${course.code} ${course.title} saved.`, id: ref.id };
  });
  for (const key of gone) await deleteFilesOfRecord(caller.school_id, 'lecture', `${ref.id}_${key}`);
  return answer;
}

export const createCourse: Handler<'createCourse'> = (input, { caller }) => saveCourse(caller, null, input);

export const updateCourse: Handler<'updateCourse'> = ({ id, ...fields }, { caller }) => saveCourse(caller, id, fields);
