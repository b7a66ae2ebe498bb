import { schoolLocaleOf } from '@academy/shared/date-format';
import { describeWhen, type EventDoc, eventRecord, keepExceptions } from '@academy/shared/calendar';
import { writeAudit } from '../../lib/audit';
import { authorName, checkAudience, checkAuthor } from '../../lib/audience-author';
import { db } from '../../lib/firebase';
import type { Message } from '../../lib/notify';
import type { Reader } from '../../lib/readers';
import { tellAudience } from '../../lib/tell-audience';
import { existing, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';
import type { Caller } from '../../lib/caller';

const MESSAGES = {
  title: /*i18n*/ { id: 'alert.closure.title', message: 'School closed: {title}' },
  whole: /*i18n*/ { id: 'alert.closure.body', message: '{when}.' },
  grades: /*i18n*/ { id: 'alert.closure.body-grades', message: '{when} (Grade {grades}).' },
};

/** Tells everyone a closure covers (its grades' students, families and teachers, or the whole school), once per span. */
async function announceClosure(caller: Caller, id: string, event: EventDoc): Promise<number> {
  const message = (reader: Reader): Message => {
    const when = describeWhen(event, reader.where);
    const span = event.audience.wholeSchool
      ? reader.t(MESSAGES.whole, { when })
      : reader.t(MESSAGES.grades, { when, grades: event.audience.grades.join(', ') });
    // The description follows as the school wrote it.
    return {
      title: reader.t(MESSAGES.title, { title: event.title }),
      body: `${span} ${event.description}`.trim(),
      link: null,
    };
  };
  const key = `closure-${id}-${event.startDate}-${event.endDate}`;
  return (await tellAudience(caller.school_id, event.audienceKeys, caller.uid, key, (_role, reader) => message(reader)))
    .told;
}

/**
 * Saves an event: an Admin for any audience, a Teacher for their own classes (and only their own events). A closure
 * tells the people it covers when it is made or its dates change.
 */
export const saveEvent: Handler<'saveEvent'> = async ({ id, ...fields }, { caller }) => {
  const events = schoolCollection(caller, 'events');
  const ref = id ? events.doc(id) : events.doc();
  const now = Date.now();
  const { record, before, where } = await db.runTransaction(async (tx) => {
    const before = id ? (await existing(tx, ref, 'event')).data()! : null;
    const where = schoolLocaleOf((await tx.get(schoolDoc(caller))).data());
    if (before) checkAuthor(caller, before.authorUid, 'event');
    await checkAudience(tx, caller, fields.audience);
    const name = before?.authorName ?? (await authorName(tx, caller));
    // A changed series keeps the cancelled and changed dates it still has.
    const record: EventDoc = {
      ...keepExceptions(
        eventRecord(fields, { uid: before?.authorUid ?? caller.uid, name }, now, before?.createdAt ?? now),
        before,
      ),
      // Files are added and removed through the files API, never by saving the event.
      ...(before?.attachments ? { attachments: before.attachments } : {}),
    };
    tx.set(ref, record);
    writeAudit(tx, caller, {
      action: before ? 'event.updated' : 'event.created',
      target: `events/${ref.id}`,
      before,
      after: record,
    });
    return { record, before, where };
  });
  const closureMoved =
    record.category === 'closure' &&
    (before?.category !== 'closure' || before.startDate !== record.startDate || before.endDate !== record.endDate);
  const told = closureMoved ? await announceClosure(caller, ref.id, record) : 0;
  return {
    status: 200 as const,
    message: `${record.title} on ${describeWhen(record, where)} saved.${told ? ` ${told} people were told the school is closed.` : ''}`,
    id: ref.id,
  };
};
