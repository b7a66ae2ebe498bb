import { describe, expect, it } from 'vitest';
import { describeValidationError } from './api';
import {
  DEFAULT_SIGN_IN_SETTINGS,
  type SignInSettings,
  signInRefusal,
  signInSettingsOf,
  updateSignInMethodsInput,
} from './sign-in-methods';

const school: SignInSettings = {
  roles: {
    Admin: { methods: ['password'], domains: [] },
    Teacher: { methods: ['google', 'emailLink'], domains: ['riverside.sch'] },
    Student: { methods: ['microsoft'], domains: [] },
    Parent: { methods: ['password', 'phone'], domains: [] },
  },
  adminsNeedSecondStep: false,
};
const facts = { email: 'ann@riverside.sch', emailVerified: true };

describe('signInRefusal', () => {
  it('lets in password and e-mail link by default, and no other way', () => {
    const d = DEFAULT_SIGN_IN_SETTINGS;
    expect(signInRefusal(d, { ...facts, role: 'Parent', provider: 'password' })).toBeNull();
    expect(signInRefusal(d, { ...facts, role: 'Parent', provider: 'google.com' })).toBe(
      'Your school does not allow Parent accounts to sign in with Google. Sign in with: E-mail and password, E-mailed sign-in link.',
    );
    expect(signInRefusal(d, { ...facts, role: 'Admin', provider: 'phone' })).toMatch(/Phone number/);
  });

  it('takes "password" from the token as either way, and the way the client names when it names one', () => {
    expect(signInRefusal(school, { ...facts, role: 'Teacher', provider: 'password' })).toBeNull();
    expect(signInRefusal(school, { ...facts, role: 'Teacher', provider: 'password', method: 'password' })).toMatch(
      /with E-mail and password/,
    );
    expect(signInRefusal(school, { ...facts, role: 'Admin', provider: 'password', method: 'emailLink' })).toMatch(
      /with E-mailed sign-in link/,
    );
  });

  it('keeps Google to the allowed domains and to e-mails Google confirmed', () => {
    expect(signInRefusal(school, { ...facts, role: 'Teacher', provider: 'google.com' })).toBeNull();
    expect(
      signInRefusal(school, { role: 'Teacher', provider: 'google.com', email: 'ann@gmail.com', emailVerified: true }),
    ).toBe('Your school accepts Google accounts only from @riverside.sch; ann@gmail.com is not one of them.');
    expect(signInRefusal(school, { ...facts, role: 'Teacher', provider: 'google.com', emailVerified: false })).toMatch(
      /not confirmed/,
    );
    expect(
      signInRefusal(school, { role: 'Student', provider: 'microsoft.com', email: 'x@any.org', emailVerified: true }),
    ).toBeNull();
  });

  it('lets in a server-minted token, and no provider it does not know', () => {
    expect(signInRefusal(school, { ...facts, role: 'Admin', provider: 'custom' })).toBeNull();
    expect(signInRefusal(school, { ...facts, role: 'Admin', provider: 'anonymous' })).toMatch(/does not allow/);
  });
});

describe('the settings as stored and as sent', () => {
  it('reads a school that never chose as the defaults', () => {
    expect(signInSettingsOf(undefined)).toEqual(DEFAULT_SIGN_IN_SETTINGS);
    expect(signInSettingsOf(school)).toEqual(school);
  });

  const body = (teacher: unknown) => ({
    roles: { ...DEFAULT_SIGN_IN_SETTINGS.roles, Teacher: teacher },
    adminsNeedSecondStep: false,
  });
  const message = (teacher: unknown) => {
    const parsed = updateSignInMethodsInput.safeParse(body(teacher));
    return parsed.success ? null : describeValidationError(parsed.error);
  };

  it('names the role and says what to do', () => {
    expect(message({ methods: [], domains: [] })).toBe(
      'Teacher: ways to sign in: tick at least one way, or no Teacher could sign in.',
    );
    expect(message({ methods: ['fax'], domains: [] })).toMatch(/^Teacher: each way to sign in must be one of/);
    expect(message({ methods: ['google', 'google'], domains: [] })).toBe('Teacher: ways to sign in lists a way twice.');
    expect(message({ methods: ['google'], domains: ['not a domain'] })).toBe(
      'Teacher: allowed domains: write each as a domain such as riverside.sch, one to a line.',
    );
  });

  it('keeps domains in lower case without their @', () => {
    const parsed = updateSignInMethodsInput.parse(body({ methods: ['google'], domains: [' @Riverside.SCH '] }));
    expect(parsed.roles.Teacher.domains).toEqual(['riverside.sch']);
  });
});
