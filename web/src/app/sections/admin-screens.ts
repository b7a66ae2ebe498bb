/**
 * The Admin's module screens: each section's list, and the page of one record at /app/admin/<section>/<id>. Each
 * screen's code loads when the screen is first shown, so opening one section never downloads the others.
 */
import type { ModuleName } from '@academy/shared/roles';
import type { ComponentType } from 'react';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { lazyNamed } from '@/lib/lazy-named';

export interface ModuleScreens {
  List: ComponentType<ListScreenProps>;
  Detail: ComponentType<DetailScreenProps>;
}

const terms = () => import('@/features/terms/terms-screen');
const subjects = () => import('@/features/subjects/subjects-screen');
const classes = () => import('@/features/classes/classes-screen');
const students = () => import('@/features/students/students-screen');
const parents = () => import('@/features/parents/parents-screen');
const teachers = () => import('@/features/teachers/teachers-screen');
const staff = () => import('@/features/staff/staff-screen');
const lessons = () => import('@/features/lessons/lessons-screen');

export const ADMIN_SCREENS: Partial<Record<ModuleName, ModuleScreens>> = {
  Terms: { List: lazyNamed(terms, 'TermsScreen'), Detail: lazyNamed(terms, 'TermDetail') },
  Subjects: { List: lazyNamed(subjects, 'SubjectsScreen'), Detail: lazyNamed(subjects, 'SubjectDetail') },
  Classes: { List: lazyNamed(classes, 'ClassesScreen'), Detail: lazyNamed(classes, 'ClassDetail') },
  // A student's page is the record with every module's panel about the child, put together in the sections.
  Students: {
    List: lazyNamed(students, 'StudentsScreen'),
    Detail: lazyNamed(() => import('./student-page'), 'AdminStudentPage'),
  },
  Parents: { List: lazyNamed(parents, 'ParentsScreen'), Detail: lazyNamed(parents, 'ParentDetail') },
  // Teachers, staff and courses
  Teachers: { List: lazyNamed(teachers, 'TeachersScreen'), Detail: lazyNamed(teachers, 'TeacherDetail') },
  Staff: { List: lazyNamed(staff, 'StaffScreen'), Detail: lazyNamed(staff, 'StaffDetail') },
  Courses: {
    List: lazyNamed(() => import('@/features/courses/courses-screen'), 'CoursesScreen'),
    Detail: lazyNamed(() => import('./course-page'), 'CoursePage'),
  },
  // Lessons: the weekly timetable by class or teacher, and the list of lessons.
  Lessons: { List: lazyNamed(lessons, 'LessonsScreen'), Detail: lazyNamed(lessons, 'LessonDetail') },
  // Fees and payments: the desk, generating invoices, what each class owes; a family's page is the desk's detail.
  Fees: {
    List: lazyNamed(() => import('@/features/fees/fees-screen'), 'FeesScreen'),
    Detail: lazyNamed(() => import('@/features/fees/family-fees'), 'FamilyFees'),
  },
};
