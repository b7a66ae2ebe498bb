import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import { describeWhen, type EventDoc, occurrenceChangeProblem, withOccurrenceChange } from '@academy/shared/calendar';
import { writeAudit } from '../../lib/audit';
import { checkAuthor } from '../../lib/audience-author';
import { badRequest } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { existing, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * One date of a repeating event cancelled, changed on its own, or put back as the series has it, by the event's
 * author or an Admin. The exception is kept on the series, so the calendar, the dashboards and the .ics feed read it
 * with the event.
 */
export const changeOccurrence: Handler<'changeOccurrence'> = async (input, { caller }) => {
  const ref = schoolCollection(caller, 'events').doc(input.id);
  return db.runTransaction(async (tx) => {
    const before = (await existing(tx, ref, 'event')).data()!;
    const where = schoolLocaleOf((await tx.get(schoolDoc(caller))).data());
    checkAuthor(caller, before.authorUid, 'event');
    // Events saved before dates could be changed one by one have no exceptions yet.
    const series: EventDoc = {
      ...before,
      cancelledDates: before.cancelledDates ?? [],
      changedOccurrences: before.changedOccurrences ?? [],
    };
    const problem = occurrenceChangeProblem(series, input);
    if (problem) throw badRequest(`${problem[0]}: ${problem[1]}`);
    const after = withOccurrenceChange(series, input, Date.now());
    tx.set(ref, after);
    writeAudit(tx, caller, {
      action: input.cancelled
        ? 'event.occurrenceCancelled'
        : input.change
          ? 'event.occurrenceChanged'
          : 'event.occurrenceRestored',
      target: `events/${input.id}`,
      before,
      after,
    });
    const day = formatDate(input.occurrence, where);
    const message = input.cancelled
      ? `${before.title} on ${day} cancelled; the other dates stay.`
      : input.change
        ? `${before.title} on ${day} changed to ${describeWhen({ ...input.change, allDay: before.allDay }, where)}; the other dates stay.`
        : `${before.title} on ${day} is back as the series has it.`;
    return { status: 200 as const, message, id: input.id };
  });
};
