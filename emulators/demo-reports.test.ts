import { SCHOOL_COLLECTIONS } from '@academy/shared/collections';
import { describe, expect, it } from 'vitest';
import { DEMO_SCHOOLS } from './demo-data';
import { DEMO_ROUND, demoReports } from './demo-reports';

const academy = DEMO_SCHOOLS.find((s) => s.id === 'demo-academy-school')!;
const records = demoReports(academy, Date.UTC(2026, 10, 27));

describe('the demo reports', () => {
  it('are records their schemas take', () => {
    for (const r of records) expect(() => SCHOOL_COLLECTIONS[r.collection].schema.parse(r.data)).not.toThrow();
  });

  it('give the demo teacher 7A’s maths and tutor group, with the progress counted from the entries', () => {
    const round = records.find((r) => r.id === DEMO_ROUND)!.data as {
      progress: Record<string, { written: number; total: number; teacherUid: string | null }>;
      approved: number;
      students: number;
    };
    expect(round.students).toBe(20);
    expect(round.approved).toBe(2);
    expect(round.progress['class-7a_math']).toEqual({ written: 8, total: 10, teacherUid: 'demo-teacher' });
    expect(round.progress['class-7a_tutor']?.teacherUid).toBe('demo-teacher');
    expect(round.progress['class-7a_head']?.teacherUid).toBeNull();
    const entries = records.filter((r) => r.collection === 'reportEntries');
    expect(entries).toHaveLength(20 * 5);
    expect(entries.filter((e) => e.data.state === 'returned')).toHaveLength(2);
    expect(entries.every((e) => !String(e.data.comment).includes('{'))).toBe(true);
  });
});
