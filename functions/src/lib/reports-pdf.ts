/**
 * One student's report as a PDF (pdf-lib): the school's name and logo, the round, the student and class, each
 * subject's grade, effort, gradebook average and comment, attendance, and the tutor's and head's comments.
 *
 * Text: a report in WinAnsi only (English, most names) is set in Helvetica and embeds no font. Anything else (Polish
 * ł, ś, Czech, Turkish …) is set in Noto Sans, Latin and Latin Extended, embedded subset to the letters used, each
 * letter in the first of the two that has it. Right-to-left scripts (Arabic) are not laid out here: a letter neither
 * font has is drawn as "?" (see docs/reports.md).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { sfntOf } from '@academy/shared/woff';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

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

const WIN_ANSI = /^[\n\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

// Resolved from the working directory (the functions' folder when deployed or emulated, the repository in tests and
// benches): the bundle is CommonJS and the tests are ES modules, so neither __filename nor import.meta serves both.
const resolveFrom = createRequire(join(process.cwd(), 'resolve-fonts.js'));
let fontFiles: Promise<Uint8Array[][]> | undefined;

/** Noto Sans Latin and Latin Extended, regular and bold, as TrueType: read once per process. */
function notoSans(): Promise<Uint8Array[][]> {
  const file = (name: string) => resolveFrom.resolve(`@fontsource/noto-sans/files/noto-sans-${name}-normal.woff`);
  fontFiles ??= Promise.all(
    [
      ['latin-400', 'latin-ext-400'],
      ['latin-700', 'latin-ext-700'],
    ].map((weight) =>
      Promise.all(
        weight.map(async (name) => sfntOf(await readFile(file(name)), async (deflated) => inflateSync(deflated))),
      ),
    ),
  );
  return fontFiles;
}

interface Writer {
  width(text: string, size: number, bold?: boolean): number;
  draw(page: PDFPage, text: string, x: number, y: number, size: number, bold?: boolean): void;
}

async function writerFor(pdf: PDFDocument, all: string): Promise<Writer> {
  if (WIN_ANSI.test(all)) {
    const fonts = [await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold)];
    const font = (bold?: boolean) => fonts[bold ? 1 : 0]!;
    return {
      width: (text, size, bold) => font(bold).widthOfTextAtSize(text, size),
      draw: (page, text, x, y, size, bold) => page.drawText(text, { x, y, size, font: font(bold) }),
    };
  }
  pdf.registerFontkit(fontkit);
  const files = await notoSans();
  const weights = await Promise.all(
    files.map((pair) => Promise.all(pair.map((b) => pdf.embedFont(b, { subset: true })))),
  );
  const sets = new Map<PDFFont, Set<number>>();
  const covers = (font: PDFFont, char: string) => {
    let set = sets.get(font);
    if (!set) sets.set(font, (set = new Set(font.getCharacterSet())));
    return set.has(char.codePointAt(0)!);
  };
  /** The text in runs of one font, each letter in the first font that has it ("?" where none does). */
  const runs = (text: string, bold?: boolean) => {
    const fonts = weights[bold ? 1 : 0]!;
    const out: { font: PDFFont; text: string }[] = [];
    for (const char of text) {
      const font = fonts.find((f) => covers(f, char));
      const shown = font ? char : '?';
      const use = font ?? fonts[0]!;
      const last = out[out.length - 1];
      if (last?.font === use) last.text += shown;
      else out.push({ font: use, text: shown });
    }
    return out;
  };
  return {
    width: (text, size, bold) => runs(text, bold).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0),
    draw(page, text, x, y, size, bold) {
      let at = x;
      for (const r of runs(text, bold)) {
        page.drawText(r.text, { x: at, y, size, font: r.font });
        at += r.font.widthOfTextAtSize(r.text, size);
      }
    },
  };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

/** The report's PDF bytes. */
export async function reportPdf(content: ReportPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.roundName}: ${content.studentName}`);
  pdf.setAuthor(content.schoolName);
  pdf.setCreator('Academy');
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
  ].join('\n');
  const text = await writerFor(pdf, everything);
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
  const wrap = (value: string, size: number, bold?: boolean) => {
    const lines: string[] = [];
    for (const paragraph of value.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const longer = line ? `${line} ${word}` : word;
        if (line && text.width(longer, size, bold) > width) {
          lines.push(line);
          line = word;
        } else line = longer;
      }
      lines.push(line);
    }
    return lines;
  };
  const paragraph = (value: string, size: number, bold?: boolean, gap = 4) => {
    for (const line of wrap(value, size, bold)) {
      room(size + gap);
      y -= size + gap;
      text.draw(page, line, MARGIN, y, size, bold);
    }
  };

  // The head: the logo beside the school's name, the round, the student.
  const logoHeight = 56;
  let nameX = MARGIN;
  if (logo) {
    const scale = logoHeight / logo.height;
    page.drawImage(logo, { x: MARGIN, y: y - logoHeight, width: logo.width * scale, height: logoHeight });
    nameX = MARGIN + logo.width * scale + 14;
  }
  text.draw(page, content.schoolName, nameX, y - 22, 18, true);
  text.draw(page, content.roundName, nameX, y - 44, 13);
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
    if (details.length) paragraph(details.join('    '), 10, false, 4);
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
  pages.forEach((p, i) => {
    const label = w.page(i + 1, pages.length);
    text.draw(p, label, A4[0] - MARGIN - text.width(label, 8), MARGIN - 20, 8);
  });
  return pdf.save();
}

/** Many reports as one PDF, in the order given (the office's print of a class). */
export async function joinedPdf(files: readonly Uint8Array[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const bytes of files) {
    const one = await PDFDocument.load(bytes);
    for (const page of await out.copyPages(one, one.getPageIndices())) out.addPage(page);
  }
  return out.save();
}
