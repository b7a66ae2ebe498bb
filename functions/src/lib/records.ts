/** What every record handler needs: the caller's school's collections, a read that 404s, and a 409. */
import { type SchoolCollectionName, type SchoolDocOf } from '@academy/shared/collections';
import type {
  CollectionReference,
  DocumentReference,
  DocumentSnapshot,
  FirestoreDataConverter,
  Transaction,
} from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { notFound } from './errors';
import { db } from './firebase';

/** A collection of the school table in shared/src/collections.ts. */
export type SchoolCollection = SchoolCollectionName;

/**
 * Types a collection's records by its schema. It does not parse them on the way in or out: the API and the seed
 * parse every record with that schema before writing it, and the rules deny clients every write.
 */
function typedAs<N extends SchoolCollectionName>(): FirestoreDataConverter<SchoolDocOf<N>> {
  return {
    toFirestore: (record) => record,
    fromFirestore: (snapshot) => snapshot.data() as SchoolDocOf<N>,
  };
}

/** Always the caller's own school: a record id from the body can never reach another school's data. */
export function schoolCollection<N extends SchoolCollectionName>(
  caller: Caller,
  name: N,
): CollectionReference<SchoolDocOf<N>> {
  return db.collection(`schools/${caller.school_id}/${name}`).withConverter(typedAs<N>());
}

export function schoolDoc(caller: Caller) {
  return db.doc(`schools/${caller.school_id}`);
}

/** Reads a record inside the transaction, or refuses with 404 naming what was looked for. */
export async function existing<T>(
  tx: Transaction,
  ref: DocumentReference<T>,
  noun: string,
): Promise<DocumentSnapshot<T>> {
  const snap = await tx.get(ref);
  if (!snap.exists) throw notFound(`No ${noun} with id ${ref.id} in your school.`);
  return snap;
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : noun.endsWith('s') ? 'es' : 's'}`;
}
