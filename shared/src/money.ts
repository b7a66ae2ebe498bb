/**
 * Money as whole minor units (pence, cents) of the school's currency: integers only, so every sum is exact. Nothing
 * here ever holds a fraction of a minor unit; where a rule divides (a percentage, instalments), it says how it rounds.
 */

/** A whole number of minor units, or a RangeError: a fraction of a penny is a bug, never something to round away. */
export function minor(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${amount} is not a whole number of minor units.`);
  return amount;
}

/** The exact sum; refuses any non-integer instead of letting a float creep in. */
export function sum(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) total = minor(total + minor(a));
  return total;
}

/**
 * `percent` of `amount`, rounded half away from zero to the minor unit (the way a receipt would show it).
 * Done in integers: basis points (1 % = 100) times the amount, so 12.5 % of 999 is exactly 124.875 → 125.
 */
export function percentOf(amount: number, percent: number): number {
  minor(amount);
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(percent * 100 - basisPoints) > 1e-9 || basisPoints < 0 || basisPoints > 10_000)
    throw new RangeError(`${percent} is not a percentage between 0 and 100 with at most two decimals.`);
  const scaled = BigInt(amount) * BigInt(basisPoints); // in 1/10,000ths of a minor unit
  const sign = scaled < 0n ? -1n : 1n;
  const magnitude = scaled * sign;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return Number(rounded * sign);
}

/** Splits `total` into `parts` whole amounts that add up to it exactly; the first parts carry the leftover pennies. */
export function splitEvenly(total: number, parts: number): number[] {
  minor(total);
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('parts must be a whole number of at least 1.');
  const base = Math.trunc(total / parts);
  const left = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < Math.abs(left) ? Math.sign(left) : 0));
}

export interface OpenBalance {
  id: string;
  /** What is still owed, in minor units. */
  balance: number;
  /** Oldest first: the earliest unpaid due date (YYYY-MM-DD), then the id. */
  dueDate: string;
}

export interface Allocation {
  allocations: { id: string; amount: number }[];
  /** What was left after every balance was paid: the family's credit. */
  leftover: number;
}

/**
 * Pays `amount` into the open balances: the one `firstId` names first (when given), then the rest oldest due date
 * first (ties by id, so the outcome never depends on the order they were read in). What is left over is credit.
 */
export function allocateOldestFirst(amount: number, open: readonly OpenBalance[], firstId?: string): Allocation {
  let left = minor(amount);
  if (left < 0) throw new RangeError('An amount to allocate cannot be negative.');
  const ordered = [...open].sort((a, b) =>
    a.id === firstId ? -1 : b.id === firstId ? 1 : a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id),
  );
  const allocations: { id: string; amount: number }[] = [];
  for (const item of ordered) {
    if (left === 0) break;
    const take = Math.min(left, minor(item.balance));
    if (take <= 0) continue;
    allocations.push({ id: item.id, amount: take });
    left -= take;
  }
  return { allocations, leftover: left };
}

/**
 * One formatter per locale and currency, made once: building an `Intl.NumberFormat` costs far more than using one, and
 * a table or chart of money formats hundreds of amounts.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: string, compact = false): Intl.NumberFormat {
  const key = `${locale} ${currency} ${compact}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(compact ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/** How many digits after the point the currency's minor unit has (GBP 2, JPY 0, KWD 3). */
export function currencyDigits(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units shown in the currency: `formatMoney(1250, 'GBP')` → "£12.50". */
export function formatMoney(amount: number, currency: string, locale = 'en-GB'): string {
  const digits = currencyDigits(currency);
  return currencyFormat(locale, currency).format(minor(amount) / 10 ** digits);
}

/** An amount in short, for a chart's axis: `compactMoney(450_000, 'GBP')` → "£4.5k". */
export function compactMoney(amount: number, currency: string, locale = 'en-GB'): string {
  return currencyFormat(locale, currency, true).format(minor(amount) / 10 ** currencyDigits(currency));
}

/** What someone typed ("12.50", "12", "1,250.5") in minor units, or null when it is not an amount of this currency. */
export function parseMoney(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const cleaned = text.replace(/[,\s]/g, '').replace(/^[^\d.-]+/, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const value = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}
