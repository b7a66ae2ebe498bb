import { findClash, lessonSchema } from '@academy/shared/lesson';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../emulators/seed';
import { admin } from '../support/emulators';

async function countOf(path: string): Promise<number> {
  return (await admin().db.collection(path).count().get()).data().count;
}

async function demoCounts() {
  const counts: Record<string, number> = {};
  for (const school of ['demo-academy-school', 'northside-high']) {
    for (const c of [
      'students',
      'parents',
      'teachers',
      'staff',
      'classes',
      'terms',
      'subjects',
      'courses',
      'lessons',
    ]) {
      counts[`${school}/${c}`] = await countOf(`schools/${school}/${c}`);
    }
  }
  counts.users = await countOf('users');
  counts.accounts = (await admin().auth.listUsers()).users.filter((u) => u.email?.endsWith('.test')).length;
  return counts;
}

describe('the demo data', () => {
  it('holds Demo Academy as the issue describes it', async () => {
    const counts = await demoCounts();
    expect(counts).toMatchObject({
      'demo-academy-school/students': 30,
      'demo-academy-school/classes': 3,
      'demo-academy-school/teachers': 4,
      'demo-academy-school/staff': 2,
      'demo-academy-school/parents': 16,
      'demo-academy-school/terms': 2,
      'demo-academy-school/subjects': 5,
      'demo-academy-school/courses': 2,
      'demo-academy-school/lessons': 45,
      'northside-high/students': 1,
      'northside-high/teachers': 1,
      'northside-high/parents': 1,
    });
    const { db } = admin();
    const classes = await db.collection('schools/demo-academy-school/students').get();
    const perClass = new Map<string, number>();
    classes.forEach((s) => perClass.set(s.get('classId'), (perClass.get(s.get('classId')) ?? 0) + 1));
    expect([...perClass.values()]).toEqual([10, 10, 10]);
  });

  it('links the demo parent to two children and each account to its school by claims', async () => {
    const { db, auth } = admin();
    const parent = await db.doc('schools/demo-academy-school/parents/parent-01').get();
    expect(parent.get('email')).toBe('parent@demo-academy.test');
    expect(parent.get('childIds')).toHaveLength(2);
    const children = await db
      .collection('schools/demo-academy-school/students')
      .where('guardianUids', 'array-contains', 'demo-parent')
      .get();
    expect(children.size).toBe(2);

    const north = await auth.getUserByEmail('parent@northside.test');
    expect(north.customClaims).toEqual({ role: 'Parent', school_id: 'northside-high' });
  });

  it('gives Demo Academy a weekly timetable with no clashes, and each class the accounts of its teachers', async () => {
    const { db } = admin();
    const snap = await db.collection('schools/demo-academy-school/lessons').get();
    const lessons = snap.docs.map((d) => ({ ...lessonSchema.parse(d.data()), id: d.id }));
    expect(lessons.length).toBe(45);
    expect(lessons.map((l) => findClash(l, lessons)).filter(Boolean)).toEqual([]);
    for (const classId of ['class-7a', 'class-8b', 'class-9c']) {
      const own = lessons.filter((l) => l.classId === classId);
      expect(new Set(own.map((l) => l.title))).toEqual(
        new Set(['Mathematics', 'Science', 'English', 'History', 'Art and Design']),
      );
      expect(new Set(own.map((l) => l.weekday))).toEqual(new Set([1, 2, 3, 4, 5]));
      // Amara Okafor (the demo teacher's account) teaches every class; the other teachers have no account.
      expect((await db.doc(`schools/demo-academy-school/classes/${classId}`).get()).get('teacherUids')).toEqual([
        'demo-teacher',
      ]);
    }
    expect(await countOf('schools/northside-high/lessons')).toBe(0);
  });

  it('changes nothing when loaded a second time', async () => {
    const before = await demoCounts();
    await seedDemoData();
    expect(await demoCounts()).toEqual(before);
  });
});
