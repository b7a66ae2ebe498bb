import type { CourseDoc } from '@academy/shared/course';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

/**
 * What a saved course carries besides the Admin's fields: the subject's and instructors' names the catalogue shows
 * (students and parents read no subject or teacher records), and the counts the enrolment routes keep, which an
 * edit of the course must not reset.
 */
export function courseStoreFields(
  before: CourseDoc | null | undefined,
  subjectName: unknown,
  teachers: DocumentSnapshot[],
): Partial<CourseDoc> {
  const kept: Partial<CourseDoc> = {
    subjectName: typeof subjectName === 'string' ? subjectName : '',
    instructors: teachers.map((t) => ({
      name: `${String(t.get('firstName') ?? '')} ${String(t.get('lastName') ?? '')}`.trim(),
      subject: typeof subjectName === 'string' ? subjectName : '',
    })),
  };
  for (const count of ['enrolled', 'waiting', 'revenue'] as const)
    if (before?.[count] !== undefined) kept[count] = before[count];
  return kept;
}
