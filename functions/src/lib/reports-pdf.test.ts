import { pdfGlyphs, pdfLines, pdfLinesAt } from '@academy/shared/pdf-read';
import type { ReportEntryDoc, ReportRoundDoc } from '@academy/shared/reports';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readerIn, schoolReading } from './readers';
import { joinedPdf, type ReportPdfContent, reportPdf } from './reports-pdf';
import { contentOf } from './reports-publish';

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
  language: 'en',
  direction: 'ltr',
  words,
});

const A4_WIDTH = 595.28;
/** The glyph id of a font's .notdef (the box or "?" a font draws for a letter it lacks). */
const NOTDEF = '0000';

/** One student's report content made as publishing makes it, in the school's language. */
async function publishedContent(language: string, subjectName: string, comment: string) {
  const reader = await readerIn(null, schoolReading({ language }));
  const round = {
    name: language === 'ar' ? 'تقرير الخريف 2026' : 'Raport jesienny 2026',
    subjectIds: ['maths'],
    effortScaleId: 'effort',
    showGradebookAverage: false,
    showAttendance: true,
    tutorComment: true,
    headComment: false,
  } as ReportRoundDoc;
  const entry = (subjectId: string, text: string, grade: string | null, effort: string | null) =>
    ({ subjectId, classId: '7a', studentName: 'Layla Haddad', comment: text, grade, effort }) as ReportEntryDoc;
  return contentOf(
    {
      schoolId: 's1',
      schoolName: language === 'ar' ? 'أكاديمية النور' : 'Szkoła Podstawowa nr 5',
      logo: null,
      reader,
      timeZone: 'Asia/Amman',
      round,
      roundId: 'r1',
      grades: new Map([['7', language === 'ar' ? '7: ممتاز' : '7: Bardzo dobry']]),
      efforts: new Map([['2', language === 'ar' ? '2: جيد' : '2: Dobry']]),
      subjectNames: new Map([['maths', subjectName]]),
      classes: new Map([['7a', { name: language === 'ar' ? 'الصف 7أ' : 'Klasa 7A' } as never]]),
    },
    [entry('maths', comment, '7', '2'), entry('tutor', comment, null, null)],
    { sessions: 42, present: 40, presentPercent: 95 } as never,
    undefined,
  );
}

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
    const text = (await pdfLines(polish)).flat().join('\n');
    expect(text).toContain('Łucja pracuje sumiennie i robi postępy.');
    expect(text).not.toMatch(/[?\uFFFD]/);
  });

  it('draws an Arabic comment in an English report in Noto Sans Arabic, with no letter as "?"', async () => {
    const comment = 'تعمل ليلى بجد وتحرز تقدمًا ملحوظًا في الرياضيات.';
    const bytes = await reportPdf(content('Layla Haddad', comment));
    const drawn = (await pdfGlyphs(bytes)).flat();
    // Each of the ten comments in glyphs of the Arabic font, and nothing else in it.
    const arabic = drawn.filter((d) => d.font.startsWith('NotoSansArabic'));
    expect(arabic.length).toBeGreaterThanOrEqual(10);
    for (const d of drawn) expect(d.codes).not.toContain(NOTDEF);
    const text = (await pdfLines(bytes)).flat();
    expect(text).toContain(comment);
    expect(text.join('\n')).not.toMatch(/[?\uFFFD]/);
    // The labels are the English ones, at the left margin.
    const lines = (await pdfLinesAt(bytes)).flat();
    expect(lines.find((l) => l.text === 'Subject 1')?.x).toBe(50);
  }, 30_000);

  it('in an Arabic school: the Arabic catalogue’s words, each line from the right, names and numbers as written', async () => {
    const comment = 'تعمل ليلى بجد، وقد حصلت على 18 من 20 في اختبار Algebra الأخير.';
    const bytes = await reportPdf(await publishedContent('ar', 'الرياضيات', comment));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('تقرير الخريف 2026: Layla Haddad');

    const lines = (await pdfLinesAt(bytes)).flat();
    const text = lines.map((l) => l.text);
    for (const words of [
      'أكاديمية النور',
      'الرياضيات',
      'الدرجة: 7: ممتاز · الجهد: 2: جيد',
      comment,
      'الحضور',
      'الحضور 95% (40 من 42 حصة)',
      'تعليق المرشد الصفي',
      'الصفحة 1 من 1',
    ])
      expect(text).toContain(words);
    expect(text.join('\n')).not.toMatch(/[?\uFFFD]|Grade|Attendance|Page/);
    // Read back, a line gives its words as written whatever was drawn: what was drawn is in the Arabic font, never a
    // "?" nor a font's missing-letter glyph.
    const drawn = (await pdfGlyphs(bytes)).flat();
    expect(drawn.filter((d) => d.font.startsWith('NotoSansArabic')).length).toBeGreaterThanOrEqual(8);
    for (const d of drawn) expect(d.codes).not.toContain(NOTDEF);
    // The Arabic font subset to the letters used, as the Latin ones are (the whole regular and bold are 400 kB).
    expect(bytes.length).toBeLessThan(60_000);

    // Mirrored: a short line (the subject's name) ends at the right margin, the page number stands at the left.
    const subject = lines.find((l) => l.text === 'الرياضيات')!;
    expect(subject.x).toBeGreaterThan(A4_WIDTH / 2);
    expect(lines.find((l) => l.text === 'الصفحة 1 من 1')!.x).toBe(50);
    // As drawn, left to right, the English word and the numbers keep their own order inside the Arabic.
    const drawnText = (await pdfLines(bytes, { drawn: true })).flat().join('\n');
    expect(drawnText).toContain('Algebra');
    expect(drawnText).toContain('18');
    expect(drawnText).not.toContain('?');
  }, 30_000);

  it('in a Polish school: the Polish catalogue’s words, from the left', async () => {
    const bytes = await reportPdf(await publishedContent('pl', 'Matematyka', 'Łucja pracuje sumiennie.'));
    const lines = (await pdfLinesAt(bytes)).flat();
    const text = lines.map((l) => l.text);
    expect(text).toContain('Łucja pracuje sumiennie.');
    expect(lines.find((l) => l.text === 'Matematyka')!.x).toBe(50);
    expect(lines.find((l) => /^Strona 1 /.test(l.text))!.x).toBeGreaterThan(A4_WIDTH / 2);
    expect(text.join('\n')).not.toMatch(/[?\uFFFD]/);
  }, 30_000);

  it('joins a class’s reports into one', async () => {
    const one = await reportPdf(content('Ava Smith', 'Good.'));
    const joined = await PDFDocument.load(await joinedPdf([one, one, one]));
    expect(joined.getPageCount()).toBe(3 * (await PDFDocument.load(one)).getPageCount());
  });
});
