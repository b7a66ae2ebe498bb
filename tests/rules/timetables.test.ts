import { staffReadOnlyRules } from '../support/staff-collection-rules';

// A class's or a teacher's lessons in one document are read as the lessons are: every member of the school (a parent
// of another family too, as with the lessons); another school and a signed-out visitor read none; nobody writes.
staffReadOnlyRules(
  'timetables',
  {
    lessons: {
      'lesson-1': {
        classId: 'class-7a',
        className: 'Grade 7A',
        teacherId: 'teacher-01',
        teacherName: 'Amara Okafor',
        weekday: 1,
        startTime: '09:00',
        endTime: '09:50',
        room: '12',
        title: 'Maths',
      },
    },
  },
  ['adminA', 'teacherA', 'studentA', 'parentA'],
);
