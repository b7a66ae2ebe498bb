/**
 * Who may address an audience, shared by events and posts: an Admin any audience of the school (each class named must
 * be one of its classes); a Teacher only classes they teach (whose teacherUids hold them). Read inside the caller's
 * transaction, before any write; answers the names of the classes it read, to say the audience in words.
 */
import { type Audience, teacherAudienceProblem } from '@academy/shared/audience';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { badRequest, forbidden } from './errors';
import { db } from './firebase';
import { schoolCollection } from './records';

export async function checkAudience(tx: Transaction, caller: Caller, audience: Audience): Promise<Map<string, string>> {
  const names = (docs: readonly DocumentSnapshot[]) =>
    new Map(docs.map((d) => [d.id, String(d.get('name') ?? 'A class')]));
  if (caller.role === 'Teacher') {
    const taught = await tx.get(
      schoolCollection(caller, 'classes').where('teacherUids', 'array-contains', caller.uid).select('name'),
    );
    const problem = teacherAudienceProblem(audience, new Set(taught.docs.map((d) => d.id)));
    if (problem) throw forbidden(problem);
    return names(taught.docs);
  }
  if (audience.wholeSchool || !audience.classIds.length) return new Map();
  const classes = schoolCollection(caller, 'classes');
  const snaps = await tx.getAll(...audience.classIds.map((id) => classes.doc(id)));
  const missing = snaps.find((s) => !s.exists);
  if (missing) throw badRequest(`audience: there is no class with id ${missing.id} in your school.`);
  return names(snaps);
}

/** The author's name as the school knows them (their account's username), read before any write. */
export async function authorName(tx: Transaction, caller: Caller): Promise<string> {
  const user = await tx.get(db.doc(`users/${caller.uid}`));
  return String(user.get('username') ?? caller.email ?? 'The school');
}

/** Events and posts are changed by their author, or by an Admin. */
export function checkAuthor(caller: Caller, authorUid: unknown, noun: string): void {
  if (caller.role !== 'Admin' && authorUid !== caller.uid)
    throw forbidden(`Only the ${noun}'s author or an Admin may change it.`);
}
