/**
 * Gives every person record saved before the `account` summary existed the summary the lists filter on: active when
 * the record is linked to a sign-in (off when that sign-in is switched off), none otherwise, as `accountStanding`
 * reads it. Records that already carry `account` are left alone, so running it again changes nothing.
 */
import { PERSON_COLLECTIONS, type PersonCollection } from '@academy/shared/accounts';
import { NO_ACCOUNT, type PersonAccount } from '@academy/shared/invitations';
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Firestore's limit of writes in one batch, and the page read at a time. */
export const MIGRATION_PAGE = 500;

export interface AccountMigrationCounts {
  school: string;
  collection: PersonCollection;
  /** Records read, records that already had `account`, and what the rest were given. */
  read: number;
  alreadySet: number;
  none: number;
  active: number;
  off: number;
}

const FAILED_PRECONDITION = 9;

/** The summary an old record gets: its linked sign-in decides, as it does for `accountStanding`. */
export function accountSummaryFor(accountUid: string | null, disabled: boolean): PersonAccount {
  if (!accountUid) return NO_ACCOUNT;
  return { ...NO_ACCOUNT, state: disabled ? 'off' : 'active' };
}

/** Migrates one school (or every school when none is named); answers the counts for each collection. */
export async function migrateAccounts(db: Firestore, schoolId?: string): Promise<AccountMigrationCounts[]> {
  const schools = schoolId ? [schoolId] : (await db.collection('schools').select().get()).docs.map((d) => d.id);
  const counts: AccountMigrationCounts[] = [];
  for (const school of schools)
    for (const collection of PERSON_COLLECTIONS) counts.push(await migrateCollection(db, school, collection));
  return counts;
}

async function migrateCollection(db: Firestore, school: string, collection: PersonCollection) {
  const counts: AccountMigrationCounts = { school, collection, read: 0, alreadySet: 0, none: 0, active: 0, off: 0 };
  let after: string | null = null;
  for (;;) {
    let page = db
      .collection(`schools/${school}/${collection}`)
      .orderBy(FieldPath.documentId())
      .select('account', 'accountUid')
      .limit(MIGRATION_PAGE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    const written = await migratePage(db, snap.docs).catch(async (error: unknown) => {
      // A record saved between the read and the write already has its summary: read the page again and skip it.
      if ((error as { code?: number }).code !== FAILED_PRECONDITION) throw error;
      return migratePage(db, (await page.get()).docs);
    });
    counts.read += snap.size;
    counts.alreadySet += snap.size - written.length;
    for (const state of written) counts[state] += 1;
    if (snap.size < MIGRATION_PAGE) break;
    after = snap.docs[snap.docs.length - 1]!.id;
  }
  return counts;
}

/** One batch for one page (at most 500 writes); answers the state given to each record written. */
async function migratePage(db: Firestore, docs: QueryDocumentSnapshot[]) {
  const missing = docs.filter((d) => d.get('account') === undefined);
  const uids = missing.map((d) => d.get('accountUid') as string | null | undefined).filter((u): u is string => !!u);
  const users = uids.length ? await db.getAll(...uids.map((u) => db.doc(`users/${u}`))) : [];
  const disabled = new Set(users.filter((u) => u.get('disabled') === true).map((u) => u.id));
  const batch = db.batch();
  const states: ('none' | 'active' | 'off')[] = [];
  for (const doc of missing) {
    const uid = (doc.get('accountUid') as string | null | undefined) ?? null;
    const account = accountSummaryFor(uid, !!uid && disabled.has(uid));
    // Only if nobody saved the record since it was read: a save writes its own summary.
    batch.update(doc.ref, { account }, { lastUpdateTime: doc.updateTime });
    states.push(account.state as 'none' | 'active' | 'off');
  }
  if (missing.length) await batch.commit();
  return states;
}
