import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { resultFromError, toastFor } from './api-result';

// English, with no catalogue: each message's own text.
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('API results as toasts', () => {
  it('shows a 200 result’s message as a success toast', () => {
    expect(toastFor({ status: 200, message: 'Saved.' })).toEqual({ kind: 'success', message: 'Saved.' });
  });
  it('says "Success" for a 200 result without a message', () => {
    expect(toastFor({ status: 200 })).toEqual({ kind: 'success', message: 'Success' });
    expect(toastFor({ status: 200, message: '' })).toEqual({ kind: 'success', message: 'Success' });
  });
  it('shows any other status’s message as an error toast', () => {
    expect(toastFor({ status: 400, message: 'Search text is required.' })).toEqual({
      kind: 'error',
      message: 'Search text is required.',
    });
    expect(toastFor({ status: 201, message: 'Created' }).kind).toBe('error');
  });
  it('reads the server’s message out of an ApiError', () => {
    const response = new Response(null, { status: 403, statusText: 'Forbidden' });
    const error = new ApiError('Forbidden', response, { status: 403, message: 'You do not have access to this.' });
    expect(resultFromError(error)).toEqual({ status: 403, message: 'You do not have access to this.' });
    expect(resultFromError(new ApiError('Bad Gateway', new Response(null, { status: 502 }), undefined))).toEqual({
      status: 502,
      message: 'Bad Gateway',
    });
  });
  it('turns a network failure into an error result', () => {
    expect(toastFor(resultFromError(new TypeError('Failed to fetch'))).kind).toBe('error');
  });
});
