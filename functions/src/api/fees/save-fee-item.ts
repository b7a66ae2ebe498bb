import { type FeeItemDoc, feeItemSchema } from '@academy/shared/fees';
import { writeAudit } from '../../lib/audit';
import { db } from '../../lib/firebase';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** Adds a fee item to the catalogue, or changes one; invoices already made keep the amounts they were made with. */
export const saveFeeItem: Handler<'saveFeeItem'> = async ({ id, ...fields }, { caller }) => {
  const items = schoolCollection(caller, 'feeItems');
  const ref = id ? items.doc(id) : items.doc();
  return db.runTransaction(async (tx) => {
    const before = id ? (await existing(tx, ref, 'fee item')).data() : null;
    const item: FeeItemDoc = feeItemSchema.parse(fields);
    tx.set(ref, item);
    writeAudit(tx, caller, {
      action: id ? 'feeItem.updated' : 'feeItem.created',
      target: `feeItems/${ref.id}`,
      before: before ?? null,
      after: item,
    });
    return { status: 200 as const, message: `${item.name} saved.`, id: ref.id };
  });
};
