import { describe, expect, it } from 'vitest';
import { apiRoutes, describeValidationError } from './api';

function errorFor(input: unknown): string {
  const result = apiRoutes.getUserData.input.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return describeValidationError(result.error);
}

describe('API input errors name the field', () => {
  it('names a bad e-mail', () => {
    expect(errorFor({ email: 'not-an-email', role: 'Admin' })).toBe('email must be a valid e-mail address.');
  });
  it('names a bad role', () => {
    expect(errorFor({ email: 'a@b.test', role: 'Janitor' })).toBe(
      'role must be one of Admin, Teacher, Student, Parent.',
    );
  });
  it('names an unknown field', () => {
    expect(errorFor({ email: 'a@b.test', role: 'Admin', school_id: 'x' })).toBe('Unknown field: school_id.');
  });
});
