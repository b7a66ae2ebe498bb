import { describe, expect, it } from 'vitest';
import { describeValidationError } from './api';
import { createClassInput, createSubjectInput, createTermInput, fieldErrors, recordId } from './structure-api';

const term = { schoolYear: '2026/2027', name: 'Autumn', startDate: '2026-09-01', endDate: '2026-12-18', current: true };

describe('the structure schemas give each form field its own sentence', () => {
  it('lists every bad field of a term, each once', () => {
    const result = createTermInput.safeParse({ ...term, schoolYear: '2026', name: ' ', startDate: '1 Sept' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({
        schoolYear: 'School year must look like 2026/2027.',
        name: 'Name is required.',
        startDate: 'Start date: choose a date.',
      });
  });
  it('puts an end before the start on the end date', () => {
    const result = createTermInput.safeParse({ ...term, endDate: '2026-08-01' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({ endDate: 'End date must be after the start date.' });
  });
  it('upper-cases a subject code and refuses spaces in it', () => {
    expect(createSubjectInput.parse({ code: ' math ', name: 'M', department: '', gradeLevels: [] }).code).toBe('MATH');
    const result = createSubjectInput.safeParse({ code: 'MA TH', name: 'M', department: '', gradeLevels: [] });
    expect(result.success || describeValidationError(result.error)).toBe(
      'Code must be 1 to 12 letters, digits or dashes.',
    );
  });
  it('names a class capacity that is not a whole number', () => {
    const result = createClassInput.safeParse({
      name: '7A',
      grade: 7,
      section: 'A',
      capacity: 2.5,
      homeroomTeacherId: null,
      termId: 't1',
    });
    expect(result.success || describeValidationError(result.error)).toBe('Capacity must be a whole number.');
  });
  it('refuses ids that could leave their collection or that Firestore reserves', () => {
    for (const id of ['a/b', '..', '__name__', '', 'x'.repeat(129)])
      expect(recordId('id').safeParse(id).success).toBe(false);
    expect(recordId('id').safeParse('class-7a').success).toBe(true);
  });
});
