import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { joinedPdf, type ReportPdfContent, reportPdf } from './reports-pdf';

const words: ReportPdfContent['words'] = {
  grade: 'Grade',
  effort: 'Effort',
  average: 'Gradebook average',
  attendance: 'Attendance',
  tutorComment: 'Form tutor’s comment',
  headComment: 'Head’s comment',
  page: (n, of) => `Page ${n} of ${of}`,
};
const content = (studentName: string, comment: string): ReportPdfContent => ({
  schoolName: 'Demo Academy',
  logo: null,
  roundName: 'Autumn report 2026',
  studentName,
  className: 'Grade 7A',
  date: 'Published 27 November 2026',
  subjects: Array.from({ length: 10 }, (_, i) => ({
    name: `Subject ${i + 1}`,
    grade: '7: Strong',
    effort: '2: Good',
    average: '72%',
    comment,
  })),
  attendance: 'Present 95% (40 of 42 sessions)',
  tutorComment: 'A good term.',
  headComment: null,
  words,
});

describe('a report’s PDF', () => {
  it('opens, with its title, over as many pages as its subjects need', async () => {
    const bytes = await reportPdf(content('Ava Smith', 'Ava works steadily and with care. '.repeat(12)));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Autumn report 2026: Ava Smith');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  });

  it('embeds Noto Sans for letters Helvetica has not (Polish), and still opens', async () => {
    const latin = await reportPdf(content('Ava Smith', 'Good.'));
    const polish = await reportPdf(content('Łucja Wróblewska', 'Łucja pracuje sumiennie i robi postępy.'));
    expect(polish.length).toBeGreaterThan(latin.length);
    const pdf = await PDFDocument.load(polish);
    expect(pdf.getTitle()).toBe('Autumn report 2026: Łucja Wróblewska');
  });

  it('joins a class’s reports into one', async () => {
    const one = await reportPdf(content('Ava Smith', 'Good.'));
    const joined = await PDFDocument.load(await joinedPdf([one, one, one]));
    expect(joined.getPageCount()).toBe(3 * (await PDFDocument.load(one)).getPageCount());
  });
});
