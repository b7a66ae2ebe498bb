import { describe, expect, it } from 'vitest';
import { childClassIdsOf } from './parent-classes';

describe('childClassIdsOf', () => {
  it('lists each class of the children at the school once, leaving out archived children and none', () => {
    expect(
      childClassIdsOf([
        { classId: 'class-8b', archived: false },
        { classId: 'class-7a' },
        { classId: 'class-7a' },
        { classId: null },
        { classId: 'class-9c', archived: true },
      ]),
    ).toEqual(['class-7a', 'class-8b']);
    expect(childClassIdsOf([])).toEqual([]);
  });
});
