/**
 * Everything the school holds about one student or parent (a subject access request), as one archive: their records
 * in every module as JSON and CSV, grouped by collection, their account, their stored files, and a manifest. The
 * records are exactly those erasure would change (person-records.ts), found by the same map.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { csvLine } from '@academy/shared/csv';
import type { DataJobDoc } from '@academy/shared/data-jobs';
import { ArchiveWriter } from './archive';
import { cellOf, encodeValue } from './archive-values';
import { archiveFileName, EXPORT_FORMAT, EXPORT_VERSION, type Manifest, markArchived } from './export-school';
import { bucket, removeObjects } from './files';
import { adminAuth, db } from './firebase';
import { findPersonRecords, type PersonRecord } from './person-records';
import { emptyMoney } from './school-figures';

export async function exportPerson(jobRef: DocumentReference, now = Date.now): Promise<void> {
  const schoolId = jobRef.parent.parent!.id;
  const job = (await jobRef.get()).data() as DataJobDoc;
  if (!job.person) throw new Error('A person export names no person.');
  const found = await findPersonRecords(db, schoolId, job.person, now());
  // Their records and files, without this export itself or the archives of earlier ones.
  const records = found.filter(
    (r): r is Extract<PersonRecord, { store: 'firestore' }> => r.store === 'firestore' && r.collection !== 'jobs',
  );
  const files = found.filter(
    (r): r is Extract<PersonRecord, { store: 'storage' }> => r.store === 'storage' && r.data.module !== 'exports',
  );
  const accounts = found.filter((r) => r.store === 'auth');
  const total = records.length + files.length + accounts.length;
  await jobRef.update({ total, stage: 'records' });

  const path = `exports/${schoolId}/${jobRef.id}.zip`;
  const archive = new ArchiveWriter(
    bucket()
      .file(path)
      .createWriteStream({ resumable: false, contentType: 'application/zip', metadata: { cacheControl: 'private' } }),
  );
  try {
    const byCollection = new Map<string, typeof records>();
    for (const r of records) byCollection.set(r.collection, [...(byCollection.get(r.collection) ?? []), r]);
    const counts: Record<string, number> = {};
    for (const [name, list] of [...byCollection].sort(([a], [b]) => a.localeCompare(b))) {
      counts[name] = list.length;
      await archive.add(
        `json/${name}.json`,
        `[${list.map((r, i) => `${i ? ',' : ''}\n${JSON.stringify({ path: r.path, data: encodeValue(r.data) })}`).join('')}\n]\n`,
      );
      const columns = ['id', ...new Set(list.flatMap((r) => Object.keys(r.data)).filter((k) => k !== 'searchTokens'))];
      await archive.add(
        `csv/${name}.csv`,
        csvLine(columns) +
          list
            .map((r) => csvLine(columns.map((c) => (c === 'id' ? r.path.split('/').pop() : cellOf(r.data[c])))))
            .join(''),
      );
    }
    const uids = accounts.flatMap((a) => (a.store === 'auth' ? [{ uid: a.uid }] : []));
    const { users } = uids.length ? await adminAuth.getUsers(uids) : { users: [] };
    const account = users.map((u) => ({
      uid: u.uid,
      email: u.email ?? null,
      phoneNumber: u.phoneNumber ?? null,
      displayName: u.displayName ?? null,
      disabled: u.disabled,
      signInMethods: u.providerData.map((p) => p.providerId),
      role: (u.customClaims?.role as string | undefined) ?? null,
      createdAt: u.metadata.creationTime,
      lastSignInAt: u.metadata.lastSignInTime ?? null,
    }));
    await archive.add('auth/account.json', JSON.stringify(account, null, 2));
    let bytes = 0;
    const missing: string[] = [];
    for (const file of files) {
      const object = bucket().file(file.path);
      if (!(await object.exists())[0]) {
        missing.push(file.path);
        continue;
      }
      const entry = archive.open(`files/${file.path}`, false);
      for await (const chunk of object.createReadStream()) await entry.write(chunk as Buffer);
      bytes += (await entry.close()).bytes;
    }
    const schoolName = String((await db.doc(`schools/${schoolId}`).get()).get('name') ?? schoolId);
    const manifest: Manifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      kind: 'person',
      schoolId,
      schoolName,
      exportedAt: new Date(now()).toISOString(),
      exportedBy: job.createdBy,
      records: counts,
      accounts: accounts.length,
      files: { count: files.length, bytes, missing },
      figures: { counts, money: emptyMoney() },
      entries: { ...archive.entries },
    };
    await archive.add('manifest.json', JSON.stringify({ ...manifest, person: job.person, label: job.label }, null, 2));
    const finishedAt = now();
    await markArchived(jobRef, archive, {
      path,
      total,
      fileName: archiveFileName(job.label, finishedAt, 'person'),
      finishedAt,
    });
  } catch (error) {
    archive.abort();
    await removeObjects([path]);
    throw error;
  }
}
