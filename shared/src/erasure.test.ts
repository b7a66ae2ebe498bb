import { describe, expect, it } from 'vitest';
import { erasePersonInput, monthsAfter, pseudonymCode, pseudonymOf, updateRetentionInput } from './erasure';

describe('the pseudonym of an erased person', () => {
  it('is short, stable for one id and differs between ids', () => {
    expect(pseudonymCode('student-18')).toMatch(/^[0-9A-F]{4}$/);
    expect(pseudonymCode('student-18')).toBe(pseudonymCode('student-18'));
    expect(pseudonymCode('student-18')).not.toBe(pseudonymCode('student-19'));
    expect(pseudonymOf('students', 'student-18').name).toBe(`Erased student ${pseudonymCode('student-18')}`);
    expect(pseudonymOf('parents', 'p1')).toMatchObject({
      firstName: 'Erased parent',
      lastName: pseudonymCode('p1'),
    });
  });
});

describe('the retention setting', () => {
  it('takes 1 to 120 whole months, or null; anything else names Months after leaving', () => {
    for (const ok of [1, 24, 120, null])
      expect(updateRetentionInput.safeParse({ eraseLeaversAfterMonths: ok }).success).toBe(true);
    for (const bad of [0, 121, 2.5, '6', undefined]) {
      const res = updateRetentionInput.safeParse({ eraseLeaversAfterMonths: bad });
      expect(res.error?.issues[0]?.message).toMatch(/^Months after leaving/);
    }
  });

  it('counts months on the calendar, the last day of a shorter month standing in', () => {
    expect(new Date(monthsAfter(Date.UTC(2026, 0, 31, 9), 1)).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(new Date(monthsAfter(Date.UTC(2026, 4, 15), 12)).toISOString()).toBe('2027-05-15T00:00:00.000Z');
  });
});

describe('the erasure input', () => {
  it('asks for the name, naming Name', () => {
    const res = erasePersonInput.safeParse({ kind: 'students', id: 's1', confirmName: ' ' });
    expect(res.error?.issues[0]?.message).toMatch(/^Name is required/);
  });
});
