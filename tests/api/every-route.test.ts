import { apiRoutes, type RouteName } from '@academy/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeAccount, throwawayAccount } from '../support/accounts';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { SAMPLE } from '../support/route-samples';

function call(name: RouteName, authorization?: string) {
  const def = apiRoutes[name];
  const body = SAMPLE[name];
  return def.method === 'GET'
    ? callApi('GET', def.path, { rawAuthorization: authorization, query: body as Record<string, string> })
    : callApi('POST', def.path, { rawAuthorization: authorization, body });
}

const names = Object.keys(apiRoutes) as RouteName[];
let disabledToken = '';

beforeAll(async () => {
  const account = await throwawayAccount('every-route-disabled-admin', 'Admin', 'demo-academy-school');
  disabledToken = await idTokenFor(account.email);
  await admin().auth.updateUser(account.uid, { disabled: true });
});
afterAll(() => removeAccount('every-route-disabled-admin'));

describe('every API route', () => {
  it('is covered by this test', () => expect(Object.keys(SAMPLE).sort()).toEqual([...names].sort()));

  it.each(names.filter((n) => apiRoutes[n].auth === 'required'))(
    '%s asks a signed-out visitor to sign in',
    async (name) => {
      expect((await call(name)).body).toEqual({ status: 401, message: 'Sign in to continue.' });
    },
  );

  const withTokens = names.filter((n) => apiRoutes[n].auth !== 'none');

  it.each(withTokens)('%s refuses a malformed token', async (name) => {
    expect((await call(name, 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiQWRtaW4ifQ.')).status).toBe(401);
  });

  it.each(withTokens)('%s refuses the token of a disabled Admin', async (name) => {
    expect((await call(name, `Bearer ${disabledToken}`)).body).toEqual({
      status: 401,
      message: 'This account has been disabled.',
    });
  });
});
