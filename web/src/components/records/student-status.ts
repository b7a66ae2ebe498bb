import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StudentDoc } from '@academy/shared/people';

/** A student's status as the lists and forms show it (the record keeps the English key). */
export const STUDENT_STATUS_LABEL: Record<StudentDoc['status'], MessageDescriptor> = {
  enrolled: msg({ message: 'enrolled', context: 'student status' }),
  withdrawn: msg({ message: 'withdrawn', context: 'student status' }),
  graduated: msg({ message: 'graduated', context: 'student status' }),
};

/** A status read from any record: a known one in the reader's language, anything else as it is stored. */
export function studentStatus(status: unknown, t: (descriptor: MessageDescriptor) => string): string {
  const descriptor = STUDENT_STATUS_LABEL[status as StudentDoc['status']];
  return descriptor ? t(descriptor) : String(status ?? '');
}
