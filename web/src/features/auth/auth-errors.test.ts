import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

// English, with no catalogue: each message's own text.
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('sign-in error messages', () => {
  it('says plainly that the credentials are wrong, without saying which', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe('The e-mail or password is incorrect.');
    expect(authErrorMessage({ code: 'auth/user-not-found' })).toBe('The e-mail or password is incorrect.');
  });
  it('tells a disabled user whom to ask', () => {
    expect(authErrorMessage({ code: 'auth/user-disabled' })).toMatch(/school office/);
  });
  it('falls back to a general message for anything unknown', () => {
    expect(authErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
