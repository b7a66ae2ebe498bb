import { writeAudit } from '../../lib/audit';
import { db } from '../../lib/firebase';
import { schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** An Admin sets the school's register codes, the weekdays it teaches and when untaken registers are highlighted. */
export const updateAttendanceSettings: Handler<'updateAttendanceSettings'> = async (input, { caller }) => {
  const ref = schoolDoc(caller);
  return db.runTransaction(async (tx) => {
    const school = await tx.get(ref);
    const before = {
      attendanceCodes: school.get('settings.attendanceCodes') ?? null,
      teachingWeekdays: school.get('settings.teachingWeekdays') ?? null,
      registersDueBy: school.get('settings.registersDueBy') ?? null,
    };
    const after = {
      attendanceCodes: input.codes,
      teachingWeekdays: [...new Set(input.teachingWeekdays)].sort((a, b) => a - b),
      registersDueBy: input.registersDueBy,
    };
    tx.update(ref, {
      'settings.attendanceCodes': after.attendanceCodes,
      'settings.teachingWeekdays': after.teachingWeekdays,
      'settings.registersDueBy': after.registersDueBy,
    });
    writeAudit(tx, caller, {
      action: 'attendanceSettings.updated',
      target: `schools/${caller.school_id}`,
      before,
      after,
    });
    return { status: 200 as const, message: 'Attendance settings saved.' };
  });
};
