import { describe, expect, it } from 'vitest';
import { catalogueOf } from './languages';

describe('catalogueOf', () => {
  const available = ['en', 'pl', 'ar'];
  it('takes the tag itself, else its base language, else none', () => {
    expect(catalogueOf('pl', available)).toBe('pl');
    expect(catalogueOf('pl-PL', available)).toBe('pl');
    expect(catalogueOf('AR-EG', available)).toBe('ar');
    expect(catalogueOf('tlh', available)).toBeNull();
    expect(catalogueOf(undefined, available)).toBeNull();
  });
});
