import { describe, expect, it } from 'vitest';
import {
  audienceKeys,
  audienceSchema,
  childrenConcerned,
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
    expect(parent).toEqual(['class:7a', 'grade:7', 'role:parents', 'school']);
    expect(reaches(['class:7a'], parent)).toBe(true);
    expect(reaches(['class:8b'], parent)).toBe(false);
    expect(reaches(['role:staff'], memberKeys('Student', [{ id: '7a', grade: 7 }]))).toBe(false);
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
