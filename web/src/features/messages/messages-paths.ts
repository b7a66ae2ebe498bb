import type { UserRecord } from '@academy/shared/api';
import { roleSegment } from '@academy/shared/roles';

/** Where a role's messages live: /app/<role>/messages. */
export const messagesPath = (user: Pick<UserRecord, 'role'>) => `/app/${roleSegment(user.role)}/messages`;

/** Staff set working hours and an away notice; a family reads them before writing. */
export const isStaff = (user: Pick<UserRecord, 'role'>) => user.role === 'Admin' || user.role === 'Teacher';
