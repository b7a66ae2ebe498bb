import type { RouteParsedInput } from '@academy/shared/api';
import { type StaffDoc, staffSchema } from '@academy/shared/people';
import type { Caller } from '../../lib/caller';
import { saveEmployee } from '../../lib/employees';
import type { Handler } from '../../lib/router';

/** Office and support staff: checked as any employee, with nothing of their own to check. */
function saveStaff(caller: Caller, id: string | null, fields: RouteParsedInput<'createStaff'>) {
  return saveEmployee(caller, 'staff', id, fields, async (_tx, input, kept): Promise<StaffDoc> =>
    staffSchema.parse({ ...input, ...kept }),
  );
}

export const createStaff: Handler<'createStaff'> = (input, { caller }) => saveStaff(caller, null, input);

export const updateStaff: Handler<'updateStaff'> = ({ id, ...fields }, { caller }) => saveStaff(caller, id, fields);
