import { CART_STORAGE_KEY } from '@academy/shared/cart';
import { describe, expect, it } from 'vitest';
import { type CartStorage, createCartStore } from './cart-store';

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const trip = { name: 'Science museum trip', price: 1250, currency: 'GBP' };
const lunch = { name: 'Lunches, November', price: 4600, currency: 'GBP' };

describe('the cart', () => {
  it('loads what was stored at start', () => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify({ trip }) });
    const store = createCartStore(storage);
    expect(store.get()).toEqual({ trip });
    expect(store.count()).toBe(1);
  });
  it('writes every change back under academy_cartSession; the count is the number of keys', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    store.add('trip', trip);
    store.add('lunch', lunch);
    expect(store.count()).toBe(2);
    expect(JSON.parse(storage.data.get('academy_cartSession') ?? '')).toEqual({ trip, lunch });
    store.add('trip', { ...trip, price: 1300 });
    expect(store.count()).toBe(2);
  });
  it('removes the key from storage when the cart empties', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    store.add('trip', trip);
    store.remove('trip');
    expect(store.count()).toBe(0);
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
  });
  it('ignores stored junk instead of breaking', () => {
    expect(createCartStore(memoryStorage({ [CART_STORAGE_KEY]: 'not json' })).count()).toBe(0);
    const mixed = JSON.stringify({ trip, bad: { name: '', price: -1 } });
    expect(createCartStore(memoryStorage({ [CART_STORAGE_KEY]: mixed })).get()).toEqual({ trip });
  });
  it('works without storage at all', () => {
    const store = createCartStore(undefined);
    store.add('trip', trip);
    expect(store.count()).toBe(1);
  });
});
