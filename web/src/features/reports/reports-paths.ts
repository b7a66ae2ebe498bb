import type { UserRecord } from '@academy/shared/api';
import { roleSegment } from '@academy/shared/roles';

/** Where the Reports pages live: /app/<role>/reports[/…]. */
export const reportsPath = (user: Pick<UserRecord, 'role'>) => `/app/${roleSegment(user.role)}/reports`;

const part = encodeURIComponent;

export const roundPath = (user: Pick<UserRecord, 'role'>, roundId: string) =>
  `${reportsPath(user)}/rounds/${part(roundId)}`;

export const gridPath = (user: Pick<UserRecord, 'role'>, roundId: string, classId: string, subjectId: string) =>
  `${roundPath(user, roundId)}/write/${part(classId)}/${part(subjectId)}`;

export const reviewPath = (user: Pick<UserRecord, 'role'>, roundId: string, classId: string, studentId?: string) =>
  `${roundPath(user, roundId)}/review/${part(classId)}${studentId ? `/${part(studentId)}` : ''}`;
