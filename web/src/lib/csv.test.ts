import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and joins lists', () => {
    expect(
      toCsv(
        ['Name', 'Grades'],
        [
          ['Smith, "Jo"', [7, 8]],
          ['a\nb', null],
        ],
      ),
    ).toBe('Name,Grades\r\n"Smith, ""Jo""",7; 8\r\n"a\nb",\r\n');
  });
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['x'], [['=HYPERLINK("evil")'], ['-2+3'], ['@SUM(A1)']])).toBe(
      'x\r\n"\'=HYPERLINK(""evil"")"\r\n\'-2+3\r\n\'@SUM(A1)\r\n',
    );
  });
});
