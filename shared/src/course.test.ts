import { describe, expect, it } from 'vitest';
import { describeValidationError } from './api';
import { createCourseInput, formatPrice, priceFromText } from './course';
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
