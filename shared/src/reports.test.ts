import { describe, expect, it } from 'vitest';
import {
  commentProblems,
  fillPlaceholders,
  isEntryWritten,
  pronounsOf,
  roundSubjects,
  saveEntriesInput,
  saveRoundInput,
  saveScaleInput,
} from './reports';

const round = {
  name: 'Autumn report 2026',
  classIds: ['class-7a'],
  subjectIds: ['math'],
  attainmentScaleId: 'scale-gcse',
  commentMaxChars: 300,
  showGradebookAverage: true,
  showAttendance: true,
  tutorComment: true,
  headComment: false,
  teachersDueDate: '2026-12-11',
  sendToStudent: false,
};

describe('a comment bank sentence', () => {
  it('fills the name and the pronouns, capitalised where the sentence says so', () => {
    expect(
      fillPlaceholders('{name} works hard; {his} effort shows. {He} should be proud of {him}.', {
        firstName: 'Ava',
        pronouns: 'she',
      }),
    ).toBe('Ava works hard; her effort shows. She should be proud of her.');
    expect(fillPlaceholders('{He} and {his} {name}', { firstName: 'Sam', pronouns: 'they' })).toBe(
      'They and their Sam',
    );
  });

  it('takes pronouns from the record, else from its gender', () => {
    expect(pronounsOf({ pronouns: 'they', gender: 'male' })).toBe('they');
    expect(pronounsOf({ gender: 'male' })).toBe('he');
    expect(pronounsOf({ gender: 'female' })).toBe('she');
    expect(pronounsOf({ gender: 'other' })).toBe('they');
  });
});

describe('the checks on a comment', () => {
  it('finds a comment too long, a placeholder left, another child named', () => {
    expect(commentProblems('Ava did well.', 5, { firstName: 'Ava' }, ['Ben'])).toEqual([{ kind: 'tooLong', over: 8 }]);
    expect(commentProblems('{name} did well.', 300, { firstName: 'Ava' }, [])).toEqual([
      { kind: 'placeholder', placeholder: '{name}' },
    ]);
    expect(commentProblems('Ben did well.', 300, { firstName: 'Ava' }, ['Ben', 'Ava'])).toEqual([
      { kind: 'otherName', name: 'Ben' },
    ]);
  });

  it('does not take a name inside another word, or the child’s own name shared with a classmate', () => {
    expect(commentProblems('Benefits from practice.', 300, { firstName: 'Ava' }, ['Ben'])).toEqual([]);
    expect(commentProblems('Ava did well.', 300, { firstName: 'Ava' }, ['Ava'])).toEqual([]);
  });
});

describe('what counts as written', () => {
  it('needs the comment, the grade and the effort when the round has an effort scale', () => {
    const entry = { subjectId: 'math', grade: '7', effort: null, comment: 'Good.' };
    expect(isEntryWritten({ effortScaleId: null }, entry)).toBe(true);
    expect(isEntryWritten({ effortScaleId: 'scale-effort' }, entry)).toBe(false);
    expect(isEntryWritten({ effortScaleId: null }, { ...entry, comment: '  ' })).toBe(false);
    expect(
      isEntryWritten({ effortScaleId: 'x' }, { subjectId: 'tutor', grade: null, effort: null, comment: 'Hi' }),
    ).toBe(true);
  });

  it('lists the tutor and head entries after the subjects when the round has them', () => {
    expect(roundSubjects({ subjectIds: ['math'], tutorComment: true, headComment: true })).toEqual([
      'math',
      'tutor',
      'head',
    ]);
  });
});

describe('the route inputs', () => {
  it('refuse naming the field', () => {
    const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(first(saveScaleInput.safeParse({ name: 'GCSE', kind: 'attainment', grades: [] }))).toBe(
      'Grades: add at least one grade.',
    );
    expect(
      first(
        saveScaleInput.safeParse({
          name: 'GCSE',
          kind: 'attainment',
          grades: [
            { code: '9', label: '' },
            { code: '9', label: '' },
          ],
        }),
      ),
    ).toBe('Grades: each grade code must be different.');
    expect(first(saveRoundInput.safeParse({ ...round, commentMaxChars: 10 }))).toBe(
      'Comment length must be at least 50 characters.',
    );
    expect(first(saveRoundInput.safeParse({ ...round, publishOn: '2026-12-01' }))).toBe(
      'Publish on must be on or after the date teachers finish by.',
    );
    const rows = Array.from({ length: 61 }, (_, i) => ({ studentId: `s${i}`, subjectId: 'math' }));
    expect(first(saveEntriesInput.safeParse({ roundId: 'r', rows }))).toBe('Rows: save at most 60 rows at a time.');
  });

  it('accepts a round with its defaults', () => {
    const parsed = saveRoundInput.parse(round);
    expect(parsed).toMatchObject({ status: 'open', termId: null, effortScaleId: null, publishOn: null });
  });
});
