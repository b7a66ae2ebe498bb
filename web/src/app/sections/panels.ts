/**
 * Where modules put their panels on pages other modules own, so a module adds one line here instead of editing them:
 * - CHILD_PANELS: on the Parent's page for one child (Parent → Students), below the child's class and timetable;
 * - DASHBOARD_PANELS: on each role's Dashboard, in order of urgency (the first shows first, also at 360 px);
 * - STUDENT_PANELS: on a student's record (the office's page of the student, a teacher's view of one of their class),
 *   for the roles the rules let read it.
 * A panel reads its own data, shows its own loading, empty and error states, and renders nothing it may not read.
 */
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import type { ModuleName, Role } from '@academy/shared/roles';
import type { ComponentType } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { LatestPostsView, NextEventsView } from './calendar-news-views';

// Each panel's code loads with the first page that shows it: a dashboard downloads its own role's panels only.
const attendance = () => import('@/features/attendance/child-attendance-panel');
const studentAttendance = () => import('@/features/attendance/student-attendance-panel');
const studentFees = () => import('@/features/fees/student-fees-panel');
const childWork = () => import('@/features/assignments/child-work-panel');
const myWork = () => import('@/features/assignments/my-work');
const fees = () => import('@/features/fees/parent-fees');
const family = () => import('@/app/dashboards/family-panels');
const needsAttention = () => import('@/app/dashboards/needs-attention-panel');
const school = () => import('@/app/dashboards/school-panels');
const teacher = () => import('@/app/dashboards/teacher-panels');
// Course store
const coursePlaces = () => import('@/features/course-store/course-places-panel');
const officeCourses = () => import('@/features/course-store/office-courses-panel');
const myCourses = () => import('@/features/course-store/my-courses-panel');
const studentFiles = () => import('@/features/student-files/student-files-panel');
const messages = () => import('@/features/messages/message-panels');
const reports = () => import('@/features/reports/report-panels');

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

export interface StudentPanel extends ChildPanel {
  /** Who reads the panel: the rules let these roles read what it shows. */
  roles: readonly Role[];
}

/* eslint-disable lingui/no-unlocalized-strings -- panel, module and role keys below, not text */
export const CHILD_PANELS: ChildPanel[] = [
  { key: 'attendance', Panel: lazyNamed(attendance, 'ChildAttendancePanel') },
  { key: 'messages', module: 'Messages', Panel: lazyNamed(messages, 'ChildMessagesPanel') },
  { key: 'assignments', Panel: lazyNamed(childWork, 'ChildWorkPanel') },
  { key: 'fees', Panel: lazyNamed(fees, 'ChildFeesPanel') },
  { key: 'courses', Panel: lazyNamed(myCourses, 'ChildCoursesPanel') }, // Course store
  { key: 'documents', Panel: lazyNamed(studentFiles, 'ChildDocumentsPanel') },
  { key: 'reports', Panel: lazyNamed(reports, 'ChildReportsPanel') },
];

// A teacher reads a student's attendance and work through the class they teach; money and places are the office's.
export const STUDENT_PANELS: StudentPanel[] = [
  {
    key: 'attendance',
    module: 'Attendance',
    roles: ['Admin', 'Teacher'],
    Panel: lazyNamed(studentAttendance, 'StudentAttendancePanel'),
  },
  {
    key: 'assignments',
    module: 'Assignments',
    roles: ['Admin', 'Teacher'],
    Panel: lazyNamed(childWork, 'ChildWorkPanel'),
  },
  { key: 'fees', module: 'Fees', roles: ['Admin'], Panel: lazyNamed(studentFees, 'StudentFeesPanel') },
  { key: 'courses', module: 'Courses', roles: ['Admin'], Panel: lazyNamed(myCourses, 'StudentCoursesPanel') }, // Course store
  // The office keeps the photo and documents; the class's teachers read them.
  { key: 'files', roles: ['Admin', 'Teacher'], Panel: lazyNamed(studentFiles, 'StudentFilesPanel') },
  {
    key: 'messages',
    module: 'Messages',
    roles: ['Admin', 'Teacher'],
    Panel: lazyNamed(messages, 'StudentMessagesPanel'),
  },
  { key: 'reports', module: 'Reports', roles: ['Admin', 'Teacher'], Panel: lazyNamed(reports, 'StudentReportsPanel') },
];

