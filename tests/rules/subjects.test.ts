import { staffReadOnlyRules } from '../support/staff-collection-rules';

// Every member of the school reads the subjects: the course catalogue filters by them.
staffReadOnlyRules('subjects', { code: 'MATH', name: 'Mathematics', department: '', gradeLevels: [7] }, [
  'adminA',
  'teacherA',
  'studentA',
  'parentA',
]);
