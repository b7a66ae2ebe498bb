/**
 * The words the account screens show for values the shared code keeps as keys: roles, menu modules, where a person's
 * account stands and why an invitation was refused. The keys stay English (they are stored and sent); these are what a
 * person reads, from the catalogue.
 */
import type { AccountStanding } from '@academy/shared/invitations';
import type { RefusalReason } from '@academy/shared/invite-jobs';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// Roles' and sections' names are the shell's too: one list of each, in lib/.
export { MODULE_NAMES } from '@/lib/module-names';
export { ROLE_NAMES } from '@/lib/role-names';

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
