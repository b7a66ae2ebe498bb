import { PEOPLE } from '../support/rules';
import { OWN_CLASS, relatedRecordRules, where } from '../support/assignment-rules';

const file = (uploadedByUid: string) => ({
  place: 'handIn',
  recordId: 'a-1_student-a',
  module: 'handIns',
  status: 'ready',
  name: 'work.pdf',
  bytes: 1000,
  uploadedByUid,
  classId: OWN_CLASS,
});

// The office reads every file's record; each person reads their own uploads; nobody else, in no other school.
// Paths: schools/${id}/files
relatedRecordRules(
  'files',
  {
    'student-upload': { data: file(PEOPLE.studentA.uid), readers: ['adminA', 'studentA'] },
    'teacher-upload': { data: file(PEOPLE.teacherA.uid), readers: ['adminA', 'teacherA'] },
    'parent-upload': { data: file(PEOPLE.parentA.uid), readers: ['adminA', 'parentA'] },
    'someone-else': { data: file('someone-else'), readers: ['adminA'] },
  },
  [
    {
      label: 'a student lists their own uploads',
      who: 'studentA',
      where: () => [where('uploadedByUid', '==', PEOPLE.studentA.uid)],
      finds: ['student-upload'],
    },
    {
      label: 'a teacher cannot list every file',
      who: 'teacherA',
      where: () => [],
      finds: 'refused',
    },
    {
      label: 'a parent cannot list another person’s uploads',
      who: 'parentA',
      where: () => [where('uploadedByUid', '==', PEOPLE.studentA.uid)],
      finds: 'refused',
    },
  ],
);
