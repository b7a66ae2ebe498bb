/**
 * The course store in Demo Academy: two of 7A on Algebra foundations (one part-way, one not started), so its teacher
 * sees progress and who has not started; the demo student and parent find the course open to enrol on. The names
 * the catalogue shows and the course's counts are written on the course as the API keeps them.
 */
import type { CourseDoc } from '@academy/shared/course';
import { type EnrolmentDoc, enrolmentId, lectureCountOf } from '@academy/shared/enrolment';
import type { DemoSchool } from './demo-data';

export function demoCourseStore(school: DemoSchool) {
  if (school.id !== 'demo-academy-school') return { enrolments: {}, courseFields: {} };
  const { courses, students, subjects, teachers } = school.collections;
  const at = Date.parse('2026-09-15T08:00:00Z');
  const enrolments: Record<string, EnrolmentDoc> = {};
  const courseFields: Record<string, Partial<CourseDoc>> = {};
  for (const [courseId, course] of Object.entries(courses)) {
    const subjectName = subjects[course.subjectId]?.name ?? '';
    courseFields[courseId] = {
      subjectName,
      instructors: course.teacherIds.map((t) => ({
        name: `${teachers[t]?.firstName ?? ''} ${teachers[t]?.lastName ?? ''}`.trim(),
        subject: subjectName,
      })),
    };
  }
  const alg = courses['course-alg-7'];
  if (!alg) return { enrolments, courseFields };
  for (const [studentId, done] of [
    ['student-02', ['1.1']],
    ['student-03', []],
  ] as const) {
    const s = students[studentId]!;
    enrolments[enrolmentId('course-alg-7', studentId)] = {
      courseId: 'course-alg-7',
      studentId,
      studentUid: s.accountUid,
      guardianUids: s.guardianUids,
      teacherUids: ['demo-teacher'],
      studentName: `${s.firstName} ${s.lastName}`,
      courseCode: alg.code,
      courseTitle: alg.title,
      status: 'enrolled',
      enrolledBy: 'office',
      lectureCount: lectureCountOf(alg),
      doneLectures: [...done],
      current: done.length ? '1.2' : null,
      paid: null,
      enrolledAt: at,
      updatedAt: at,
    };
  }
  courseFields['course-alg-7'] = { ...courseFields['course-alg-7'], enrolled: 2, waiting: 0, revenue: 0 };
  return { enrolments, courseFields };
}
