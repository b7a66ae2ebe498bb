import { describe, expect, it } from 'vitest';
import { activeSection } from './active-section';

describe('the highlighted section', () => {
  it('is the fourth path segment', () => {
    expect(activeSection('/app/admin/students')).toBe('Students');
    expect(activeSection('/app/teacher/attendance')).toBe('Attendance');
    expect(activeSection('/app/admin/students/student-01')).toBe('Students');
  });
  it('is Dashboard when there is none', () => {
    expect(activeSection('/app/admin')).toBe('Dashboard');
    expect(activeSection('/app/admin/')).toBe('Dashboard');
  });
  it('is Dashboard for a segment that names no section', () => {
    expect(activeSection('/app/admin/nothing')).toBe('Dashboard');
  });
});
