/**
 * What the report grid does with pasted text, with no Firebase in it: reading a column copied from a spreadsheet, the
 * grade each pasted word names, and where an inserted sentence goes in a comment. Filling placeholders and checking a
 * comment are the server's rules too: `fillPlaceholders` and `commentProblems` in `@academy/shared/reports`.
 */

/**
 * The cells of what a spreadsheet puts on the clipboard: rows by line, cells by tab, a cell in double quotes may hold
 * tabs, line breaks and doubled quotes. A final empty line is not a row.
 */
export function readPastedCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
      continue;
    }
    if (c === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (c === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += c;
      atCellStart = false;
    }
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.map((r) => r.map((v) => v.trim()));
}

/** The first column of a paste: one value per row, for a column of the grid. */
export function pastedColumn(text: string): string[] {
  return readPastedCells(text).map((r) => r[0] ?? '');
}

/** The code of the grade a pasted word names (its code or its label, whatever the case), or null for none. */
export function gradeNamed(word: string, grades: readonly { code: string; label: string }[]): string | null {
  const wanted = word.trim().toLocaleLowerCase();
  if (!wanted) return null;
  const found = grades.find((g) => g.code.toLocaleLowerCase() === wanted || g.label.toLocaleLowerCase() === wanted);
  return found?.code ?? null;
}

/**
 * A comment with a sentence put in where the cursor is (at the end when it is not in the comment), a space either side
 * where words would otherwise touch; and where the cursor goes after it.
 */
export function insertSentence(comment: string, sentence: string, at: number | null): { text: string; cursor: number } {
  const where = at === null || at < 0 || at > comment.length ? comment.length : at;
  const before = comment.slice(0, where);
  const after = comment.slice(where);
  const lead = before && !/\s$/.test(before) ? ' ' : '';
  const trail = after && !/^\s/.test(after) ? ' ' : '';
  const text = `${before}${lead}${sentence}${trail}${after}`;
  return { text, cursor: before.length + lead.length + sentence.length };
}

export type GridColumn = 'grade' | 'effort' | 'comment';
export interface GridValues {
  grade: string | null;
  effort: string | null;
  comment: string;
}

/**
 * What pasting cells into a grid does: from the row and column pasted into, each pasted row fills a row of the grid
 * downwards and each of its cells a column rightwards; a grade cell takes the grade its word names (an empty cell
 * clears it), and a word the scale lacks is left out and counted. Locked rows and cells past the grid's edge are not
 * touched.
 */
export function pasteIntoRows(
  cells: readonly (readonly string[])[],
  at: { row: number; column: GridColumn },
  columns: readonly GridColumn[],
  rows: readonly { values: GridValues; locked: boolean }[],
  scales: { grade: readonly { code: string; label: string }[]; effort: readonly { code: string; label: string }[] },
): { changes: { row: number; values: GridValues }[]; refused: number } {
  const start = columns.indexOf(at.column);
  const changes: { row: number; values: GridValues }[] = [];
  let refused = 0;
  cells.forEach((pastedRow, r) => {
    const target = rows[at.row + r];
    if (!target || target.locked) return;
    const next = { ...target.values };
    pastedRow.forEach((value, c) => {
      const column = columns[start + c];
      if (!column) return;
      if (column === 'comment') next.comment = value;
      else {
        const code = value ? gradeNamed(value, scales[column]) : null;
        if (value && !code) refused++;
        else next[column] = code;
      }
    });
    changes.push({ row: at.row + r, values: next });
  });
  return { changes, refused };
}
