/** The words for a piece of work's states, as a student, a parent or a teacher reads them. */
import type { SubmissionStatus } from '@academy/shared/assignment';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const STATUS_NAMES: Record<SubmissionStatus, MessageDescriptor> = {
  assigned: msg`To do`,
  missing: msg`Missing`,
  handedIn: msg`Handed in`,
  returned: msg`Returned`,
  excused: msg`Excused`,
};
