import { describe, expect, it } from 'vitest';
import {
  enrolmentWindowRefusal,
  findLecture,
  lectureCountOf,
  lectureKeys,
  nextLectureKey,
  notStarted,
  openingLecture,
  placesLeft,
  progressPercent,
} from './enrolment';

const lecture = (order: number) => ({ title: `L${order}`, order, content: 'x', link: '' });
const course = {
  modules: [
    { title: 'One', order: 1, lectures: [lecture(1), lecture(2)] },
    { title: 'Empty', order: 2, lectures: [] },
    { title: 'Three', order: 3, lectures: [lecture(1)] },
  ],
};

describe('the syllabus as lectures', () => {
  it('names each lecture by its place, in order, skipping empty modules', () => {
    expect(lectureKeys(course)).toEqual(['1.1', '1.2', '3.1']);
    expect(lectureCountOf(course)).toBe(3);
  });
  it('goes to the next lecture across modules, and nowhere after the last', () => {
    expect(nextLectureKey(course, '1.2')).toBe('3.1');
    expect(nextLectureKey(course, '3.1')).toBeNull();
    expect(nextLectureKey(course, '9.9')).toBeNull();
  });
  it('opens where the student left off, else at the first lecture not done', () => {
    expect(openingLecture(course, { current: '1.2', doneLectures: [] })).toBe('1.2');
    expect(openingLecture(course, { current: null, doneLectures: ['1.1'] })).toBe('1.2');
    // A lecture since removed from the syllabus: the first not done.
    expect(openingLecture(course, { current: '5.1', doneLectures: ['1.1', '1.2'] })).toBe('3.1');
    expect(openingLecture({ modules: [] }, { current: null, doneLectures: [] })).toBeNull();
  });
  it('finds a lecture by either shape of id, including one added to an old course', () => {
    const mixed = {
      modules: [
        { title: 'One', order: 1, lectures: [lecture(1), { ...lecture(2), id: 'L1' }] },
        { title: 'Two', order: 2, lectures: [{ ...lecture(1), id: 'L2' }] },
      ],
    };
    expect(findLecture(mixed, '1.1')?.lecture.title).toBe('L1');
    expect(findLecture(mixed, 'L1')?.module.title).toBe('One');
    expect(findLecture(mixed, 'L2')?.module.title).toBe('Two');
    expect(findLecture(mixed, '1.2')).toBeNull();
    expect(findLecture(mixed, null)).toBeNull();
  });
});

describe('progress, places and the window', () => {
  it('counts whole per cent of lectures done', () => {
    expect(progressPercent({ doneLectures: ['1.1'], lectureCount: 3 })).toBe(33);
    expect(progressPercent({ doneLectures: ['1.1', '1.2', '3.1'], lectureCount: 3 })).toBe(100);
    expect(progressPercent({ doneLectures: [], lectureCount: 0 })).toBe(0);
  });
  it('calls a place not started until a lecture is done or opened', () => {
    expect(notStarted({ doneLectures: [], current: null })).toBe(true);
    expect(notStarted({ doneLectures: [], current: '1.1' })).toBe(false);
    expect(notStarted({ doneLectures: ['1.1'], current: null })).toBe(false);
  });
  it('counts the places left, or none for a course without a limit', () => {
    expect(placesLeft({ capacity: null, enrolled: 40 })).toBeNull();
    expect(placesLeft({ capacity: 2, enrolled: undefined })).toBe(2);
    expect(placesLeft({ capacity: 2, enrolled: 3 })).toBe(0);
  });
  it('refuses before the window opens and after it closes, both days included', () => {
    const c = { enrolFrom: '2026-09-01', enrolUntil: '2026-09-30' };
    expect(enrolmentWindowRefusal(c, '2026-08-31')).toBe('Enrolment opens on Tue, 1 Sept 2026.');
    expect(enrolmentWindowRefusal(c, '2026-09-01')).toBeNull();
    expect(enrolmentWindowRefusal(c, '2026-09-30')).toBeNull();
    expect(enrolmentWindowRefusal(c, '2026-10-01')).toBe('Enrolment closed on Wed, 30 Sept 2026.');
    expect(enrolmentWindowRefusal({ enrolFrom: null, enrolUntil: null }, '2000-01-01')).toBeNull();
  });
});
