import { staffReadOnlyRules } from '../support/staff-collection-rules';

// Parents and students do not read classes yet: their own child's class comes with the Parent view (issue 5, later).
staffReadOnlyRules('classes', { name: 'Grade 7A', grade: 7, teacherUids: ['rules-teacher-a'], studentCount: 0 });
