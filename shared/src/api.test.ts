import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ApiRoutes, apiRoutes, describeValidationError } from './api';

function errorFor(input: unknown): string {
  const result = apiRoutes.getUserData.input.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return describeValidationError(result.error);
}

describe('API input errors name the field', () => {
  it('says exactly "Search text is required." for empty or blank search text', () => {
    for (const params of ['', '   ', undefined]) {
      const result = apiRoutes.getStudent.input.safeParse({ params, school_id: 'demo' });
      expect(result.success).toBe(false);
      if (!result.success) expect(describeValidationError(result.error)).toBe('Search text is required.');
    }
  });
  it('names school_id when it is not text', () => {
    const result = apiRoutes.getStudent.input.safeParse({ params: 'ada', school_id: 42 });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeValidationError(result.error)).toBe('school_id is required.');
  });
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

describe("the route registry keeps each route's sign-in mode as a literal", () => {
  it('so the server can type a signed-in caller as never null', () => {
    expectTypeOf<ApiRoutes['createTerm']['auth']>().toEqualTypeOf<'required'>();
    expectTypeOf<ApiRoutes['updatePassword']['auth']>().toEqualTypeOf<'optional'>();
    expectTypeOf<ApiRoutes['registerSchool']['auth']>().toEqualTypeOf<'none'>();
    expect(apiRoutes.createTerm.auth).toBe('required');
  });
});
