import { describe, expect, it } from 'vitest';
import {
  allocateOldestFirst,
  compactMoney,
  currencyDigits,
  formatMoney,
  minor,
  parseMoney,
  percentOf,
  splitEvenly,
  sum,
} from './money';

describe('money in whole minor units', () => {
  it('refuses fractions of a minor unit instead of rounding them away', () => {
    expect(() => minor(10.5)).toThrow(RangeError);
    expect(() => sum([100, 0.1])).toThrow(RangeError);
    expect(() => minor(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
  it('sums exactly where floating point would not (0.1 + 0.2)', () => {
    expect(sum([10, 20])).toBe(30);
    expect(sum(Array.from({ length: 1000 }, () => 1))).toBe(1000);
    expect(sum([123_456, -23_456, 1])).toBe(100_001);
  });
  it('takes percentages in integers, rounding half away from zero', () => {
    expect(percentOf(120_000, 10)).toBe(12_000);
    expect(percentOf(999, 12.5)).toBe(125); // 124.875
    expect(percentOf(1, 50)).toBe(1); // 0.5 rounds up
    expect(percentOf(3, 50)).toBe(2); // 1.5
    expect(percentOf(-3, 50)).toBe(-2);
    expect(percentOf(33_333, 33.33)).toBe(11_110); // 11,109.8889
    expect(() => percentOf(100, 12.345)).toThrow(RangeError);
    expect(() => percentOf(100, 101)).toThrow(RangeError);
  });
  it('splits into instalments that add up exactly', () => {
    expect(splitEvenly(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(sum(splitEvenly(100_001, 7))).toBe(100_001);
    expect(splitEvenly(5, 1)).toEqual([5]);
    expect(() => splitEvenly(5, 0)).toThrow(RangeError);
  });
  it('allocates to the chosen invoice first, then oldest due date first, and the rest is credit', () => {
    const open = [
      { id: 'b', balance: 3000, dueDate: '2026-10-01' },
      { id: 'a', balance: 2000, dueDate: '2026-09-01' },
      { id: 'c', balance: 1000, dueDate: '2026-09-01' },
    ];
    expect(allocateOldestFirst(2500, open)).toEqual({
      allocations: [
        { id: 'a', amount: 2000 },
        { id: 'c', amount: 500 },
      ],
      leftover: 0,
    });
    expect(allocateOldestFirst(3500, open, 'b')).toEqual({
      allocations: [
        { id: 'b', amount: 3000 },
        { id: 'a', amount: 500 },
      ],
      leftover: 0,
    });
    const over = allocateOldestFirst(7001, open);
    expect(over.leftover).toBe(1001);
    expect(sum(over.allocations.map((a) => a.amount)) + over.leftover).toBe(7001);
  });
  it('formats with the currency’s own digits', () => {
    expect(currencyDigits('GBP')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(formatMoney(1250, 'GBP')).toBe('£12.50');
    expect(formatMoney(1250, 'JPY')).toBe('JP¥1,250');
    expect(formatMoney(1250, 'KWD')).toContain('1.250');
    // A chart's axis: short, in the currency's major units.
    expect(compactMoney(450_000, 'GBP')).toBe('£4.5k');
    expect(compactMoney(0, 'GBP')).toBe('£0');
    expect(compactMoney(1_250_000, 'JPY')).toBe('JP¥1.3m');
  });
  it('reads typed amounts into minor units, refusing more digits than the currency has', () => {
    expect(parseMoney('12.50', 'GBP')).toBe(1250);
    expect(parseMoney('£1,250.5', 'GBP')).toBe(125_050);
    expect(parseMoney('12', 'GBP')).toBe(1200);
    expect(parseMoney('12.505', 'GBP')).toBeNull();
    expect(parseMoney('1250', 'JPY')).toBe(1250);
    expect(parseMoney('abc', 'GBP')).toBeNull();
  });
});
