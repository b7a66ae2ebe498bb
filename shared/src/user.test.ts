import { describe, expect, it } from 'vitest';
import { claimsFor, mayAddRole, personIdsAfterRoleChange, personIdsOf, rolesHeld } from './user';

const teacherParent = { role: 'Teacher' as const, personId: 'teacher-04', personIds: { Parent: 'parent-16' } };

describe('the roles an account holds', () => {
  it('is the active role alone for an account of one role', () => {
    expect(rolesHeld({ role: 'Parent' })).toEqual(['Parent']);
    expect(claimsFor('Parent', 's', ['Parent'])).toEqual({ role: 'Parent', school_id: 's' });
  });

  it('lists every role, in a fixed order, in the claims of an account of two', () => {
    expect(rolesHeld(teacherParent)).toEqual(['Teacher', 'Parent']);
    expect(claimsFor('Parent', 's', ['Parent', 'Teacher'])).toEqual({
      role: 'Parent',
      school_id: 's',
      roles: ['Teacher', 'Parent'],
    });
    expect(personIdsOf(teacherParent)).toEqual({ Teacher: 'teacher-04', Parent: 'parent-16' });
  });

  it('replaces the active role on an Admin’s role change and keeps the others', () => {
    expect(personIdsAfterRoleChange(teacherParent, 'Admin')).toEqual({
      personId: 'teacher-04',
      personIds: { Admin: 'teacher-04', Parent: 'parent-16' },
    });
    // Changed to a role it already holds: that role's person, and only that role is left.
    expect(personIdsAfterRoleChange(teacherParent, 'Parent')).toEqual({ personId: 'parent-16', personIds: undefined });
    expect(personIdsAfterRoleChange({ role: 'Teacher', personId: 't' }, 'Admin')).toEqual({
      personId: 't',
      personIds: undefined,
    });
  });
});

describe('which roles an account may add', () => {
  it('lets staff be parents too, and keeps a student’s account theirs alone', () => {
    expect(mayAddRole(['Teacher'], 'Parent')).toBe(true);
    expect(mayAddRole(['Parent'], 'Admin')).toBe(true);
    expect(mayAddRole(['Teacher', 'Parent'], 'Parent')).toBe(false);
    expect(mayAddRole(['Teacher'], 'Student')).toBe(false);
    expect(mayAddRole(['Student'], 'Parent')).toBe(false);
  });
});
