import { writeAudit } from '../../lib/audit';
import { checkAuthor } from '../../lib/audience-author';
import { deleteFilesOfRecord } from '../../lib/files';
import { db } from '../../lib/firebase';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** An event is deleted by its author or an Admin, and its files with it. */
export const deleteEvent: Handler<'deleteEvent'> = async ({ id }, { caller }) => {
  const ref = schoolCollection(caller, 'events').doc(id);
  const answer = await db.runTransaction(async (tx) => {
    const event = (await existing(tx, ref, 'event')).data()!;
    checkAuthor(caller, event.authorUid, 'event');
    tx.delete(ref);
    writeAudit(tx, caller, { action: 'event.deleted', target: `events/${id}`, before: event, after: null });
    return { status: 200 as const, message: `${event.title} deleted.`, id };
  });
  await deleteFilesOfRecord(caller.school_id, 'event', id);
  return answer;
};
