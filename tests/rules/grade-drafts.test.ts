import { OTHER_CLASS, OWN_CLASS, relatedRecordRules, where } from '../support/assignment-rules';

// Marks not yet returned: never the student or their family, not a teacher of another class.
relatedRecordRules(
  'gradeDrafts',
  {
    own: {
      data: { assignmentId: 'a-1', classId: OWN_CLASS, drafts: { s1: { points: 4, feedback: 'Draft' } } },
      readers: ['adminA', 'teacherA'],
    },
    other: { data: { assignmentId: 'a-1', classId: OTHER_CLASS, drafts: {} }, readers: ['adminA'] },
  },
  [
    {
      label: 'a teacher lists their class’s drafts',
      who: 'teacherA',
      where: () => [where('classId', '==', OWN_CLASS)],
      finds: ['own'],
    },
    {
      label: 'a student cannot list drafts of their class',
      who: 'studentA',
      where: () => [where('classId', '==', OWN_CLASS)],
      finds: 'refused',
    },
    {
      label: 'a parent cannot list drafts of their child’s class',
      who: 'parentA',
      where: () => [where('classId', '==', OWN_CLASS)],
      finds: 'refused',
    },
  ],
);
