import { OTHER_CLASS, OWN_CLASS, relatedRecordRules, where } from '../support/assignment-rules';

relatedRecordRules(
  'workload',
  {
    own: { data: { classId: OWN_CLASS, dueDate: '2026-11-26', pieces: { s1: 2 } }, readers: ['adminA', 'teacherA'] },
    other: { data: { classId: OTHER_CLASS, dueDate: '2026-11-26', pieces: {} }, readers: ['adminA'] },
  },
  [
    {
      label: 'a teacher lists their class’s due days',
      who: 'teacherA',
      where: () => [where('classId', '==', OWN_CLASS)],
      finds: ['own'],
    },
    {
      label: 'a teacher cannot list another class’s',
      who: 'teacherA',
      where: () => [where('classId', '==', OTHER_CLASS)],
      finds: 'refused',
    },
  ],
);