export const DASHBOARD_PANELS: Record<Role, DashboardPanel[]> = {
  Admin: [
    { key: 'needs-attention', Panel: lazyNamed(needsAttention, 'NeedsAttentionPanel') },
    { key: 'school-counts', Panel: lazyNamed(school, 'SchoolCountsPanel') },
    // What is coming and what was said today come before the four weeks' trends.
    { key: 'next-events', module: 'Calendar', Panel: NextEventsView },
    { key: 'latest-posts', module: 'Newsfeed', Panel: LatestPostsView },
    { key: 'attendance-chart', module: 'Attendance', Panel: lazyNamed(school, 'AttendanceChartPanel') },
    { key: 'fees-chart', module: 'Fees', Panel: lazyNamed(school, 'FeesChartPanel') },
    { key: 'grades-chart', module: 'Classes', Panel: lazyNamed(school, 'GradesChartPanel') },
    { key: 'office-courses', module: 'Courses', Panel: lazyNamed(officeCourses, 'OfficeCoursesPanel') }, // Course store
  ],
  Teacher: [
    { key: 'today-registers', module: 'Attendance', Panel: lazyNamed(teacher, 'TodayRegistersPanel') },
    { key: 'work-to-mark', module: 'Assignments', Panel: lazyNamed(teacher, 'WorkToMarkPanel') },
    { key: 'class-week', module: 'Attendance', Panel: lazyNamed(teacher, 'ClassWeekPanel') },
    { key: 'next-events', module: 'Calendar', Panel: NextEventsView },
    { key: 'my-posts-acknowledged', module: 'Newsfeed', Panel: lazyNamed(teacher, 'MyPostsAcknowledgedPanel') },
    { key: 'taught-courses', Panel: lazyNamed(coursePlaces, 'TaughtCoursesPanel') }, // Course store
  ],
  // The Student has no Calendar or Newsfeed section: what reaches them shows here.
  Student: [
    { key: 'today-timetable', Panel: lazyNamed(family, 'TodayTimetablePanel') },
    { key: 'my-work', Panel: lazyNamed(myWork, 'MyWorkPanel') },
    { key: 'attendance', Panel: lazyNamed(attendance, 'MyAttendancePanel') },
    { key: 'my-courses', Panel: lazyNamed(myCourses, 'MyCoursesPanel') }, // Course store
    { key: 'my-reports', Panel: lazyNamed(reports, 'MyReportsPanel') },
    { key: 'next-events', Panel: NextEventsView },
    { key: 'latest-posts', Panel: LatestPostsView },
  ],
  // One child at a time (the switcher), then what is the family's: fees, the calendar, the news, courses.
  Parent: [
    { key: 'children', Panel: lazyNamed(family, 'ChildDashboardPanel') },
    { key: 'fees', Panel: lazyNamed(fees, 'ParentFeesPanel') },
    { key: 'next-events', module: 'Calendar', Panel: NextEventsView },
    { key: 'latest-posts', module: 'Newsfeed', Panel: LatestPostsView },
    { key: 'courses', Panel: lazyNamed(myCourses, 'ParentCoursesPanel') }, // Course store
  ],
};

/* eslint-enable lingui/no-unlocalized-strings */

/** The panels this user's modules map lets them see (a switched-off module's panel is not shown and reads nothing). */
export function visiblePanels<P extends { module?: ModuleName }>(panels: readonly P[], user: UserRecord): P[] {
  return panels.filter((p) => !p.module || user.modules[p.module] === true);
}
