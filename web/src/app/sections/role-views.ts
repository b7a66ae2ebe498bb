/**
 * Each role's own view of a module, where it has one: what they see below the section's heading. Each view's code
 * loads when it is first shown.
 */
import type { UserRecord } from '@academy/shared/api';
import type { ModuleName, Role } from '@academy/shared/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { CalendarView, NewsfeedView } from './calendar-news-views';

export interface RoleView {
  View: ComponentType<{ user: UserRecord }>;
  /** Replaces the module's office-facing description, when the view needs its own. */
  purpose?: MessageDescriptor;
}

const slots = () => import('./panel-slots');
const attendance = () => import('@/features/attendance/attendance-screen');
const DashboardPanels = lazyNamed(slots, 'DashboardPanels');
const AssignmentsView = lazyNamed(() => import('@/features/assignments/assignments-view'), 'AssignmentsView');

export const ROLE_VIEWS: Partial<Record<Role, Partial<Record<ModuleName, RoleView>>>> = {
  Admin: {
    Dashboard: { View: DashboardPanels },
    Attendance: {
      View: lazyNamed(attendance, 'AdminAttendance'),
      purpose: msg`Today’s registers across the school, absences, and the register settings.`,
    },
    Assignments: {
      View: AssignmentsView,
      purpose: msg`Work set for every class: set more, mark it, see the gradebooks.`,
    },
    Calendar: { View: CalendarView, purpose: msg`Term dates, events and closures, for everyone or for some.` },
    Newsfeed: { View: NewsfeedView, purpose: msg`News for the school, or for some of it, and who has read it.` },
  },
  Teacher: {
    Dashboard: { View: lazyNamed(slots, 'TeacherDashboard') },
    Attendance: {
      View: lazyNamed(attendance, 'TeacherAttendance'),
      purpose: msg`Take today’s registers: your homeroom class and your lessons.`,
    },
    Assignments: {
      View: AssignmentsView,
      purpose: msg`Work set for your classes: set more, mark it, see the gradebooks.`,
    },
    Calendar: { View: CalendarView, purpose: msg`Your school’s dates, and your classes’ events.` },
    Newsfeed: { View: NewsfeedView, purpose: msg`School news, and news for your classes.` },
    Students: {
      View: lazyNamed(() => import('@/features/my-students/teacher-students'), 'TeacherStudents'),
      purpose: msg`The students of your classes. Switch class to see another.`,
    },
  },
  Student: {
    Dashboard: { View: DashboardPanels },
  },
  Parent: {
    Dashboard: { View: DashboardPanels },
    Calendar: { View: CalendarView, purpose: msg`Term dates and events for your children.` },
    Newsfeed: { View: NewsfeedView, purpose: msg`News from school about your children.` },
    Students: {
      View: lazyNamed(slots, 'ParentStudentsPage'),
      purpose: msg`Your children: their profile, class, teachers and timetable.`,
    },
  },
};
