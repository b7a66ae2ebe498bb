import { describe, expect, it } from 'vitest';
import {
  cellValue,
  countOutcomes,
  headerProblems,
  importPeopleInput,
  listCell,
  matchHeaders,
  templateHeader,
} from './people-import';

describe('people import columns', () => {
  it('the template is each kind’s header row', () => {
    expect(templateHeader('staff')).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'department',
      'position',
      'employmentStatus',
    ]);
    expect(templateHeader('teachers').at(-1)).toBe('subjectCodes');
    expect(templateHeader('students')).toContain('guardianEmails');
    expect(templateHeader('parents')).toContain('childAdmissionNumbers');
  });

  it('matches headers case-insensitively, ignoring spaces, dashes and underscores', () => {
    const match = matchHeaders('teachers', ['FIRST NAME', 'last_name', 'e-mail', 'Subject Codes', 'Notes', '']);
    expect(match).toEqual({
      columns: ['firstName', 'lastName', 'email', 'subjectCodes', null, null],
      unknown: ['Notes'],
      missing: [],
      duplicated: [],
    });
    expect(headerProblems(match)).toEqual(["Unknown column: Notes. Use the template's names."]);
  });

  it('names each required column the file lacks', () => {
    expect(headerProblems(matchHeaders('parents', ['firstName']))).toEqual([
      'The file has no lastName, email columns.',
    ]);
  });

  it('takes off the quote the CSV export puts before a formula-like cell, and splits lists on ;', () => {
    expect(cellValue("'+44 7700 900123")).toBe('+44 7700 900123');
    expect(cellValue("  'Smith ")).toBe("'Smith");
    expect(listCell(' a@x.org; ;b@x.org ;')).toEqual(['a@x.org', 'b@x.org']);
  });

  it('counts outcomes', () => {
    const row = { row: 2, key: 'k', name: 'n', changes: [], errors: [] };
    expect(
      countOutcomes([
        { ...row, outcome: 'new' },
        { ...row, outcome: 'new' },
        { ...row, outcome: 'error' },
      ]),
    ).toEqual({ new: 2, update: 0, unchanged: 0, error: 1 });
  });

  it('the request names a column that is not the kind’s', () => {
    const parsed = importPeopleInput.safeParse({
      kind: 'staff',
      rows: [{ row: 2, values: { firstName: 'A', subjectCodes: 'X' } }],
      commit: false,
    });
    expect(parsed.error?.issues[0]?.message).toBe("Unknown column for staff: subjectCodes. Use the template's names.");
  });
});
