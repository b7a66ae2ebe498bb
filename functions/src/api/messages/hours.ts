import type { MessageHoursDoc } from '@academy/shared/messages';
import { writeAudit } from '../../lib/audit';
import { say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { callerParticipant } from '../../lib/messaging';
import { schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  hoursSaved: /*i18n*/ { id: 'api.messages.hours-saved', message: 'Your working hours and away notice are saved.' },
  settingsSaved: /*i18n*/ { id: 'api.messages.settings-saved', message: 'Message settings saved.' },
};

/** A member of staff's own working hours (null: the school's) and away notice, which families read before writing. */
export const updateMessageHours: Handler<'updateMessageHours'> = async ({ hours, awayNotice }, { caller }) => {
  const ref = schoolCollection(caller, 'messageHours').doc(caller.uid);
  return db.runTransaction(async (tx) => {
    const me = await callerParticipant(tx, caller);
    const before = await tx.get(ref);
    const record: MessageHoursDoc = { name: me.name, hours, awayNotice, updatedAt: Date.now() };
    tx.set(ref, record);
    writeAudit(tx, caller, {
      action: 'messageHours.updated',
      target: `messageHours/${caller.uid}`,
      before: before.data() ?? null,
      after: record,
    });
    return { status: 200 as const, message: say(MESSAGES.hoursSaved) };
  });
};

/**
 * The Admin's choices: students on or off, and the staff's default hours. (Conversations are kept as long as the
 * school keeps a leaver's records: its retention setting, which erasure applies.)
 */
export const updateMessageSettings: Handler<'updateMessageSettings'> = async (settings, { caller }) => {
  const ref = schoolDoc(caller);
  return db.runTransaction(async (tx) => {
    const school = await tx.get(ref);
    tx.update(ref, { 'settings.messages': settings });
    writeAudit(tx, caller, {
      action: 'school.messageSettingsUpdated',
      target: `schools/${caller.school_id}`,
      before: (school.get('settings.messages') as unknown) ?? null,
      after: settings,
    });
    return { status: 200 as const, message: say(MESSAGES.settingsSaved) };
  });
};
