/**
 * The dashboard's students by grade per term are kept as classes change. This measures how far the kept totals stand
 * from the classes' own studentCount, per term and grade: a test file's changes through the API must leave it as
 * they found it (other files may have written classes directly, so the start is measured, not assumed zero).
 */
import { admin } from './emulators';

export async function enrolmentDrift(schoolId: string): Promise<Record<string, number>> {
  const { db } = admin();
  const drift: Record<string, number> = {};
  const add = (key: string, n: number) => {
    drift[key] = (drift[key] ?? 0) + n;
    if (drift[key] === 0) delete drift[key];
  };
  for (const d of (await db.collection(`schools/${schoolId}/termTotals`).get()).docs)
    for (const [grade, n] of Object.entries((d.get('enrolledByGrade') ?? {}) as Record<string, number>))
      add(`${d.id}:${grade}`, n);
  for (const d of (await db.collection(`schools/${schoolId}/classes`).get()).docs)
    add(`${d.get('termId')}:${d.get('grade')}`, -Number(d.get('studentCount') ?? 0));
  return drift;
}
