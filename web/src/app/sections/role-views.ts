/** The Teacher's and the Parent's own views of a module: what they see below the section's heading. */
import type { UserRecord } from '@academy/shared/api';
import type { ModuleName, Role } from '@academy/shared/roles';
import type { ComponentType } from 'react';
import { ParentStudents } from '@/features/my-students/parent-students';
import { TeacherDashboardClass, TeacherStudents } from '@/features/my-students/teacher-students';

export interface RoleView {
  View: ComponentType<{ user: UserRecord }>;
  /** Replaces the module's office-facing description, when the view needs its own. */
  purpose?: string;
}

export const ROLE_VIEWS: Partial<Record<Role, Partial<Record<ModuleName, RoleView>>>> = {
  Teacher: {
    Dashboard: { View: TeacherDashboardClass },
    Students: { View: TeacherStudents, purpose: 'The students of your classes. Switch class to see another.' },
  },
  Parent: {
    Students: { View: ParentStudents, purpose: 'Your children: their profile, class, teachers and timetable.' },
  },
};
