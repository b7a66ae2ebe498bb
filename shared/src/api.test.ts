import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  adminRecordRoutes,
  type ApiRoutes,
  apiRoutes,
  describeValidationError,
  type RouteInput,
  type RouteResponse,
} from './api';
import { createTermInput, deleteRecordInput, type RecordSaved, updateTermInput } from './structure-api';

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

describe('adminRecordRoutes', () => {
  it('declares the three Admin-only writes of a record at /<area>/<action>', () => {
    const routes = adminRecordRoutes('terms', 'Term', {
      create: createTermInput,
      update: updateTermInput,
      remove: 'delete',
    });
    expect(Object.keys(routes)).toEqual(['createTerm', 'updateTerm', 'deleteTerm']);
    expect(routes.createTerm).toEqual({
      method: 'POST',
      path: '/terms/create',
      input: createTermInput,
      auth: 'required',
      roles: ['Admin'],
    });
    expect(routes.updateTerm.path).toBe('/terms/update');
    expect(routes.deleteTerm.input).toBe(deleteRecordInput);
    expectTypeOf<RouteResponse<'deleteTerm'>>().toEqualTypeOf<RecordSaved>();
    expectTypeOf<RouteInput<'updateTerm'>>().toEqualTypeOf<z.input<typeof updateTermInput>>();
  });
  it('archives people instead of deleting them', () => {
    expect(apiRoutes.archiveStudent.path).toBe('/students/archive');
    expect(apiRoutes.archiveStudent.input.safeParse({ id: 's1', archived: true }).success).toBe(true);
    expect(Object.keys(apiRoutes).filter((name) => /^(delete|archive)Student$/.test(name))).toEqual(['archiveStudent']);
  });
});
