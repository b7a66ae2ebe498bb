/**
 * Everything the school holds about one person, for a request to see their data: the Admin exports Aisha Adeyemi
 * (student-01) and the archive holds her records from every module and no other child's; nobody else may start it.
 */
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, APP_URL } from '../support/emulators';
import { ADMIN, post, SCHOOL, signInAll, tokenOf } from '../support/school-api';

const jobs = () => admin().db.collection(`schools/${SCHOOL}/jobs`);

async function finished(id: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await jobs().doc(id).get()).data();
    if (job?.state !== 'running') return job;
    if (Date.now() > until) throw new Error(`export ${id} still running`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(signInAll);

describe("exporting one person's data", () => {
  it.each([
    ['a Teacher', 'teacher@demo-academy.test', 403],
    ['a Student', 'student@demo-academy.test', 403],
    ['a Parent', 'parent@demo-academy.test', 403],
    ['a signed-out visitor', undefined, 401],
  ] as const)('refuses %s, and starts nothing', async (_label, who, status) => {
    const before = (await jobs().count().get()).data().count;
    expect((await post(who, '/data/exportPerson', { kind: 'students', id: 'student-01' })).status).toBe(status);
    expect((await jobs().count().get()).data().count).toBe(before);
  });

  it('names the field when the person is not in the school', async () => {
    const res = await post(ADMIN, '/data/exportPerson', { kind: 'students', id: 'no-such-student' });
    expect(res.body).toEqual({
      status: 404,
      message: 'Person: there is no such student or parent in your school. Choose one from the lists.',
    });
  });

  it("holds Aisha's records from every module, her account and no other child's", async () => {
    const started = await post(ADMIN, '/data/exportPerson', { kind: 'students', id: 'student-01' });
    expect(started.body.message).toMatch(/^Export of everything held about Aisha Adeyemi started/);
    const job = await finished(started.body.id!);
    expect(job).toMatchObject({ state: 'done', kind: 'exportPerson', label: 'Aisha Adeyemi' });
    const link = (await post(ADMIN, '/data/exportLink', { jobId: started.body.id })).body as unknown as { url: string };
    const res = await fetch(new URL(link.url, APP_URL), { headers: { authorization: `Bearer ${tokenOf(ADMIN)}` } });
    expect(res.status).toBe(200);
    const entries = unzipSync(Buffer.from(await res.arrayBuffer()));
    const read = (name: string) =>
      JSON.parse(new TextDecoder().decode(entries[name])) as { path: string; data: Record<string, unknown> }[];
    const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json'])) as {
      kind: string;
      records: Record<string, number>;
    };
    expect(manifest.kind).toBe('person');
    expect(read('json/students.json').map((r) => r.path)).toContain(`schools/${SCHOOL}/students/student-01`);
    expect(read('json/students.json').every((r) => r.path.endsWith('/student-01'))).toBe(true);
    for (const name of ['attendanceRecords', 'submissions'].filter((n) => entries[`json/${n}.json`]))
      expect(read(`json/${name}.json`).every((r) => r.data.studentId === 'student-01')).toBe(true);
    expect(Object.keys(manifest.records).length).toBeGreaterThan(2);
    expect(new TextDecoder().decode(entries['auth/account.json'])).toMatch(/student@demo-academy\.test|Aisha/);
    expect(Object.keys(entries).filter((n) => n.startsWith('csv/')).length).toBe(Object.keys(manifest.records).length);
  }, 90_000);
});
