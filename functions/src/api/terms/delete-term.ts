import { writeAudit } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { existing, plural, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const NOUN = { classes: 'class', courses: 'course', lessons: 'lesson' } as const;

/** A term goes only when nothing hangs on it: not the current term, and no classes or courses in it. */
export const deleteTerm: Handler<'deleteTerm'> = async ({ id }, { caller }) => {
  const ref = schoolCollection(caller, 'terms').doc(id);
  return db.runTransaction(async (tx) => {
    const term = await existing(tx, ref, 'term');
    const name = term.get('name') as string;
    if (term.get('current')) throw badRequest(`${name} is the current term: make another term current first.`);
    for (const collection of ['classes', 'courses'] as const) {
      const users = await tx.get(schoolCollection(caller, collection).where('termId', '==', id).limit(50));
      if (!users.empty) {
        throw conflict(
          `${name} still has ${plural(users.size, NOUN[collection])}: move or delete them before deleting the term.`,
        );
      }
    }
    tx.delete(ref);
    writeAudit(tx, caller, { action: 'term.deleted', target: `terms/${id}`, before: term.data(), after: null });
    return { status: 200 as const, message: `${name} deleted.`, id };
  });
};
