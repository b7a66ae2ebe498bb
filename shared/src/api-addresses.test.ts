import { describe, expect, it } from 'vitest';
import { API_ADDRESSES } from './api-addresses';
import { routeAddresses } from './api';

describe('API_ADDRESSES', () => {
  it('holds every route of apiRoutes with its method, path and sign-in mode (else run `npm run api:addresses`)', () => {
    expect(API_ADDRESSES).toEqual(routeAddresses());
  });
});
