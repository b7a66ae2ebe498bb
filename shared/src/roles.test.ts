import { describe, expect, it } from 'vitest';
import { defaultModules, moduleFromSegment, ROLE_MODULES, sectionPath, visibleModules } from './roles';

describe('the role and module matrix', () => {
  it('gives each role its modules', () => {
    expect(ROLE_MODULES.Admin).toHaveLength(17);
    expect(ROLE_MODULES.Teacher).toEqual([
      'Dashboard',
      'Assignments',
      'Attendance',
      'Calendar',
      'Messages',
      'Newsfeed',
      'Reports',
      'Students',
    ]);
    expect(ROLE_MODULES.Student).toEqual(['Dashboard']);
    expect(ROLE_MODULES.Parent).toEqual(['Dashboard', 'Calendar', 'Messages', 'Newsfeed', 'Students']);
  });

  it('shows a module only where the modules map has it true', () => {
    const modules = { ...defaultModules('Parent'), Calendar: false };
    expect(visibleModules('Parent', modules)).toEqual(['Dashboard', 'Messages', 'Newsfeed', 'Students']);
  });

  it('never shows a module outside the role, whatever the map says', () => {
    expect(visibleModules('Student', { Dashboard: true, Fees: true })).toEqual(['Dashboard']);
  });

  it('builds the routes of each role', () => {
    expect(sectionPath('Admin', 'Dashboard')).toBe('/app/admin');
    expect(sectionPath('Teacher', 'Attendance')).toBe('/app/teacher/attendance');
    expect(moduleFromSegment(undefined)).toBe('Dashboard');
    expect(moduleFromSegment('students')).toBe('Students');
    expect(moduleFromSegment('nope')).toBeUndefined();
  });
});
