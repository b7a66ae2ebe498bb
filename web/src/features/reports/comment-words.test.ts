import { describe, expect, it } from 'vitest';
import { gradeNamed, insertSentence, pastedColumn, readPastedCells } from './comment-words';

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
