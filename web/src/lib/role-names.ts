/** Each role's name as a person reads it (the claims and the records keep the English key). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@academy/shared/roles';

export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  Admin: msg`Admin`,
  Teacher: msg`Teacher`,
  Student: msg`Student`,
  Parent: msg`Parent`,
};
