import { PEOPLE } from '../support/rules';
import { relatedRecordRules, where } from '../support/assignment-rules';

// The summary holds the student's open work only: who reads open submissions reads it, save a teacher (who reads the
// submissions through their class). Another family's child, another school and a signed-out visitor read none.
const summary = (studentId: string, studentUid: string, guardianUids: string[]) => ({
  studentId,
  studentUid,
  guardianUids,
  assigned: [],
  missing: [],
  returned: [],
});

relatedRecordRules(
  'workSummaries',
  {
    own: {
      data: summary('student-own', PEOPLE.studentA.uid, [PEOPLE.parentA.uid]),
      readers: ['adminA', 'studentA', 'parentA'],
    },
    other: { data: summary('student-other', 'someone', ['another-parent']), readers: ['adminA'] },
  },
  [
    {
      label: 'a student lists their own summary by their account',
      who: 'studentA',
      where: () => [where('studentUid', '==', PEOPLE.studentA.uid), where('studentId', '==', 'student-own')],
      finds: ['own'],
    },
    {
      label: 'a parent lists their child’s summary',
      who: 'parentA',
      where: () => [
        where('guardianUids', 'array-contains', PEOPLE.parentA.uid),
        where('studentId', '==', 'student-own'),
      ],
      finds: ['own'],
    },
    {
      label: 'a parent cannot list another family’s child’s summary',
      who: 'parentA',
      where: () => [where('studentId', '==', 'student-other')],
      finds: 'refused',
    },
    {
      label: 'a teacher cannot list summaries, even of their class',
      who: 'teacherA',
      where: () => [where('studentId', '==', 'student-own')],
      finds: 'refused',
    },
  ],
);
