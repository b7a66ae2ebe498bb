import { archiveEmployee } from '../../lib/employees';
import type { Handler } from '../../lib/router';

/** Archives a staff member (or restores one); nothing else in the school points at them. */
export const archiveStaff: Handler<'archiveStaff'> = ({ id, archived }, { caller }) =>
  archiveEmployee(caller, 'staff', id, archived);
