import { z } from 'zod';

/** Spec §3 "Cart": a keyed object held in browser storage under {product}_cartSession; the count is its keys. */
export const CART_STORAGE_KEY = 'academy_cartSession';

export const cartItemSchema = z.object({
  name: z.string().trim().min(1).max(160),
  /** In the currency's minor unit (pence, cents), so sums are exact. */
  price: z.number().int().nonnegative(),
  currency: z.string().length(3),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export type Cart = Record<string, CartItem>;

/** What was stored, keeping only well-formed items: a hand-edited or older entry never breaks the page. */
export function parseCart(raw: string | null): Cart {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const cart: Cart = {};
  for (const [key, item] of Object.entries(value)) {
    const parsed = cartItemSchema.safeParse(item);
    if (parsed.success) cart[key] = parsed.data;
  }
  return cart;
}

/** Totals per currency: a cart may hold items from more than one school's price list. */
export function cartTotals(cart: Cart): { currency: string; total: number }[] {
  const totals = new Map<string, number>();
  for (const item of Object.values(cart)) totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.price);
  return [...totals].map(([currency, total]) => ({ currency, total }));
}
