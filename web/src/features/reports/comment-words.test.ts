import { describe, expect, it } from 'vitest';
import { gradeNamed, insertSentence, pastedColumn, pasteIntoRows, readPastedCells } from './comment-words';

describe('readPastedCells', () => {
  it('reads rows and tabs, and quoted cells with line breaks and quotes', () => {
    expect(readPastedCells('A\tgood\r\nB\t"two\nlines, ""quoted"""\n')).toEqual([
      ['A', 'good'],
      ['B', 'two\nlines, "quoted"'],
    ]);
  });
  it('keeps empty cells so rows stay in step', () => {
    expect(pastedColumn('A\n\nC\n')).toEqual(['A', '', 'C']);
  });
});

describe('gradeNamed', () => {
  const scale = [
    { code: 'WT', label: 'Working towards' },
    { code: 'EXP', label: 'Expected' },
    { code: 'GD', label: 'Greater depth' },
  ];
  it('matches a grade of the scale by code or label, whatever the case', () => {
    expect(gradeNamed(' greater depth ', scale)).toBe('GD');
    expect(gradeNamed('exp', scale)).toBe('EXP');
    expect(gradeNamed('Z', scale)).toBeNull();
    expect(gradeNamed('', scale)).toBeNull();
  });
});

describe('insertSentence', () => {
  it('adds the sentence at the end with a space, when the cursor is elsewhere', () => {
    expect(insertSentence('Good term.', 'Well done.', null)).toEqual({ text: 'Good term. Well done.', cursor: 21 });
  });
  it('puts the sentence at the cursor, spaced from the words either side', () => {
    expect(insertSentence('Good.Keep going.', 'Well done.', 5)).toEqual({
      text: 'Good. Well done. Keep going.',
      cursor: 16,
    });
  });
  it('fills an empty comment', () => {
    expect(insertSentence('', 'Well done.', 0)).toEqual({ text: 'Well done.', cursor: 10 });
  });
});

describe('pasteIntoRows', () => {
  const grades = [
    { code: 'A', label: 'Excellent' },
    { code: 'B', label: 'Good' },
  ];
  const blank = { grade: null, effort: null, comment: '' };
  const rows = [
    { values: blank, locked: false },
    { values: { ...blank, comment: 'kept' }, locked: true },
    { values: blank, locked: false },
  ];
  const columns = ['grade', 'effort', 'comment'] as const;

  it('fills the column pasted into and those to its right, downwards, skipping locked rows', () => {
    const { changes, refused } = pasteIntoRows(
      [
        ['excellent', 'b', 'Reads well.'],
        ['B', 'A', 'Locked row'],
        ['Z', '', 'Tries hard.'],
        ['A', 'A', 'Past the last row'],
      ],
      { row: 0, column: 'grade' },
      columns,
      rows,
      { grade: grades, effort: grades },
    );
    expect(changes).toEqual([
      { row: 0, values: { grade: 'A', effort: 'B', comment: 'Reads well.' } },
      { row: 2, values: { grade: null, effort: null, comment: 'Tries hard.' } },
    ]);
    expect(refused).toBe(1);
  });

  it('fills only the comment column when pasted into it', () => {
    const { changes } = pasteIntoRows([['One'], ['Two']], { row: 1, column: 'comment' }, columns, rows, {
      grade: grades,
      effort: grades,
    });
    expect(changes).toEqual([{ row: 2, values: { ...blank, comment: 'Two' } }]);
  });
});
