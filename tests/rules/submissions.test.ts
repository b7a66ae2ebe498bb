import { PEOPLE } from '../support/rules';
import { OTHER_CLASS, OWN_CLASS, relatedRecordRules, where } from '../support/assignment-rules';

const sub = (classId: string, studentUid: string, guardianUids: string[], open: boolean) => ({
  assignmentId: 'a-1',
  classId,
  studentUid,
  guardianUids,
  open,
  status: 'assigned',
  effectiveDueAt: 5_000,
});

// The student's own open work; the same before its open date; another student's work in another class.
relatedRecordRules(
  'submissions',
  {
    own: {
      data: sub(OWN_CLASS, PEOPLE.studentA.uid, [PEOPLE.parentA.uid], true),
      readers: ['adminA', 'teacherA', 'studentA', 'parentA'],
    },
    'not-yet-open': {
      data: sub(OWN_CLASS, PEOPLE.studentA.uid, [PEOPLE.parentA.uid], false),
      readers: ['adminA', 'teacherA'],
    },
    'another-student': {
      data: sub(OWN_CLASS, 'another-student', ['another-parent'], true),
      readers: ['adminA', 'teacherA'],
    },
    'another-class': { data: sub(OTHER_CLASS, 'someone', ['another-parent'], true), readers: ['adminA'] },
  },
  [
    {
      label: 'a student lists their own open work',
      who: 'studentA',
      where: () => [where('studentUid', '==', PEOPLE.studentA.uid), where('open', '==', true)],
      finds: ['own'],
    },
    {
      label: 'a student cannot list their work without the open filter (hidden work stays hidden)',
      who: 'studentA',
      where: () => [where('studentUid', '==', PEOPLE.studentA.uid)],
      finds: 'refused',
    },
    {
      label: 'a student cannot list another student’s work',
      who: 'studentA',
      where: () => [where('studentUid', '==', 'another-student'), where('open', '==', true)],
      finds: 'refused',
    },
    {
      label: 'a parent lists their child’s open work',
      who: 'parentA',
      where: () => [where('guardianUids', 'array-contains', PEOPLE.parentA.uid), where('open', '==', true)],
      finds: ['own'],
    },
    {
      label: 'a student’s calendar lists their open work due in the dates shown',
      who: 'studentA',
      where: () => [
        where('studentUid', '==', PEOPLE.studentA.uid),
        where('open', '==', true),
        where('effectiveDueAt', '>=', 1_000),
        where('effectiveDueAt', '<', 9_000),
      ],
      finds: ['own'],
    },
    {
      label: 'a parent’s calendar lists their children’s open work due in the dates shown',
      who: 'parentA',
      where: () => [
        where('guardianUids', 'array-contains', PEOPLE.parentA.uid),
        where('open', '==', true),
        where('effectiveDueAt', '>=', 1_000),
        where('effectiveDueAt', '<', 9_000),
      ],
      finds: ['own'],
    },
    {
      label: 'a parent’s calendar cannot list work not open yet',
      who: 'parentA',
      where: () => [
        where('guardianUids', 'array-contains', PEOPLE.parentA.uid),
        where('effectiveDueAt', '>=', 1_000),
        where('effectiveDueAt', '<', 9_000),
      ],
      finds: 'refused',
    },
    {
      label: 'a teacher lists an assignment’s work in their class',
      who: 'teacherA',
      where: () => [where('assignmentId', '==', 'a-1'), where('classId', '==', OWN_CLASS)],
      finds: ['own', 'not-yet-open', 'another-student'],
    },
    {
      label: 'a teacher cannot list the work of a class they do not teach',
      who: 'teacherA',
      where: () => [where('assignmentId', '==', 'a-1'), where('classId', '==', OTHER_CLASS)],
      finds: 'refused',
    },
  ],
);
