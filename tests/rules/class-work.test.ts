import { OTHER_CLASS, OWN_CLASS, relatedRecordRules, where } from '../support/assignment-rules';

const list = (classId: string) => ({
  classId,
  termId: 't-1',
  work: {
    'a-1': {
      title: 'Fractions',
      subjectName: 'Mathematics',
      points: 10,
      dueAt: 0,
      dueDate: '2026-11-26',
      archived: false,
    },
  },
});

// The gradebook's columns: staff of the class only; students and parents read their own submissions instead.
relatedRecordRules(
  'classWork',
  {
    own: { data: list(OWN_CLASS), readers: ['adminA', 'teacherA'] },
    other: { data: list(OTHER_CLASS), readers: ['adminA'] },
  },
  [
    {
      label: 'a teacher lists their class’s work of the term',
      who: 'teacherA',
      where: () => [where('classId', '==', OWN_CLASS), where('termId', '==', 't-1')],
      finds: ['own'],
    },
    {
      label: 'a teacher cannot list another class’s work',
      who: 'teacherA',
      where: () => [where('classId', '==', OTHER_CLASS), where('termId', '==', 't-1')],
      finds: 'refused',
    },
    {
      label: 'an Admin lists any class’s work',
      who: 'adminA',
      where: () => [where('classId', '==', OTHER_CLASS), where('termId', '==', 't-1')],
      finds: ['other'],
    },
    {
      label: 'a student cannot list their class’s work',
      who: 'studentA',
      where: () => [where('classId', '==', OWN_CLASS), where('termId', '==', 't-1')],
      finds: 'refused',
    },
    {
      label: 'a parent cannot list their child’s class’s work',
      who: 'parentA',
      where: () => [where('classId', '==', OWN_CLASS), where('termId', '==', 't-1')],
      finds: 'refused',
    },
  ],
);
