import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { schoolCollection } from './records';

export interface AuditEntry {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Who did what, when, with the before and after: written in the same transaction as the change itself. */
export function writeAudit(tx: Transaction | WriteBatch, caller: Caller, entry: AuditEntry) {
  tx.create(schoolCollection(caller, 'auditLog').doc(), {
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
    actorUid: caller.uid,
    actorEmail: caller.email ?? null,
    at: FieldValue.serverTimestamp(),
  });
}
