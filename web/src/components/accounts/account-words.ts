/**
 * The words the account screens show for values the shared code keeps as keys: roles, menu modules, where a person's
 * account stands and why an invitation was refused. The keys stay English (they are stored and sent); these are what a
 * person reads, from the catalogue.
 */
import type { AccountStanding } from '@academy/shared/invitations';
import type { RefusalReason } from '@academy/shared/invite-jobs';
import type { ModuleName, Role } from '@academy/shared/roles';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  Admin: msg`Admin`,
  Teacher: msg`Teacher`,
  Student: msg`Student`,
  Parent: msg`Parent`,
};

export const MODULE_NAMES: Record<ModuleName, MessageDescriptor> = {
  Dashboard: msg`Dashboard`,
  Assignments: msg`Assignments`,
  Attendance: msg`Attendance`,
  Calendar: msg`Calendar`,
  Classes: msg`Classes`,
  Courses: msg`Courses`,
  Fees: msg`Fees`,
  Lessons: msg`Lessons`,
  Newsfeed: msg`Newsfeed`,
  Parents: msg`Parents`,
  Staff: msg`Staff`,
  Students: msg`Students`,
  Subjects: msg`Subjects`,
  Teachers: msg`Teachers`,
  Terms: msg`Terms`,
};

export const STANDING_NAMES: Record<AccountStanding, MessageDescriptor> = {
  none: msg`No account`,
  invited: msg`Invited`,
  expired: msg`Invitation expired`,
  bounced: msg`E-mail bounced`,
  active: msg`Active`,
  off: msg`Switched off`,
};

export const REFUSAL_NAMES: Record<RefusalReason, MessageDescriptor> = {
  hasAccount: msg`already has an account`,
  archived: msg`archived`,
  emailTaken: msg`e-mail already used by another account`,
  mailFailed: msg`the e-mail could not be sent`,
};
