/** The cart (shared by the cart page and what can be put in it, such as fees): loaded from storage at start, written back on every change, removed from storage when empty. */
import { type Cart, CART_STORAGE_KEY, type CartItem, parseCart } from '@academy/shared/cart';
import { useSyncExternalStore } from 'react';

export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createCartStore(storage: CartStorage | undefined) {
  let cart: Cart = parseCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
  const listeners = new Set<() => void>();

  function commit(next: Cart) {
    cart = next;
    if (Object.keys(next).length === 0) storage?.removeItem(CART_STORAGE_KEY);
    else storage?.setItem(CART_STORAGE_KEY, JSON.stringify(next));
    for (const l of listeners) l();
  }

  return {
    get: () => cart,
    count: () => Object.keys(cart).length,
    add: (key: string, item: CartItem) => commit({ ...cart, [key]: item }),
    remove: (key: string) => {
      const rest = { ...cart };
      delete rest[key];
      commit(rest);
    },
    clear: () => commit({}),
    /** Another tab changed the cart: take its version. */
    reload: () => {
      cart = parseCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
      for (const l of listeners) l();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

function browserStorage(): CartStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked: the cart lives for this page only
  }
}

export const cartStore = createCartStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) cartStore.reload();
  });
}

export function useCart() {
  const cart = useSyncExternalStore(cartStore.subscribe, cartStore.get);
  return { cart, count: Object.keys(cart).length, remove: cartStore.remove, add: cartStore.add };
}
