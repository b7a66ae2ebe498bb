/**
 * What every place's rules are made of: the shape of a place's rules, and reads shared within one request (so links
 * for ten files of one record read that record once). Kept apart from the table of places, which imports each area's
 * rules, so an area's rules can use these without importing the table.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FileDoc } from '@academy/shared/files';
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { db } from './firebase';

export interface Limits {
  maxBytes?: number;
  maxFiles?: number;
}

export interface PlaceRules {
  /** The record the files of `recordId` belong to. */
  owner(caller: Caller, recordId: string): DocumentReference;
  /** The owner's field listing its files (`FileRef[]`), or holding its one file (`FileRef | null`) when `single`. */
  field: string;
  /** When each record keeps its files in a field of its own within the owner (`lectureFiles.<lecture>`). */
  fieldFor?(recordId: string): string;
  single?: boolean;
  /** After a file is added or removed: copies of the owner's list elsewhere are brought up to date. */
  afterChange?(caller: Caller, recordId: string): Promise<void>;
  /** Refuses (403, 404, 409) unless the caller may add a file to this record now; may narrow the place's limits. */
  mayAttach(caller: Caller, owner: DocumentData | undefined, tx: Transaction, recordId: string): Promise<Limits | void>;
  mayRead(caller: Caller, owner: DocumentData | undefined, file: FileDoc): Promise<boolean>;
  mayDelete(caller: Caller, owner: DocumentData | undefined, file: FileDoc): Promise<boolean>;
}

/**
 * Reads of one request, kept for its length: links for ten files of one submission read its class once, not ten times.
 * Outside `withReadsOfOneRequest` every read goes to Firestore.
 */
const requestReads = new AsyncLocalStorage<Map<string, Promise<DocumentData | undefined>>>();

/** How many documents this request has read through `readOnce` (for the x-documents-read figure). */
export const readsOfThisRequest = () => requestReads.getStore()?.size ?? 0;

export const withReadsOfOneRequest = <T>(work: () => Promise<T>): Promise<T> => requestReads.run(new Map(), work);

/** A document of the caller's school (`classes/7a`), or with `''` the school's own record, read once per request. */
export function readOnce(caller: Caller, path: string): Promise<DocumentData | undefined> {
  const memo = requestReads.getStore();
  const school = `schools/${caller.school_id}`;
  const read = () =>
    db
      .doc(path ? `${school}/${path}` : school)
      .get()
      .then((d) => d.data());
  if (!memo) return read();
  let found = memo.get(path);
  if (!found) {
    found = read();
    memo.set(path, found);
  }
  return found;
}

/** A file's id: the last part of where it is stored (`schools/<school>/<module>/<record>/<file>`). */
export const fileIdOf = (file: FileDoc) => file.storagePath.slice(file.storagePath.lastIndexOf('/') + 1);

/** Whether the caller teaches the class (its teachers' accounts, read from the class record). */
export async function teachesClass(caller: Caller, classId: unknown): Promise<boolean> {
  if (caller.role !== 'Teacher' || typeof classId !== 'string' || !classId) return false;
  const klass = await readOnce(caller, `classes/${classId}`);
  return Array.isArray(klass?.teacherUids) && (klass.teacherUids as unknown[]).includes(caller.uid);
}
