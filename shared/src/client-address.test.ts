import { describe, expect, it } from 'vitest';
import { forwardedClientAddress } from './client-address';

describe('forwardedClientAddress', () => {
  it('reads the entry the given number of hops from the right', () => {
    expect(forwardedClientAddress('203.0.113.7, 35.191.0.1', 2)).toBe('203.0.113.7');
    expect(forwardedClientAddress('203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('ignores every value a client prepends', () => {
    for (const forged of ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'unknown', '::1, 10.0.0.1'])
      expect(forwardedClientAddress(`${forged}, 203.0.113.7, 35.191.0.1`, 2)).toBe('203.0.113.7');
  });

  it('knows no address when the header is shorter than the proxies that must have written it', () => {
    expect(forwardedClientAddress('203.0.113.7', 2)).toBeUndefined();
    expect(forwardedClientAddress(undefined, 2)).toBeUndefined();
    expect(forwardedClientAddress('', 1)).toBeUndefined();
  });

  it('knows no address when the trusted entry is not an address', () => {
    expect(forwardedClientAddress('not-an-address, 35.191.0.1', 2)).toBeUndefined();
  });

  it('reads IPv6 in one spelling', () => {
    expect(forwardedClientAddress('2001:DB8::1, 35.191.0.1', 2)).toBe('2001:db8::1');
  });

  it('trusts nothing with no trusted proxies', () => {
    expect(forwardedClientAddress('203.0.113.7', 0)).toBeUndefined();
  });
});
