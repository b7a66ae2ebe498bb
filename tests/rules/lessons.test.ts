import { staffReadOnlyRules } from '../support/staff-collection-rules';

// The timetable is no secret within a school: students and parents read their class's lessons. Another school and a
// signed-out visitor read none, and nobody writes except through the API.
staffReadOnlyRules(
  'lessons',
  {
    classId: 'class-7a',
    className: 'Grade 7A',
    teacherId: 'teacher-01',
    teacherName: 'Amara Okafor',
    weekday: 1,
    startTime: '09:00',
    endTime: '09:50',
    room: '12',
  },
  ['adminA', 'teacherA', 'studentA', 'parentA'],
);
