import { describe, expect, it } from 'vitest';
import { DEFAULT_TEACHING_WEEKDAYS, schoolDayRefusal } from './school-days';

describe('is this a school day for this class', () => {
  const base = {
    teachingWeekdays: DEFAULT_TEACHING_WEEKDAYS,
    term: { name: 'Autumn', startDate: '2026-09-02', endDate: '2026-12-18' },
    closures: [
      { title: 'Staff training', startDate: '2026-11-27', endDate: '2026-11-27', grades: null },
      { title: 'Year 7 exams week', startDate: '2026-12-07', endDate: '2026-12-09', grades: [7] },
    ],
    grade: 7,
  };

  it('accepts a teaching day in term', () => {
    expect(schoolDayRefusal({ ...base, date: '2026-11-23' })).toBeNull();
  });

  it('refuses outside the term, on weekends and on closures, saying why', () => {
    expect(schoolDayRefusal({ ...base, date: '2026-12-21' })).toMatch(/outside the term Autumn/);
    expect(schoolDayRefusal({ ...base, date: '2026-11-28' })).toBe(
      'Sat, 28 Nov 2026 is a Saturday, when the school does not teach.',
    );
    expect(schoolDayRefusal({ ...base, date: '2026-11-27' })).toMatch(/closure day: Staff training/);
    expect(schoolDayRefusal({ ...base, date: '2026-12-08' })).toMatch(/Year 7 exams week/);
    expect(schoolDayRefusal({ ...base, term: null, date: '2026-11-23' })).toMatch(/no term/);
  });

  it('applies a grade closure only to that grade, and a school teaching on Saturdays', () => {
    expect(schoolDayRefusal({ ...base, grade: 8, date: '2026-12-08' })).toBeNull();
    expect(schoolDayRefusal({ ...base, teachingWeekdays: [1, 2, 3, 4, 5, 6], date: '2026-11-28' })).toBeNull();
  });
});
