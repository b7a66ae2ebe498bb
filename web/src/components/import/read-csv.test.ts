import { setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loaders } from 'virtual:catalogs';
import { readCsv } from './read-csv';

const i18n = setupI18n();
beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: (await loaders.en!.app()).messages });
});
/** The problems as the dialog shows them in English. */
const problemsOf = (...args: Parameters<typeof readCsv>) => readCsv(...args).problems.map((p) => i18n._(p));

describe('readCsv', () => {
  it('matches headers whatever their case or spacing, and numbers rows as the spreadsheet does', () => {
    const text =
      '\uFEFFFirst Name,last_name,E-MAIL,Phone\r\n' +
      'Ann,"O\'Neil, Jr",ann@x.org,\'+44 1\r\n' +
      ',,,\r\n' +
      'Bo,Li,"bo@x.org",\r\n';
    expect(readCsv('parents', text)).toEqual({
      problems: [],
      rows: [
        { row: 2, values: { firstName: 'Ann', lastName: "O'Neil, Jr", email: 'ann@x.org', phone: "'+44 1" } },
        { row: 4, values: { firstName: 'Bo', lastName: 'Li', email: 'bo@x.org', phone: '' } },
      ],
    });
  });

  it('names missing and unknown columns', () => {
    expect(problemsOf('students', 'admissionNumber,firstName,shoeSize\nA1,Ann,5\n')).toEqual([
      'The file has no lastName, dateOfBirth, gender, enrolmentDate columns.',
      "Unknown column: shoeSize. Use the template's names.",
    ]);
  });

  it('says so when the file is empty or holds only the header', () => {
    expect(problemsOf('staff', '')).toEqual(['The file is empty: it needs a header row.']);
    expect(problemsOf('staff', 'firstName,lastName,email\r\n')).toEqual([
      'The file has a header row but no people in it.',
    ]);
  });

  it('refuses a column given twice and a broken quote', () => {
    expect(problemsOf('staff', 'firstName,lastName,email,Email\nA,B,"c@x.org,d\n')).toEqual([
      'The column email appears more than once.',
      expect.stringMatching(/^Row 2: .*quote/i),
    ]);
  });

  it('refuses a file with more rows than one import takes', () => {
    const text = 'firstName,lastName,email\n' + Array.from({ length: 401 }, (_, i) => `A,B,a${i}@x.org`).join('\n');
    expect(problemsOf('staff', text)).toEqual([
      'The file has 401 rows; one import takes at most 400: split it into smaller files.',
    ]);
  });
});
