import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTENDANCE_CODES } from './attendance';
import { newSchoolRecord } from './new-school';
import { DEFAULT_SIGN_IN_SETTINGS } from './sign-in-methods';

const PR = {
  letter: 'PR',
  label: 'Present',
  countsAsPresent: true,
  minutesLate: false,
  explained: false,
  alertsGuardians: false,
};
const AB = {
  letter: 'AB',
  label: 'Absent',
  countsAsPresent: false,
  minutesLate: false,
  explained: false,
  alertsGuardians: true,
};

describe('newSchoolRecord', () => {
  it('starts a school with the default register codes, password policy and Monday-to-Friday week', () => {
    expect(newSchoolRecord({ name: ' Hill School ', timezone: 'Europe/London', currency: 'GBP' })).toEqual({
      name: 'Hill School',
      timezone: 'Europe/London',
      locale: 'en-GB',
      language: 'en',
      currency: 'GBP',
      currentTermId: null,
      settings: {
        attendanceCodes: DEFAULT_ATTENDANCE_CODES,
        registersDueBy: '09:30',
        passwordPolicy: {
          minLength: 6,
          requireLowercase: false,
          requireUppercase: false,
          requireNumeric: false,
          requireNonAlphanumeric: false,
        },
        teachingWeekdays: [1, 2, 3, 4, 5],
        lateFee: { enabled: false, kind: 'fixed', amount: 0, percent: 0, since: null },
        signIn: DEFAULT_SIGN_IN_SETTINGS,
      },
    });
  });
  it('keeps what the school chose over the defaults', () => {
    const school = newSchoolRecord({
      name: 'Lakeside',
      timezone: 'Africa/Lagos',
      currency: 'NGN',
      currentTermId: 'first-term',
      attendanceCodes: [PR, AB],
      passwordPolicy: { minLength: 10, requireUppercase: true },
      locale: 'en-NG',
    });
    expect(school.currentTermId).toBe('first-term');
    expect(school.locale).toBe('en-NG');
    expect(school.settings.attendanceCodes.map((c) => c.letter)).toEqual(['PR', 'AB']);
    expect(school.settings.passwordPolicy).toMatchObject({
      minLength: 10,
      requireUppercase: true,
      requireNumeric: false,
    });
  });
  it('refuses a record the school schema would refuse', () => {
    expect(() => newSchoolRecord({ name: 'X', timezone: 'Europe/London', currency: 'POUNDS' })).toThrow();
    expect(() =>
      newSchoolRecord({ name: 'X', timezone: 'Europe/London', currency: 'GBP', locale: 'not a locale' }),
    ).toThrow();
  });
});
