/** Each section's name as a person reads it, in the sidebar, the phone menu and the section's heading. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModuleName } from '@academy/shared/roles';

export const MODULE_NAMES: Record<ModuleName, MessageDescriptor> = {
  Dashboard: msg`Dashboard`,
  Assignments: msg`Assignments`,
  Attendance: msg`Attendance`,
  Calendar: msg`Calendar`,
  Classes: msg`Classes`,
  Courses: msg`Courses`,
  Fees: msg`Fees`,
  Lessons: msg`Lessons`,
  Messages: msg`Messages`,
  Newsfeed: msg`Newsfeed`,
  Parents: msg`Parents`,
  Reports: msg`Reports`,
  Staff: msg`Staff`,
  Students: msg`Students`,
  Subjects: msg`Subjects`,
  Teachers: msg`Teachers`,
  Terms: msg`Terms`,
};
