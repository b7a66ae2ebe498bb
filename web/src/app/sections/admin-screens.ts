/** The Admin's module screens: each section's list, and the page of one record at /app/admin/<section>/<id>. */
import type { ModuleName } from '@academy/shared/roles';
import type { ComponentType } from 'react';
import { ClassDetail, ClassesScreen } from '@/features/classes/classes-screen';
import { LessonDetail, LessonsScreen } from '@/features/lessons/lessons-screen';
import type { DetailScreenProps, ListScreenProps } from '@/components/records/screen-props';
import { ParentDetail, ParentsScreen } from '@/features/parents/parents-screen';
import { StudentDetail, StudentsScreen } from '@/features/students/students-screen';
import { SubjectDetail, SubjectsScreen } from '@/features/subjects/subjects-screen';
import { TermDetail, TermsScreen } from '@/features/terms/terms-screen';
// Teachers, staff and courses
import { CoursesScreen } from '@/features/courses/courses-screen';
import { CoursePage } from './course-page';
import { StaffDetail, StaffScreen } from '@/features/staff/staff-screen';
import { TeacherDetail, TeachersScreen } from '@/features/teachers/teachers-screen';
// Fees and payments
import { FamilyFees } from '@/features/fees/family-fees';
import { FeesScreen } from '@/features/fees/fees-screen';

export interface ModuleScreens {
  List: ComponentType<ListScreenProps>;
  Detail: ComponentType<DetailScreenProps>;
}

export const ADMIN_SCREENS: Partial<Record<ModuleName, ModuleScreens>> = {
  Terms: { List: TermsScreen, Detail: TermDetail },
  Subjects: { List: SubjectsScreen, Detail: SubjectDetail },
  Classes: { List: ClassesScreen, Detail: ClassDetail },
  Students: { List: StudentsScreen, Detail: StudentDetail },
  Parents: { List: ParentsScreen, Detail: ParentDetail },
  // Teachers, staff and courses
  Teachers: { List: TeachersScreen, Detail: TeacherDetail },
  Staff: { List: StaffScreen, Detail: StaffDetail },
  Courses: { List: CoursesScreen, Detail: CoursePage },
  // Lessons: the weekly timetable by class or teacher, and the list of lessons.
  Lessons: { List: LessonsScreen, Detail: LessonDetail },
  // Fees and payments: the desk, generating invoices, what each class owes; a family's page is the desk's detail.
  Fees: { List: FeesScreen, Detail: FamilyFees },
};
