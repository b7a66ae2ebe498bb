import { describe, expect, it } from 'vitest';
import {
  audienceKeys,
  audienceSchema,
  childrenConcerned,
  describeAudience,
  familiesOf,
  memberKeys,
  reaches,
  teacherAudienceProblem,
} from './audience';

const audience = (a: object) => audienceSchema.parse({ wholeSchool: false, ...a });

describe('audiences', () => {
  it('turns an audience into sorted words; the whole school needs no other', () => {
    expect(audienceKeys(audience({ roles: ['parents'], grades: [9, 7], classIds: ['7a'] }))).toEqual([
      'class:7a',
      'grade:7',
      'grade:9',
      'role:parents',
    ]);
    expect(audienceKeys(audience({ wholeSchool: true, grades: [7] }))).toEqual(['school']);
  });
  it('reaches a parent through a child’s class or grade, not another class', () => {
    const parent = memberKeys('Parent', [{ id: '7a', grade: 7 }]);
    expect(parent).toEqual(['class:7a', 'class:7a:parents', 'grade:7', 'grade:7:parents', 'role:parents', 'school']);
    expect(reaches(['class:7a'], parent)).toBe(true);
    expect(reaches(['class:8b'], parent)).toBe(false);
    expect(reaches(['role:staff'], memberKeys('Student', [{ id: '7a', grade: 7 }]))).toBe(false);
  });
  it('makes "7A’s parents" a group of its own: 7A’s parents, not its students, not every parent', () => {
    const keys = audienceKeys(audience({ classIds: ['7a'], grades: [8], members: 'parents' }));
    expect(keys).toEqual(['class:7a:parents', 'grade:8:parents']);
    expect(reaches(keys, memberKeys('Parent', [{ id: '7a', grade: 7 }]))).toBe(true);
    expect(reaches(keys, memberKeys('Parent', [{ id: '9c', grade: 9 }]))).toBe(false);
    expect(reaches(keys, memberKeys('Student', [{ id: '7a', grade: 7 }]))).toBe(false);
    expect(reaches(keys, memberKeys('Teacher', [{ id: '7a', grade: 7 }]))).toBe(false);
    const students = audienceKeys(audience({ classIds: ['7a'], members: 'students' }));
    expect(reaches(students, memberKeys('Student', [{ id: '7a', grade: 7 }]))).toBe(true);
    expect(reaches(students, memberKeys('Parent', [{ id: '7a', grade: 7 }]))).toBe(false);
    expect(
      childrenConcerned(keys, [
        { studentId: 's1', name: 'Aisha', classId: '7a', grade: 7 },
        { studentId: 's2', name: 'Ben', classId: '9c', grade: 9 },
      ]).map((c) => c.name),
    ).toEqual(['Aisha']);
  });
  it('groups parents into families by the children they share, through a chain of children too', () => {
    const parent = (uid: string, ...kids: string[]) => ({
      uid,
      role: 'Parent' as const,
      children: kids.map((studentId) => ({ studentId, name: studentId, classId: null, grade: null })),
    });
    const families = familiesOf([
      parent('mum', 'aisha', 'ben'),
      parent('dad', 'ben'),
      parent('step', 'ben', 'cleo'),
      parent('gran', 'cleo'),
      parent('other', 'dan'),
      { uid: 'teacher', role: 'Teacher' as const, children: [] },
    ]);
    expect(families.get('mum')).toEqual(['dad', 'gran', 'mum', 'step']);
    expect(families.get('gran')).toEqual(['dad', 'gran', 'mum', 'step']);
    expect(families.get('other')).toEqual(['other']);
    expect(families.has('teacher')).toBe(false);
  });
  it('says an audience in words', () => {
    const names = new Map([['7a', 'Grade 7A']]);
    expect(describeAudience(audience({ classIds: ['7a'], members: 'parents' }), names)).toBe('Parents of Grade 7A');
    expect(describeAudience(audience({ roles: ['staff'], classIds: ['7a'] }), names)).toBe('All staff; Grade 7A');
    expect(describeAudience(audience({ wholeSchool: true }), names)).toBe('The whole school');
  });
  it('lets a teacher address only classes they teach', () => {
    const taught = new Set(['7a']);
    expect(teacherAudienceProblem(audience({ classIds: ['7a'] }), taught)).toBeUndefined();
    expect(teacherAudienceProblem(audience({ classIds: ['8b'] }), taught)).toBe(
      'audience: you do not teach the class 8b.',
    );
    expect(teacherAudienceProblem(audience({ grades: [7] }), taught)).toBe(
      'audience: a teacher writes only to their own classes.',
    );
  });
  it('labels a post with the children it concerns', () => {
    const kids = [
      { studentId: 'a', name: 'Aisha', classId: '7a', grade: 7 },
      { studentId: 'b', name: 'Ben', classId: '9c', grade: 9 },
    ];
    expect(childrenConcerned(['class:7a'], kids).map((c) => c.name)).toEqual(['Aisha']);
    expect(childrenConcerned(['grade:9'], kids).map((c) => c.name)).toEqual(['Ben']);
    expect(childrenConcerned(['school'], kids)).toHaveLength(2);
  });
});
