/** What every record handler needs: the caller's school's collections, a read that 404s, and a 409. */
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { notFound } from './errors';
import { db } from './firebase';

export type SchoolCollection =
  'terms' | 'subjects' | 'classes' | 'students' | 'parents' | 'teachers' | 'staff' | 'courses' | 'lessons';

/** Always the caller's own school: a record id from the body can never reach another school's data. */
export function schoolCollection(caller: Caller, name: SchoolCollection) {
  return db.collection(`schools/${caller.school_id}/${name}`);
}

export function schoolDoc(caller: Caller) {
  return db.doc(`schools/${caller.school_id}`);
}

/** Reads a record inside the transaction, or refuses with 404 naming what was looked for. */
export async function existing(tx: Transaction, ref: DocumentReference, noun: string): Promise<DocumentSnapshot> {
  const snap = await tx.get(ref);
  if (!snap.exists) throw notFound(`No ${noun} with id ${ref.id} in your school.`);
  return snap;
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : noun.endsWith('s') ? 'es' : 's'}`;
}
