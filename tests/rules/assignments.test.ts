import { PEOPLE } from '../support/rules';
import { OTHER_CLASS, OWN_CLASS, relatedRecordRules, where } from '../support/assignment-rules';

// Students and parents read their work through their submissions, never the assignment.
relatedRecordRules(
  'assignments',
  {
    own: {
      data: { title: 'Own', classIds: [OWN_CLASS], teacherUids: [PEOPLE.teacherA.uid] },
      readers: ['adminA', 'teacherA'],
    },
    other: { data: { title: 'Other', classIds: [OTHER_CLASS], teacherUids: ['another-teacher'] }, readers: ['adminA'] },
  },
  [
    {
      label: 'a teacher lists the work set for their classes',
      who: 'teacherA',
      where: () => [where('teacherUids', 'array-contains', PEOPLE.teacherA.uid)],
      finds: ['own'],
    },
    {
      label: 'an Admin lists a class’s work',
      who: 'adminA',
      where: () => [where('classIds', 'array-contains', OWN_CLASS)],
      finds: ['own'],
    },
    {
      label: 'a student cannot list their class’s work',
      who: 'studentA',
      where: () => [where('classIds', 'array-contains', OWN_CLASS)],
      finds: 'refused',
    },
  ],
);
