import { describe, expect, it } from 'vitest';
import {
  attendanceCodesOf,
  classWeekId,
  DEFAULT_ATTENDANCE_CODES,
  presentCode,
  presentPercent,
  registerCounts,
  saveRegisterInput,
  updateAttendanceSettingsInput,
} from './attendance';
import { describeValidationError } from './api';

const settings = { codes: DEFAULT_ATTENDANCE_CODES, teachingWeekdays: [1, 2, 3, 4, 5], registersDueBy: '09:30' };
const firstProblem = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : describeValidationError(result.error as never);

describe('attendance codes', () => {
  it('start as Present, Late (minutes late), Absent, Excused (explained) and Off-site (counts as present)', () => {
    expect(DEFAULT_ATTENDANCE_CODES.map((c) => [c.letter, c.countsAsPresent])).toEqual([
      ['P', true],
      ['L', true],
      ['A', false],
      ['E', false],
      ['O', true],
    ]);
    expect(DEFAULT_ATTENDANCE_CODES.filter((c) => c.alertsGuardians).map((c) => c.letter)).toEqual(['L', 'A']);
    expect(presentCode(DEFAULT_ATTENDANCE_CODES).letter).toBe('P');
  });
  it('refuse a letter used twice, and a set with no present code', () => {
    const twice = { ...settings, codes: [...DEFAULT_ATTENDANCE_CODES, DEFAULT_ATTENDANCE_CODES[0]] };
    expect(firstProblem(updateAttendanceSettingsInput.safeParse(twice))).toBe('Each code letter may be used once.');
    const noPresent = { ...settings, codes: DEFAULT_ATTENDANCE_CODES.filter((c) => !c.countsAsPresent) };
    expect(firstProblem(updateAttendanceSettingsInput.safeParse(noPresent))).toBe('One code must mean present.');
    const lower = { ...settings, codes: [{ letter: 'p', label: 'Present', countsAsPresent: true }] };
    expect(firstProblem(updateAttendanceSettingsInput.safeParse(lower))).toBe(
      'A code letter must be 1 to 3 capital letters.',
    );
    expect(firstProblem(updateAttendanceSettingsInput.safeParse({ ...settings, registersDueBy: '9.30' }))).toBe(
      'registersDueBy must be a time like 09:30 (24-hour).',
    );
  });
});

describe('a school’s stored codes', () => {
  it('are read as stored, or as the defaults when missing, empty or of the old string form', () => {
    const northside = [{ letter: 'P', label: 'Present', countsAsPresent: true }];
    expect(attendanceCodesOf(northside)).toEqual([
      { ...northside[0], minutesLate: false, explained: false, alertsGuardians: false },
    ]);
    for (const stored of [undefined, null, [], ['P', 'A']])
      expect(attendanceCodesOf(stored)).toBe(DEFAULT_ATTENDANCE_CODES);
  });
});

describe('a register body', () => {
  const body = { classId: 'c', date: '2026-11-23', session: 'day', marks: { s1: { code: 'P' } } };
  it('names the field of an impossible date or an empty register', () => {
    expect(firstProblem(saveRegisterInput.safeParse({ ...body, date: '2026-02-30' }))).toBe('Date: choose a date.');
    expect(firstProblem(saveRegisterInput.safeParse({ ...body, marks: {} }))).toBe(
      'marks must hold at least one mark.',
    );
    expect(firstProblem(saveRegisterInput.safeParse({ ...body, marks: { s1: { code: 'L', minutesLate: -1 } } }))).toBe(
      'minutesLate must be at least 0.',
    );
  });
});

describe('register totals', () => {
  it('count present, late and absent from the school’s codes', () => {
    const marks = { a: { code: 'P' }, b: { code: 'L' }, c: { code: 'A' }, d: { code: 'E' }, e: { code: 'O' } };
    expect(registerCounts(marks, DEFAULT_ATTENDANCE_CODES)).toEqual({ present: 2, late: 1, absent: 2 });
  });
  it('give present % to one decimal, none before the first session', () => {
    expect(presentPercent({ sessions: 0, present: 0 })).toBeNull();
    expect(presentPercent({ sessions: 3, present: 2 })).toBe(66.7);
  });
});

describe('classWeekId', () => {
  it('names a class and the Monday of the date’s week', () => {
    expect(classWeekId('class-7a', '2026-11-23')).toBe('class-7a_2026-11-23');
    expect(classWeekId('class-7a', '2026-11-28')).toBe('class-7a_2026-11-23');
    expect(classWeekId('class-7a', '2026-11-29')).toBe('class-7a_2026-11-23');
    expect(classWeekId('class-7a', '2026-11-30')).toBe('class-7a_2026-11-30');
  });
});
