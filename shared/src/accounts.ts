import type { Role } from './roles';

/** The people an Admin can give an account to, and the role each gets. Office staff sign in as Admins. */
export const PERSON_COLLECTIONS = ['teachers', 'staff', 'students', 'parents'] as const;
export type PersonCollection = (typeof PERSON_COLLECTIONS)[number];

export const ROLE_FOR_PERSON: Record<PersonCollection, Role> = {
  teachers: 'Teacher',
  staff: 'Admin',
  students: 'Student',
  parents: 'Parent',
};
