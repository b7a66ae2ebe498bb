/**
 * Every collection the code writes (server, demo data, scripts) has a rules test file that tries each role on it,
 * and so does every collection the rules open: a new collection cannot ship with untested rules.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  collectionsNamedIn,
  REPO,
  ruledCollections,
  rulesTestFile,
  scanWrittenCollections,
} from '../support/written-collections';

const scan = scanWrittenCollections();
const missing = (names: string[]) => names.filter((name) => !existsSync(join(REPO, rulesTestFile(name))));

describe('rules coverage', () => {
  it.each([
    ["schoolCollection(caller, 'registers')", ['registers'], false],
    ['tx.create(db.collection(`schools/${caller.school_id}/invoices`).doc(), entry)', ['schools', 'invoices'], false],
    ['db.doc(`schools/${id}/registers/${registerId}/marks/${studentId}`)', ['schools', 'registers', 'marks'], false],
    ["db.collection('receipts').doc(id)", ['receipts'], false],
    ['db.doc(`schools/${id}/${kind}/${docId}`)', ['schools'], true],
    ['db.collection(pathOf(kind))', [], true],
    ["const counterRef = col(move.schoolId, 'feeCounters').doc('receipts');", [], false],
    ['tx.get(col(schoolId, `classWork`).doc(`${classId}_${termId}`))', [], false],
    ["school.collection('courses').doc(`${id}/lectures/${lectureId}`)", ['courses', 'lectures'], false],
    ['    .doc(`schools/${schoolId}/posts/${postId}`)', ['schools', 'posts'], false],
  ])('reads the collections in %s', (line, names, dynamic) => {
    expect(collectionsNamedIn(line)).toEqual({ names, dynamic });
  });
  it('finds the collections it knows exist (the scan still works)', () => {
    for (const name of ['schools', 'users', 'students', 'staff', 'auditLog', 'revocations', 'blog', 'rateLimits'])
      expect([...scan.collections.keys()]).toContain(name);
  });
  it('can tell the collection of every path the code names', () => {
    expect(scan.unresolved).toEqual([]);
  });
  it('has a rules test file for every collection the code writes', () => {
    const where = Object.fromEntries(
      missing([...scan.collections.keys()]).map((name) => [rulesTestFile(name), [...scan.collections.get(name)!]]),
    );
    expect(where).toEqual({});
  });
  it('has a rules test file for every collection the rules open', () => {
    expect(missing(ruledCollections())).toEqual([]);
  });
});
