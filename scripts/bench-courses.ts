/**
 * The course store bench: a school of 300 published courses and 1,000 students, each student on 3 courses, and one
 * course of 10 modules and 60 lectures. It runs the queries the screens run and prints the documents each reads: the
 * catalogue's first page, a student's My courses, and opening the course player. Run it with `npm run bench:courses`.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { CourseDoc } from '@academy/shared/course';
import { type EnrolmentDoc, enrolmentId, lectureCountOf } from '@academy/shared/enrolment';

const SCHOOL = 'bench-courses';
const COURSES = 300;
const STUDENTS = 1000;
const PER_STUDENT = 3;
const PAGE = 20;

if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('Run through `npm run bench:courses` (inside the emulators).');
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-academy' });
const db = getFirestore(app);
const school = db.doc(`schools/${SCHOOL}`);
const col = (name: string) => school.collection(name);
/** A single-document read costs one read even when it finds nothing; a query costs one per result (at least one). */
const docsRead = (n: number) => Math.max(1, n);

function course(i: number, modules: number, lectures: number): CourseDoc {
  return {
    code: `C-${i}`,
    title: `Course ${String(i).padStart(3, '0')}`,
    subjectId: `subject-${i % 8}`,
    classIds: [],
    teacherIds: ['bench-teacher'],
    termId: 'bench-term',
    description: 'A bench course.',
    modules: Array.from({ length: modules }, (_, m) => ({
      title: `Module ${m + 1}`,
      order: m + 1,
      lectures: Array.from({ length: lectures }, (_, l) => ({
        title: `Lecture ${l + 1}`,
        order: l + 1,
        content: 'Some **written** content for the lecture.',
        link: '',
      })),
    })),
    price: i % 3 === 0 ? 1500 : null,
    currency: 'GBP',
    published: true,
    searchTokens: [`c-${i}`],
    capacity: null,
    enrolFrom: null,
    enrolUntil: null,
    public: false,
    subjectName: `Subject ${i % 8}`,
    instructors: [{ name: 'Bench Teacher', subject: `Subject ${i % 8}` }],
  };
}

async function seed() {
  const writer = db.bulkWriter();
  void writer.set(school, { name: 'Bench school', timezone: 'Europe/London', currency: 'GBP' });
  const courses: CourseDoc[] = [];
  for (let i = 0; i < COURSES; i++) {
    // Course 0 is the player's: 10 modules of 6 lectures.
    const c = i === 0 ? course(0, 10, 6) : course(i, 3, 4);
    courses.push(c);
    const id = `course-${i}`;
    void writer.set(col('courses').doc(id), c);
  }
  for (let s = 0; s < STUDENTS; s++) {
    for (let k = 0; k < PER_STUDENT; k++) {
      const i = (s * PER_STUDENT + k) % COURSES;
      const c = courses[i]!;
      const place: EnrolmentDoc = {
        courseId: `course-${i}`,
        studentId: `student-${s}`,
        studentUid: `bench-student-${s}`,
        guardianUids: [`bench-parent-${s}`],
        teacherUids: ['bench-teacher'],
        studentName: `Student ${s}`,
        courseCode: c.code,
        courseTitle: c.title,
        status: 'enrolled',
        enrolledBy: 'student',
        lectureCount: lectureCountOf(c),
        doneLectures: ['1.1'],
        current: '1.2',
        paid: null,
        enrolledAt: k,
        updatedAt: k,
      };
      void writer.set(col('enrolments').doc(enrolmentId(`course-${i}`, `student-${s}`)), place);
    }
  }
  await writer.close();
}

async function main() {
  const started = performance.now();
  await seed();
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);

  // The catalogue's first page: published courses in title order, one more than the page to know there is more.
  const catalogue = docsRead(
    (
      await col('courses')
        .where('published', '==', true)
        .orderBy('title')
        .limit(PAGE + 1)
        .get()
    ).size,
  );
  // The same page filtered by subject and free.
  const filtered = docsRead(
    (
      await col('courses')
        .where('published', '==', true)
        .where('subjectId', '==', 'subject-1')
        .where('price', '==', null)
        .orderBy('title')
        .limit(PAGE + 1)
        .get()
    ).size,
  );
  // A student's My courses: their places, each carrying its title and progress.
  const myCourses = docsRead(
    (
      await col('enrolments')
        .where('studentUid', '==', 'bench-student-0')
        .where('status', '==', 'enrolled')
        .orderBy('updatedAt', 'desc')
        .limit(100)
        .get()
    ).size,
  );
  // The player on the course of 10 modules and 60 lectures: the course (syllabus inside) and the student's place.
  const [player, place] = await Promise.all([
    db.doc(`schools/${SCHOOL}/courses/course-0`).get(),
    db.doc(`schools/${SCHOOL}/enrolments/${enrolmentId('course-0', 'student-0')}`).get(),
  ]);
  const lectures = lectureCountOf(player.data() as CourseDoc);
  const playerReads = docsRead(player.exists ? 1 : 0) + docsRead(place.exists ? 1 : 0);

  console.log(
    `Seeded ${COURSES} courses and ${STUDENTS} students on ${PER_STUDENT} courses each (${STUDENTS * PER_STUDENT} places) in ${seededIn} s.`,
  );
  console.log(`Documents read for the catalogue's first page: ${catalogue} (bound: 21)`);
  console.log(`Documents read for the catalogue's first page, by subject and free: ${filtered} (bound: 21)`);
  console.log(
    `Documents read for a student's My courses: ${myCourses} (bound: ${PER_STUDENT} courses + 2 = ${PER_STUDENT + 2})`,
  );
  console.log(`Documents read to open the player on a course of ${lectures} lectures: ${playerReads} (bound: 3)`);
  const over = catalogue > 21 || filtered > 21 || myCourses > PER_STUDENT + 2 || playerReads > 3;
  if (over) process.exitCode = 1;
}

await main();
