/**
 * One student's report as a PDF (pdf-lib): the school's name and logo, the round, the student and class, each
 * subject's grade, effort, gradebook average and comment, attendance, and the tutor's and head's comments.
 *
 * Text is laid out by `@academy/shared/pdf-text`, as the browser's receipts and letters are: Helvetica for WinAnsi
 * only, else Noto Sans (Latin, Latin Extended) and Noto Sans Arabic as the text needs, each line in bidirectional
 * order and Arabic shaped. A report in a right-to-left language is mirrored: each line starts at the right margin,
 * the logo stands at the right and the page number at the left.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { type FontBytes, NOTO_FILES, pdfText, type TextDirection } from '@academy/shared/pdf-text';
import { sfntOf } from '@academy/shared/woff';
import type { PDFImage } from 'pdf-lib';

export interface ReportSubjectLine {
  name: string;
  /** "7: Strong" — the code and its label; null when not graded (tutor and head). */
  grade: string | null;
  effort: string | null;
  /** The gradebook average as shown ("72%"), when the round shows it and there is one. */
  average: string | null;
  comment: string;
}

export interface ReportPdfContent {
  schoolName: string;
  logo: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' } | null;
  roundName: string;
  studentName: string;
  className: string;
  /** The day it is published, written the school's way. */
  date: string;
  subjects: ReportSubjectLine[];
  /** "Present 95% (40 of 42 sessions)", when the round shows attendance. */
  attendance: string | null;
  tutorComment: string | null;
  headComment: string | null;
  /** The school's language (the PDF's `/Lang`) and the way it is written. */
  language: string;
  direction: TextDirection;
  /** The words of the page, in the school's language. */
  words: {
    grade: string;
    effort: string;
    average: string;
    attendance: string;
    tutorComment: string;
    headComment: string;
    page: (n: number, of: number) => string;
  };
}

// Resolved from the working directory (the functions' folder when deployed or emulated, the repository in tests and
// benches): the bundle is CommonJS and the tests are ES modules, so neither __filename nor import.meta serves both.
const resolveFrom = createRequire(join(process.cwd(), 'resolve-fonts.js'));
const fontFiles = new Map<string, Promise<Uint8Array>>();

/** The Noto fonts from node_modules, as TrueType: each read once per process, when a report first needs it. */
const notoFont: FontBytes = (font, weight) => {
  const path = NOTO_FILES[font][weight];
  let bytes = fontFiles.get(path);
  if (!bytes) {
    bytes = readFile(resolveFrom.resolve(path)).then((woff) => sfntOf(woff, async (d) => inflateSync(d)));
    fontFiles.set(path, bytes);
  }
  return bytes;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** The report's PDF bytes. pdf-lib is loaded with the first report, not at every cold start of the functions. */
export async function reportPdf(content: ReportPdfContent): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const GREY = rgb(0.35, 0.35, 0.35);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.roundName}: ${content.studentName}`);
  pdf.setAuthor(content.schoolName);
  pdf.setCreator('Academy');
  pdf.setLanguage(content.language);
  const w = content.words;
  const everything = [
    content.schoolName,
    content.roundName,
    content.studentName,
    content.className,
    content.date,
    content.attendance ?? '',
    content.tutorComment ?? '',
    content.headComment ?? '',
    ...Object.values(w).filter((v): v is string => typeof v === 'string'),
    w.page(1, 1),
    ...content.subjects.flatMap((s) => [s.name, s.grade ?? '', s.effort ?? '', s.average ?? '', s.comment]),
  ];
  const text = await pdfText(pdf, content.direction, everything, notoFont);
  const rtl = content.direction === 'rtl';
  let logo: PDFImage | null = null;
  if (content.logo)
    logo = await (
      content.logo.type === 'image/png' ? pdf.embedPng(content.logo.bytes) : pdf.embedJpg(content.logo.bytes)
    ).catch(() => null);

  const width = A4[0] - 2 * MARGIN;
  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (needed: number) => {
    if (y - needed >= MARGIN + 20) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const paragraph = (value: string, size: number, bold?: boolean, gap = 4) => {
    for (const line of text.wrap(value, size, width, bold)) {
      room(size + gap);
      y -= size + gap;
      text.draw(page, line, { inset: MARGIN, y, size, bold });
    }
  };

  // The head: the logo at the start edge (the right in a right-to-left report), the school's name and the round beside
  // it, then the student.
  const logoHeight = 56;
  let nameInset = MARGIN;
  if (logo) {
    const logoWidth = (logo.width * logoHeight) / logo.height;
    const x = rtl ? A4[0] - MARGIN - logoWidth : MARGIN;
    page.drawImage(logo, { x, y: y - logoHeight, width: logoWidth, height: logoHeight });
    nameInset = MARGIN + logoWidth + 14;
  }
  const headWidth = A4[0] - MARGIN - nameInset;
  text.draw(page, content.schoolName, { inset: nameInset, y: y - 22, size: 18, bold: true, maxWidth: headWidth });
  text.draw(page, content.roundName, { inset: nameInset, y: y - 44, size: 13, maxWidth: headWidth });
  y -= logo ? logoHeight + 18 : 60;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.8, color: GREY });
  y -= 8;
  paragraph(`${content.studentName} · ${content.className}`, 14, true, 8);
  paragraph(content.date, 10, false, 4);
  y -= 8;

  for (const s of content.subjects) {
    const details = [
      s.grade ? `${w.grade}: ${s.grade}` : null,
      s.effort ? `${w.effort}: ${s.effort}` : null,
      s.average ? `${w.average}: ${s.average}` : null,
    ].filter(Boolean);
    room(60);
    y -= 10;
    paragraph(s.name, 12, true, 4);
    if (details.length) paragraph(details.join(' · '), 10, false, 4);
    if (s.comment) paragraph(s.comment, 10, false, 4);
  }
  const section = (title: string, body: string | null) => {
    if (!body) return;
    room(60);
    y -= 10;
    paragraph(title, 12, true, 4);
    paragraph(body, 10, false, 4);
  };
  section(w.attendance, content.attendance);
  section(w.tutorComment, content.tutorComment);
  section(w.headComment, content.headComment);

  const pages = pdf.getPages();
  // At the end edge: bottom right, or bottom left in a right-to-left report.
  pages.forEach((p, i) =>
    text.draw(p, w.page(i + 1, pages.length), { inset: MARGIN, y: MARGIN - 20, size: 8, atEnd: true }),
  );
  return pdf.save();
}

/** Many reports as one PDF, in the order given (the office's print of a class). */
export async function joinedPdf(files: readonly Uint8Array[]): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const out = await PDFDocument.create();
  for (const bytes of files) {
    const one = await PDFDocument.load(bytes);
    for (const page of await out.copyPages(one, one.getPageIndices())) out.addPage(page);
  }
  return out.save();
}
