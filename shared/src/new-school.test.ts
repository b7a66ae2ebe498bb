import { describe, expect, it } from 'vitest';
import { newSchoolRecord } from './new-school';

describe('newSchoolRecord', () => {
  it('starts a school with the default register codes, password policy and Monday-to-Friday week', () => {
    expect(newSchoolRecord({ name: ' Hill School ', timezone: 'Europe/London', currency: 'GBP' })).toEqual({
      name: 'Hill School',
      timezone: 'Europe/London',
      currency: 'GBP',
      currentTermId: null,
      settings: {
        attendanceCodes: ['P', 'A', 'L', 'E'],
        passwordPolicy: {
          minLength: 6,
          requireLowercase: false,
          requireUppercase: false,
          requireNumeric: false,
          requireNonAlphanumeric: false,
        },
        teachingWeekdays: [1, 2, 3, 4, 5],
      },
    });
  });
  it('keeps what the school chose over the defaults', () => {
    const school = newSchoolRecord({
      name: 'Lakeside',
      timezone: 'Africa/Lagos',
      currency: 'NGN',
      currentTermId: 'first-term',
      attendanceCodes: ['PR', 'AB'],
      passwordPolicy: { minLength: 10, requireUppercase: true },
    });
    expect(school.currentTermId).toBe('first-term');
    expect(school.settings.attendanceCodes).toEqual(['PR', 'AB']);
    expect(school.settings.passwordPolicy).toMatchObject({
      minLength: 10,
      requireUppercase: true,
      requireNumeric: false,
    });
  });
  it('refuses a record the school schema would refuse', () => {
    expect(() => newSchoolRecord({ name: 'X', timezone: 'Europe/London', currency: 'POUNDS' })).toThrow();
  });
});
