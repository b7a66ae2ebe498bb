import { PEOPLE } from '../support/rules';
import { OTHER_CLASS, OWN_CLASS, relatedRecordRules, where } from '../support/assignment-rules';

const totals = (classId: string, studentUid: string, guardianUids: string[]) => ({
  classId,
  termId: 't-1',
  studentUid,
  guardianUids,
  marks: {},
});

relatedRecordRules(
  'gradeTotals',
  {
    own: {
      data: totals(OWN_CLASS, PEOPLE.studentA.uid, [PEOPLE.parentA.uid]),
      readers: ['adminA', 'teacherA', 'studentA', 'parentA'],
    },
    other: { data: totals(OTHER_CLASS, 'someone', ['another-parent']), readers: ['adminA'] },
  },
  [
    {
      label: 'a teacher lists their class’s gradebook rows',
      who: 'teacherA',
      where: () => [where('classId', '==', OWN_CLASS)],
      finds: ['own'],
    },
    {
      label: 'a teacher cannot list another class’s rows',
      who: 'teacherA',
      where: () => [where('classId', '==', OTHER_CLASS)],
      finds: 'refused',
    },
    {
      label: 'a student lists their own row by their account',
      who: 'studentA',
      where: () => [where('studentUid', '==', PEOPLE.studentA.uid), where('termId', '==', 't-1')],
      finds: ['own'],
    },
    {
      label: 'a parent lists their child’s row',
      who: 'parentA',
      where: () => [where('guardianUids', 'array-contains', PEOPLE.parentA.uid), where('termId', '==', 't-1')],
      finds: ['own'],
    },
    {
      label: 'a student cannot list their class’s rows',
      who: 'studentA',
      where: () => [where('classId', '==', OWN_CLASS)],
      finds: 'refused',
    },
  ],
);
