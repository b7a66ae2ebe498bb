import { describe, expect, it } from 'vitest';
import { describeValidationError } from './api';
import { createCourseInput, formatPrice, priceFromText, withLectureIds } from './course';
import { fieldErrors } from './structure-api';

const lecture = (title: string, order: number, content = 'Text.', link = '') => ({ title, order, content, link });
const course = {
  code: 'py-1',
  title: 'Python',
  subjectId: 'sci',
  classIds: [],
  teacherIds: [],
  termId: 'term-1',
  description: '',
  modules: [{ title: 'Basics', order: 1, lectures: [lecture('Variables', 1)] }],
  price: null,
  published: false,
};

describe('a course’s syllabus', () => {
  it('is stored in order, numbered from 1, and checking it again changes nothing', () => {
    const parsed = createCourseInput.parse({
      ...course,
      modules: [
        { title: 'Loops', order: 7, lectures: [lecture('While', 9), lecture('For', 3)] },
        { title: 'Basics', order: 2, lectures: [] },
      ],
    });
    expect(parsed.code).toBe('PY-1');
    expect(parsed.modules.map((m) => [m.title, m.order])).toEqual([
      ['Basics', 1],
      ['Loops', 2],
    ]);
    expect(parsed.modules[1]?.lectures.map((l) => [l.title, l.order])).toEqual([
      ['For', 1],
      ['While', 2],
    ]);
    expect(createCourseInput.parse(parsed)).toEqual(parsed);
  });
  it('names the module and lecture of each problem, and keeps its place for the form', () => {
    const result = createCourseInput.safeParse({
      ...course,
      modules: [
        course.modules[0],
        { title: ' ', order: 2, lectures: [lecture('A', 1), lecture('', 2, '', 'mailto:x')] },
      ],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['modules.1.title', 'Module 2: Title is required.'],
      ['modules.1.lectures.1.title', 'Module 2, lecture 2: Title is required.'],
      [
        'modules.1.lectures.1.link',
        'Module 2, lecture 2: Link must be a web address starting with http:// or https://.',
      ],
    ]);
    expect(fieldErrors(result.error)).toEqual({ modules: 'Module 2: Title is required.' });
  });
  it('refuses a module that is not one, and an unknown field in a lecture', () => {
    const result = createCourseInput.safeParse({
      ...course,
      modules: ['Basics', { title: 'B', order: 2, lectures: [{ ...lecture('L', 1), video: 'x' }] }],
    });
    expect(result.success || result.error.issues.map((i) => i.message)).toEqual([
      'Module 1: Must be a module with a title, an order and lectures.',
      'Module 2, lecture 1: Unknown field: video.',
    ]);
  });
  it('cannot be published without a lecture', () => {
    const result = createCourseInput.safeParse({
      ...course,
      modules: [{ title: 'Empty', order: 1, lectures: [] }],
      published: true,
    });
    expect(result.success || describeValidationError(result.error)).toBe(
      'A course needs at least one lecture before it is published.',
    );
  });
});

describe('a course’s price', () => {
  it('is typed in major units and kept in whole minor units', () => {
    expect(priceFromText('12.5')).toBe(1250);
    expect(priceFromText(' 1,200.05 ')).toBe(120005);
    expect(priceFromText('7')).toBe(700);
    expect(priceFromText('')).toBeNull();
    expect(priceFromText('12.345')).toBeUndefined();
    expect(priceFromText('-3')).toBeUndefined();
    expect(priceFromText('£3')).toBeUndefined();
  });
  it('reads with the school’s currency, or Free', () => {
    expect(formatPrice(4500, 'GBP')).toBe('£45.00');
    expect(formatPrice(null, 'USD')).toBe('Free');
  });
  it('refuses a fraction of a minor unit, with a sentence saying how money is kept', () => {
    const result = createCourseInput.safeParse({ ...course, price: 12.5 });
    expect(result.success || describeValidationError(result.error)).toBe(
      'Price must be a whole number of minor units (pence or cents): 1250 is 12.50.',
    );
  });
});

describe('lecture ids: progress stays with a lecture through every reorder', () => {
  const l = (title: string, order: number, id?: string) => ({
    ...(id ? { id } : {}),
    title,
    order,
    content: 'x',
    link: '',
  });
  it('gives a new course’s lectures the next numbers', () => {
    const made = withLectureIds(null, [{ title: 'M', order: 1, lectures: [l('A', 1), l('B', 2)] }]);
    expect(made).toEqual({
      modules: [{ title: 'M', order: 1, lectures: [l('A', 1, 'L1'), l('B', 2, 'L2')] }],
      lectureSeq: 2,
    });
  });
  it('keeps the ids sent, knows lectures stored before ids by their place, and never reuses a removed number', () => {
    const legacy = { modules: [{ title: 'M', order: 1, lectures: [l('A', 1), l('B', 2)] }] };
    expect(
      withLectureIds(legacy, [{ title: 'M', order: 1, lectures: [l('B', 1, '1.2'), l('A', 2, '1.1'), l('C', 3)] }]),
    ).toEqual({
      modules: [{ title: 'M', order: 1, lectures: [l('B', 1, '1.2'), l('A', 2, '1.1'), l('C', 3, 'L1')] }],
      lectureSeq: 1,
    });
    const later = { modules: [{ title: 'M', order: 1, lectures: [l('A', 1, 'L1')] }], lectureSeq: 4 };
    expect(withLectureIds(later, [{ title: 'M', order: 1, lectures: [l('A', 1, 'L1'), l('D', 2)] }])).toMatchObject({
      lectureSeq: 5,
    });
  });
  it('refuses an id that is not the course’s, or one given twice', () => {
    const before = { modules: [{ title: 'M', order: 1, lectures: [l('A', 1, 'L1')] }] };
    expect(withLectureIds(before, [{ title: 'M', order: 1, lectures: [l('A', 1, 'L2')] }])).toEqual({
      problem: 'Module 1, lecture 1: L2 is not one of this course’s lectures.',
    });
    expect(withLectureIds(before, [{ title: 'M', order: 1, lectures: [l('A', 1, 'L1'), l('B', 2, 'L1')] }])).toEqual({
      problem: 'Module 1, lecture 2: lecture L1 is given twice.',
    });
  });
});
