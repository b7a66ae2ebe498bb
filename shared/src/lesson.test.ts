import { describe, expect, it } from 'vitest';
import { describeValidationError } from './api';
import {
  clashMessage,
  createLessonInput,
  findClash,
  type LessonDoc,
  lessonRecord,
  overlaps,
  renamedLesson,
  updateLessonInput,
} from './lesson';
import { fieldErrors } from './structure-api';

const input = {
  classId: 'class-7a',
  courseId: null,
  subjectId: 'math',
  teacherId: 'teacher-01',
  weekday: 1,
  startTime: '09:00',
  endTime: '10:00',
  room: ' 12 ',
};
const names = { className: 'Grade 7A', teacherName: 'Amara Okafor', code: 'MATH', title: 'Mathematics' };

function lesson(id: string, over: Partial<typeof input> = {}, otherNames: Partial<typeof names> = {}) {
  return { ...lessonRecord(createLessonInput.parse({ ...input, ...over }), { ...names, ...otherNames }), id };
}

describe('the lesson form names each bad field', () => {
  it('lists the fields, each once', () => {
    const result = createLessonInput.safeParse({ ...input, classId: '', weekday: 8, startTime: '9am', endTime: '' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({
        classId: 'Class is required.',
        weekday: 'Weekday must be a day from Monday to Sunday.',
        startTime: 'Start time must be a time like 09:00 (24-hour).',
        endTime: 'End time is required.',
      });
  });
  it.each([
    [{ endTime: '09:00' }, 'End time must be after the start time.'],
    [{ endTime: '08:30' }, 'End time must be after the start time.'],
    [{ subjectId: null }, 'Choose the course or the subject taught.'],
    [{ courseId: 'algebra-7' }, 'Choose a course or a subject, not both.'],
    [{ startTime: '24:00' }, 'Start time must be a time like 09:00 (24-hour).'],
    [{ room: 'x'.repeat(41) }, 'Room must be at most 40 characters.'],
  ])('refuses %o: %s', (over, message) => {
    const result = updateLessonInput.safeParse({ id: 'l-1', ...input, ...over });
    expect(result.success || describeValidationError(result.error)).toBe(message);
  });
});

describe('a stored lesson', () => {
  it('keeps the names, a trimmed room, its clash key and its day-and-time sort key', () => {
    expect(lesson('l-1')).toMatchObject({
      room: '12',
      roomKey: '12',
      slot: '1 09:00',
      className: 'Grade 7A',
      teacherName: 'Amara Okafor',
      searchTokens: expect.arrayContaining(['grade', '7a', 'amara', 'okafor', 'math', 'mathematics', '12']),
    });
  });
  it('follows a renamed class, keeping everything else', () => {
    const before: LessonDoc = lessonRecord(createLessonInput.parse(input), names);
    const after = renamedLesson(before, { className: 'Grade 7 Blue' });
    expect(after).toEqual({ ...before, className: 'Grade 7 Blue', searchTokens: expect.arrayContaining(['blue']) });
    expect(after.searchTokens).not.toContain('7a');
  });
});

describe('clashes', () => {
  const maths = lesson('maths');
  it('overlap only on the same day, and a lesson may start as another ends', () => {
    expect(overlaps(maths, lesson('x', { startTime: '09:59', endTime: '11:00' }))).toBe(true);
    expect(overlaps(maths, lesson('x', { startTime: '08:00', endTime: '12:00' }))).toBe(true);
    expect(overlaps(maths, lesson('x', { startTime: '10:00', endTime: '11:00' }))).toBe(false);
    expect(overlaps(maths, lesson('x', { startTime: '08:00', endTime: '09:00' }))).toBe(false);
    expect(overlaps(maths, lesson('x', { weekday: 2 }))).toBe(false);
  });
  it('names the teacher who already teaches then', () => {
    const other = lesson('other', { classId: 'class-8b', room: '' }, { className: 'Grade 8B' });
    const clash = findClash(lesson('new', { startTime: '09:30', endTime: '10:30', room: '' }), [other]);
    expect(clash && clashMessage(clash)).toBe(
      'Clashes with Grade 8B Mathematics on Monday 09:00–10:00: Amara Okafor teaches then.',
    );
  });
  it('finds a room taken whatever its case and spaces, but never an empty room', () => {
    const other = lesson(
      'other',
      { classId: 'class-8b', teacherId: 'teacher-02', room: 'Lab 1' },
      { className: 'Grade 8B', teacherName: 'Daniel Reyes' },
    );
    const mine = lesson('new', { room: '  lab 1' });
    expect(clashMessage(findClash(mine, [other])!)).toBe(
      'Clashes with Grade 8B Mathematics on Monday 09:00–10:00: room Lab 1 is taken then.',
    );
    const roomless = { ...other, room: '', roomKey: '' };
    expect(findClash({ ...mine, room: '', roomKey: '' }, [roomless])).toBeNull();
  });
  it('finds the class already busy', () => {
    const other = lesson('other', { teacherId: 'teacher-02', room: '4', subjectId: 'eng' }, { title: 'English' });
    expect(clashMessage(findClash(lesson('new'), [other])!)).toBe(
      'Clashes with Grade 7A English on Monday 09:00–10:00: Grade 7A has that lesson then.',
    );
  });
  it('never finds a lesson clashing with itself, as when it is edited', () => {
    expect(findClash(maths, [maths])).toBeNull();
  });
});
