import { describe, expect, it } from 'vitest';
import { chooseCurrentClass, type TaughtClass, type TermState, termStatus } from './current-class';

const TODAY = '2026-11-21';
const terms = new Map<string, TermState>([
  ['autumn', { current: true, startDate: '2026-09-01', endDate: '2026-12-18' }],
  ['spring', { current: false, startDate: '2027-01-05', endDate: '2027-03-26' }],
  ['last-summer', { current: false, startDate: '2026-04-10', endDate: '2026-07-20' }],
]);
const classes: TaughtClass[] = [
  { id: 'c-10', name: 'Grade 10A', homeroomTeacherId: 'teacher-02', termId: 'autumn' },
  { id: 'c-9', name: 'Grade 9C', homeroomTeacherId: 'teacher-01', termId: 'autumn' },
  { id: 'c-old', name: 'Grade 8A', homeroomTeacherId: 'teacher-01', termId: 'last-summer' },
  { id: 'c-next', name: 'Grade 7B', homeroomTeacherId: null, termId: 'spring' },
];

describe('current class', () => {
  it('holds exactly class, classId, type, status and school_id', () => {
    const { current } = chooseCurrentClass(classes, terms, null, 'teacher-01', 'school-1', TODAY);
    expect(current).toEqual({
      class: 'Grade 9C',
      classId: 'c-9',
      type: 'homeroom',
      status: 'current',
      school_id: 'school-1',
    });
  });
  it('offers this term’s classes first, the homeroom class first among them, ended terms last', () => {
    const { choices } = chooseCurrentClass(classes, terms, null, 'teacher-01', 'school-1', TODAY);
    expect(choices.map((c) => [c.classId, c.type, c.status])).toEqual([
      ['c-9', 'homeroom', 'current'],
      ['c-10', 'subject', 'current'],
      ['c-next', 'subject', 'upcoming'],
      ['c-old', 'homeroom', 'ended'],
    ]);
  });
  it('keeps the stored choice while the teacher still teaches that class, and drops it when not', () => {
    expect(chooseCurrentClass(classes, terms, 'c-10', 'teacher-01', 's', TODAY).current?.classId).toBe('c-10');
    expect(chooseCurrentClass(classes, terms, 'gone', 'teacher-01', 's', TODAY).current?.classId).toBe('c-9');
    expect(chooseCurrentClass([], terms, 'c-10', 'teacher-01', 's', TODAY).current).toBeNull();
  });
  it('reads a term without the current flag by its dates', () => {
    expect(termStatus({ current: false, startDate: '2026-11-01', endDate: '2026-12-01' }, TODAY)).toBe('current');
    expect(termStatus(undefined, TODAY)).toBe('current');
  });
});
