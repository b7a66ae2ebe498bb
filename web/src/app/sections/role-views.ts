/** Each role's own view of a module, where it has one: what they see below the section's heading. */
import type { UserRecord } from '@academy/shared/api';
import type { ModuleName, Role } from '@academy/shared/roles';
import type { ComponentType } from 'react';
import { TeacherStudents } from '@/features/my-students/teacher-students';
import { DashboardPanels, ParentStudentsPage, TeacherDashboard } from './panel-slots';
// Assignments
import { AssignmentsView } from '@/features/assignments/assignments-view';

export interface RoleView {
  View: ComponentType<{ user: UserRecord }>;
  /** Replaces the module's office-facing description, when the view needs its own. */
  purpose?: string;
}

export const ROLE_VIEWS: Partial<Record<Role, Partial<Record<ModuleName, RoleView>>>> = {
  Admin: {
    Dashboard: { View: DashboardPanels },
    Assignments: { View: AssignmentsView, purpose: 'Work set for every class: set more, mark it, see the gradebooks.' },
  },
  Teacher: {
    Dashboard: { View: TeacherDashboard },
    Assignments: {
      View: AssignmentsView,
      purpose: 'Work set for your classes: set more, mark it, see the gradebooks.',
    },
    Students: { View: TeacherStudents, purpose: 'The students of your classes. Switch class to see another.' },
  },
  Student: {
    Dashboard: { View: DashboardPanels },
  },
  Parent: {
    Dashboard: { View: DashboardPanels },
    Students: { View: ParentStudentsPage, purpose: 'Your children: their profile, class, teachers and timetable.' },
  },
};
