import { relatedRecordRules, where } from '../support/assignment-rules';
import { PEOPLE } from '../support/rules';

const place = (studentUid: string | null, guardianUids: string[], teacherUids: string[], courseId = 'course-1') => ({
  courseId,
  studentId: 'student-x',
  studentUid,
  guardianUids,
  teacherUids,
  studentName: 'Ada Lovelace',
  courseCode: 'R-1',
  courseTitle: 'Rules',
  status: 'enrolled',
  enrolledBy: 'student',
  lectureCount: 4,
  doneLectures: ['1.1'],
  current: '1.2',
  paid: null,
  enrolledAt: 1,
  updatedAt: 1,
});

// The student's own place on a course their teacher teaches; another family's child on that course; a place on a
// course another teacher teaches.
relatedRecordRules(
  'enrolments',
  {
    own: {
      data: place(PEOPLE.studentA.uid, [PEOPLE.parentA.uid], [PEOPLE.teacherA.uid]),
      readers: ['adminA', 'teacherA', 'studentA', 'parentA'],
    },
    'another-family': {
      data: place('another-student', ['another-parent'], [PEOPLE.teacherA.uid]),
      readers: ['adminA', 'teacherA'],
    },
    'another-teacher': {
      data: place('another-student', ['another-parent'], ['another-teacher'], 'course-2'),
      readers: ['adminA'],
    },
  },
  [
    {
      label: 'a student lists their own places (My courses)',
      who: 'studentA',
      where: () => [where('studentUid', '==', PEOPLE.studentA.uid)],
      finds: ['own'],
    },
    {
      label: 'a student cannot list another student’s progress',
      who: 'studentA',
      where: () => [where('studentUid', '==', 'another-student')],
      finds: 'refused',
    },
    {
      label: 'a parent lists their children’s places',
      who: 'parentA',
      where: () => [where('guardianUids', 'array-contains', PEOPLE.parentA.uid)],
      finds: ['own'],
    },
    {
      label: 'a parent cannot list a course’s places',
      who: 'parentA',
      where: () => [where('courseId', '==', 'course-1')],
      finds: 'refused',
    },
    {
      label: 'a teacher lists the places on the courses they teach',
      who: 'teacherA',
      where: () => [where('teacherUids', 'array-contains', PEOPLE.teacherA.uid), where('courseId', '==', 'course-1')],
      finds: ['own', 'another-family'],
    },
    {
      label: 'a teacher cannot list the places on a course they do not teach',
      who: 'teacherA',
      where: () => [where('courseId', '==', 'course-2')],
      finds: 'refused',
    },
    {
      label: 'the office lists a course’s places',
      who: 'adminA',
      where: () => [where('courseId', '==', 'course-1')],
      finds: ['own', 'another-family'],
    },
  ],
);
