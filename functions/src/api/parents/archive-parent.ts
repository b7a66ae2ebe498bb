import { writeAudit } from '../../lib/audit';
import { db } from '../../lib/firebase';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** Archives a parent (or restores one). Their links to their children stay, so the family's history stays whole. */
export const archiveParent: Handler<'archiveParent'> = async ({ id, archived }, { caller }) => {
  const ref = schoolCollection(caller, 'parents').doc(id);
  return db.runTransaction(async (tx) => {
    const parent = await existing(tx, ref, 'parent');
    const name = `${parent.get('firstName')} ${parent.get('lastName')}`;
    if (parent.get('archived') === archived) {
      return { status: 200 as const, message: `${name} is already ${archived ? 'archived' : 'active'}.`, id };
    }
    tx.update(ref, { archived });
    writeAudit(tx, caller, {
      action: archived ? 'parent.archived' : 'parent.restored',
      target: `parents/${id}`,
      before: { archived: !archived },
      after: { archived },
    });
    return { status: 200 as const, message: `${name} ${archived ? 'archived' : 'restored'}.`, id };
  });
};
