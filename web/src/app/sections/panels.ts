/**
 * Where modules put their panels on pages other modules own, so a module adds one line here instead of editing them:
 * - CHILD_PANELS: on the Parent's page for one child (Parent → Students), below the child's class and timetable;
 * - DASHBOARD_PANELS: on each role's Dashboard, in order of urgency (the first shows first, also at 360 px).
 * A panel reads its own data, shows its own loading, empty and error states, and renders nothing it may not read.
 */
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import type { ModuleName, Role } from '@academy/shared/roles';
import type { ComponentType } from 'react';
import { ChildAttendancePanel, MyAttendancePanel } from '@/features/attendance/child-attendance-panel';
import { ChildWorkPanel } from '@/features/assignments/child-work-panel';
import { MyWorkPanel } from '@/features/assignments/my-work';
import { ChildFeesPanel, ParentFeesPanel } from '@/features/fees/parent-fees';
import { LatestPostsView, NextEventsView } from './calendar-news-views';
// Dashboards
import { ChildDashboardPanel, TodayTimetablePanel } from '@/app/dashboards/family-panels';
import { NeedsAttentionPanel } from '@/app/dashboards/needs-attention-panel';
import {
  AttendanceChartPanel,
  FeesChartPanel,
  GradesChartPanel,
  SchoolCountsPanel,
} from '@/app/dashboards/school-panels';
import {
  ClassWeekPanel,
  MyPostsAcknowledgedPanel,
  TodayRegistersPanel,
  WorkToMarkPanel,
} from '@/app/dashboards/teacher-panels';
// Course store
import { TaughtCoursesPanel } from '@/features/course-store/course-places-panel';
import { OfficeCoursesPanel } from '@/features/course-store/office-courses-panel';
import { ChildCoursesPanel, MyCoursesPanel, ParentCoursesPanel } from '@/features/course-store/my-courses-panel';

export interface ChildPanel {
  /** A stable name, used as the React key and the panel's test id. */
  key: string;
  /** The module the panel belongs to: a module switched off for the parent hides it. Absent: always shown. */
  module?: ModuleName;
  Panel: ComponentType<{ user: UserRecord; student: Student }>;
}

export interface DashboardPanel {
  key: string;
  module?: ModuleName;
  Panel: ComponentType<{ user: UserRecord }>;
}

export const CHILD_PANELS: ChildPanel[] = [
  { key: 'attendance', Panel: ChildAttendancePanel },
  { key: 'assignments', Panel: ChildWorkPanel },
  { key: 'fees', Panel: ChildFeesPanel },
  { key: 'courses', Panel: ChildCoursesPanel }, // Course store
];

export const DASHBOARD_PANELS: Record<Role, DashboardPanel[]> = {
  Admin: [
    { key: 'needs-attention', Panel: NeedsAttentionPanel },
    { key: 'school-counts', Panel: SchoolCountsPanel },
    { key: 'attendance-chart', module: 'Attendance', Panel: AttendanceChartPanel },
    { key: 'fees-chart', module: 'Fees', Panel: FeesChartPanel },
    { key: 'next-events', module: 'Calendar', Panel: NextEventsView },
    { key: 'latest-posts', module: 'Newsfeed', Panel: LatestPostsView },
    { key: 'grades-chart', module: 'Classes', Panel: GradesChartPanel },
    { key: 'office-courses', module: 'Courses', Panel: OfficeCoursesPanel }, // Course store
  ],
  Teacher: [
    { key: 'today-registers', module: 'Attendance', Panel: TodayRegistersPanel },
    { key: 'work-to-mark', module: 'Assignments', Panel: WorkToMarkPanel },
    { key: 'class-week', module: 'Attendance', Panel: ClassWeekPanel },
    { key: 'next-events', module: 'Calendar', Panel: NextEventsView },
    { key: 'my-posts-acknowledged', module: 'Newsfeed', Panel: MyPostsAcknowledgedPanel },
    { key: 'taught-courses', Panel: TaughtCoursesPanel }, // Course store
  ],
  // The Student has no Calendar or Newsfeed section: what reaches them shows here.
  Student: [
    { key: 'today-timetable', Panel: TodayTimetablePanel },
    { key: 'my-work', Panel: MyWorkPanel },
    { key: 'attendance', Panel: MyAttendancePanel },
    { key: 'my-courses', Panel: MyCoursesPanel }, // Course store
    { key: 'next-events', Panel: NextEventsView },
    { key: 'latest-posts', Panel: LatestPostsView },
  ],
  // One child at a time (the switcher), then what is the family's: fees, the calendar, the news, courses.
  Parent: [
    { key: 'children', Panel: ChildDashboardPanel },
    { key: 'fees', Panel: ParentFeesPanel },
    { key: 'next-events', module: 'Calendar', Panel: NextEventsView },
    { key: 'latest-posts', module: 'Newsfeed', Panel: LatestPostsView },
    { key: 'courses', Panel: ParentCoursesPanel }, // Course store
  ],
};

/** The panels this user's modules map lets them see (a switched-off module's panel is not shown and reads nothing). */
export function visiblePanels<P extends { module?: ModuleName }>(panels: readonly P[], user: UserRecord): P[] {
  return panels.filter((p) => !p.module || user.modules[p.module] === true);
}
