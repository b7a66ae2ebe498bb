/**
 * Text on a PDF page (pdf-lib) in any language the app speaks, for the browser's documents (receipts, letters) and the
 * server's (school reports) alike. pdf-lib's standard fonts carry WinAnsi only (no ł, ś, nor Arabic) and pdf-lib lays
 * text out left to right, one glyph per letter. So a document whose text needs more gets Noto Sans (Latin, Latin
 * Extended) and Noto Sans Arabic embedded, subset to the glyphs used, asked of the caller only then:
 *
 * - each line is ordered by the Unicode bidirectional algorithm (bidi-js): a right-to-left document's line starts at
 *   the right margin, and a name or a number inside Arabic keeps its own direction;
 * - each run of one direction and one font is shaped by fontkit (Arabic letters join, in their contextual forms);
 * - a line whose drawn order differs from its reading order carries its reading order as `/ActualText`, so copying
 *   or extracting it (a screen reader, a search) gives the words as written, not reversed.
 *
 * A document in WinAnsi only (English, most names) keeps Helvetica and adds no font. The font files come from the
 * caller, as TrueType (`sfntOf` unwraps fontsource's WOFF): the browser fetches them by URL, the server reads them
 * from node_modules. pdf-lib, fontkit and bidi-js are imported when a document is made, so a page that only may make
 * one does not load them.
 */
import type { Bidi } from 'bidi-js';
import type { Font } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFOperator, PDFPage } from 'pdf-lib';
import { withPaddedGlyphs } from './woff';

type PDFOperatorArg = NonNullable<Parameters<typeof PDFOperator.of>[1]>[number];

export type TextDirection = 'ltr' | 'rtl';
/** The fonts a document may need beside Helvetica, each in regular and bold (fontsource's files of those names). */
export const NOTO_FILES = {
  latin: [
    '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  ],
  extended: [
    '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  ],
  arabic: [
    '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
    '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  ],
} as const;
export type NotoFont = keyof typeof NOTO_FILES;
/** A font's TrueType bytes, regular (weight 0) or bold (1). Called once per font a document needs. */
export type FontBytes = (font: NotoFont, weight: 0 | 1) => Promise<Uint8Array>;

export interface DrawOptions {
  /** Distance from the page's start edge (left in ltr, right in rtl) to the text's start, in points. */
  inset: number;
  y: number;
  size: number;
  bold?: boolean;
  /** Align the text's end, not its start, at `inset` from the page's end edge (amounts in a column). */
  atEnd?: boolean;
  /** Cut the text to this width (a long label in a table). */
  maxWidth?: number;
}
export interface PdfText {
  direction: TextDirection;
  width(text: string, size: number, bold?: boolean): number;
  /** The text broken into lines no wider than `maxWidth`: at each line break, and at spaces within a paragraph. */
  wrap(text: string, size: number, maxWidth: number, bold?: boolean): string[];
  draw(page: PDFPage, text: string, options: DrawOptions): void;
}

/** Characters WinAnsi (the standard fonts) can show: Latin-1 and the few extra signs of Windows-1252. */
const WIN_ANSI = /^[\n\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** Marks that steer the bidirectional order and have no glyph of their own. */
const BIDI_MARK = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const BIDI_MARKS = new RegExp(BIDI_MARK.source, 'g');

/**
 * fontkit's reading of a font file, kept while the bytes are: a caller that holds its fonts (the server, publishing a
 * round's reports) parses each once, not once a document.
 */
const shapers = new WeakMap<Uint8Array, Font>();
function shaperOf(fontkit: { create(bytes: Uint8Array): Font }, bytes: Uint8Array): Font {
  let font = shapers.get(bytes);
  if (!font) shapers.set(bytes, (font = fontkit.create(bytes)));
  return font;
}

/** Each font file with its glyphs padded (`withPaddedGlyphs`), made once while the caller keeps the file. */
const padded = new WeakMap<Uint8Array, Uint8Array>();
function paddedOf(bytes: Uint8Array): Uint8Array {
  let font = padded.get(bytes);
  if (!font) padded.set(bytes, (font = withPaddedGlyphs(bytes)));
  return font;
}

/** One stretch of a line drawn with one font in one direction, in the order it is drawn (left to right). */
interface Run {
  text: string;
  font: PDFFont;
  /** Right-to-left with no letter fontkit would reverse (spaces, punctuation): reversed here instead. */
  rtl: boolean;
}

/**
 * What draws a document's text. `all` is every piece of text the document will show (to choose the fonts once);
 * `direction` is the document language's.
 */
export async function pdfText(
  pdf: PDFDocument,
  direction: TextDirection,
  all: readonly string[],
  fontBytes: FontBytes,
): Promise<PdfText> {
  const lib = await import('pdf-lib');
  const { StandardFonts, PDFHexString, PDFName, PDFOperator, PDFOperatorNames } = lib;
  const everything = all.join('\n');
  if (direction === 'ltr' && WIN_ANSI.test(everything)) {
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const fontOf = (isBold?: boolean) => (isBold ? bold : regular);
    return {
      direction,
      width: (text, size, isBold) => fontOf(isBold).widthOfTextAtSize(text, size),
      wrap: (text, size, maxWidth, isBold) => wrapped(text, maxWidth, (t) => fontOf(isBold).widthOfTextAtSize(t, size)),
      draw(page, text, o) {
        const font = fontOf(o.bold);
        const shown = o.maxWidth ? fit(text, o.maxWidth, (t) => font.widthOfTextAtSize(t, o.size)) : text;
        const width = font.widthOfTextAtSize(shown, o.size);
        const x = o.atEnd ? page.getWidth() - o.inset - width : o.inset;
        page.drawText(shown, { x, y: o.y, size: o.size, font });
      },
    };
  }

  const [{ default: fontkit }, { default: bidiFactory }] = await Promise.all([
    import('@pdf-lib/fontkit'),
    import('bidi-js'),
  ]);
  pdf.registerFontkit(fontkit);
  const wanted: NotoFont[] = ['latin'];
  if ([...everything].some((char) => char > '\u00ff' && !ARABIC.test(char))) wanted.push('extended');
  if (ARABIC.test(everything)) wanted.push('arabic');
  // Regular and bold, each a list of fonts tried in order for every letter.
  const shaping = new Map<PDFFont, Font>();
  const layouts = new Map<PDFFont, Map<string, { advance: number; dx: number; dy: number }[]>>();
  const [regular, bold] = await Promise.all(
    ([0, 1] as const).map((weight) =>
      Promise.all(
        wanted.map(async (name) => {
          const bytes = paddedOf(await fontBytes(name, weight));
          const font = await pdf.embedFont(bytes, { subset: true });
          shaping.set(font, shaperOf(fontkit, bytes));
          return font;
        }),
      ),
    ),
  );
  const bidi: Bidi = bidiFactory();
  const sets = new Map<PDFFont, Set<number>>();
  const covers = (font: PDFFont, char: string) => {
    const set = sets.get(font) ?? new Set(font.getCharacterSet());
    sets.set(font, set);
    return set.has(char.codePointAt(0)!);
  };

  /** A line in drawing order: its runs, and whether that order differs from its reading order. */
  function runsOf(text: string, isBold?: boolean): { runs: Run[]; reordered: boolean } {
    const fonts = (isBold ? bold : regular)!;
    const { levels } = bidi.getEmbeddingLevels(text, direction);
    const mirrored = bidi.getMirroredCharactersMap(text, levels);
    // Logical runs: one level, one font. A space or a sign stays with the font before it when that font has it.
    const logical: { start: number; end: number; level: number; font: PDFFont; text: string }[] = [];
    const chars = [...text];
    let index = 0;
    for (const char of chars) {
      const at = index;
      index += char.length;
      if (BIDI_MARK.test(char)) continue;
      const level = levels[at]!;
      const shown = mirrored.get(at) ?? char;
      const last = logical[logical.length - 1];
      const font =
        last && last.level === level && covers(last.font, shown)
          ? last.font
          : (fonts.find((f) => covers(f, shown)) ?? fonts[0]!);
      const known = covers(font, shown) ? shown : '?';
      if (last && last.level === level && last.font === font) {
        last.text += known;
        last.end = at;
      } else logical.push({ start: at, end: at, level, font, text: known });
    }
    // Reorder the runs (rule L2): from the highest level down to the lowest odd one, reverse every sequence of runs
    // at that level or above.
    const visual = logical.slice();
    const highest = Math.max(0, ...visual.map((r) => r.level));
    const lowestOdd = Math.min(...visual.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
    for (let level = highest; level >= lowestOdd; level--)
      for (let i = 0; i < visual.length; i++) {
        if (visual[i]!.level < level) continue;
        let j = i;
        while (j + 1 < visual.length && visual[j + 1]!.level >= level) j++;
        visual.splice(i, j - i + 1, ...visual.slice(i, j + 1).reverse());
        i = j;
      }
    const runs = visual.map((r) => {
      const rtl = r.level % 2 === 1;
      // fontkit shapes a run with Arabic letters and reverses it itself; any other right-to-left run is reversed here.
      const selfReversed = rtl && ARABIC.test(r.text);
      return { text: rtl && !selfReversed ? [...r.text].reverse().join('') : r.text, font: r.font, rtl };
    });
    return { runs, reordered: visual.some((r) => r.level % 2 === 1) };
  }

  /**
   * A run's glyphs with their places, as fontkit shapes it: Arabic letters in their joining forms, and the marks
   * (dots, vowels) placed by the font's positioning table, which pdf-lib's own drawing ignores.
   */
  function shaped(run: Run, size: number) {
    const shaper = shaping.get(run.font)!;
    // Shaped once per font and text in a document: a line is measured to wrap it, to fit it and again to draw it.
    const known = layouts.get(run.font) ?? new Map<string, { advance: number; dx: number; dy: number }[]>();
    layouts.set(run.font, known);
    let glyphs = known.get(run.text);
    if (!glyphs) {
      glyphs = shaper.layout(run.text).positions.map((p) => ({ advance: p.xAdvance, dx: p.xOffset, dy: p.yOffset }));
      known.set(run.text, glyphs);
    }
    const scale = size / shaper.unitsPerEm;
    return {
      width: glyphs.reduce((sum, g) => sum + g.advance * scale, 0),
      glyphs: glyphs.map((g) => ({ advance: g.advance * scale, dx: g.dx * scale, dy: g.dy * scale })),
    };
  }
  const positioned = (run: Run) => ARABIC.test(run.text);
  const runWidths = new Map<PDFFont, Map<string, number>>();
  function runWidth(run: Run, size: number): number {
    const known = runWidths.get(run.font) ?? new Map<string, number>();
    runWidths.set(run.font, known);
    let width = known.get(run.text);
    if (width === undefined)
      known.set(run.text, (width = positioned(run) ? shaped(run, 1).width : run.font.widthOfTextAtSize(run.text, 1)));
    return width * size;
  }
  const runsWidth = (runs: Run[], size: number) => runs.reduce((sum, r) => sum + runWidth(r, size), 0);

  // Widths at size 1, once per text and weight in a document (a width grows with the size, in proportion): pdf-lib's
  // own measure of an embedded font lays the text out with fontkit each time.
  const widths = [new Map<string, number>(), new Map<string, number>()];
  function measure(text: string, size: number, isBold?: boolean): number {
    const known = widths[isBold ? 1 : 0]!;
    let width = known.get(text);
    if (width === undefined) known.set(text, (width = runsWidth(runsOf(text, isBold).runs, 1)));
    return width * size;
  }

  /** Draws a run glyph by glyph at the places fontkit gave: pdf-lib's text drawing would put each at its advance. */
  function drawPositioned(page: PDFPage, run: Run, x: number, y: number, size: number) {
    const { glyphs } = shaped(run, size);
    // pdf-lib encodes the run through the same fontkit layout: four hex digits per glyph, in the same order.
    const hex = run.font.encodeText(run.text).asString();
    const key = page.node.newFontDictionary(run.font.name, run.font.ref);
    const ops = [lib.pushGraphicsState(), lib.beginText(), lib.setFontAndSize(key, size)];
    let pen = x;
    glyphs.forEach((g, i) => {
      ops.push(lib.setTextMatrix(1, 0, 0, 1, pen + g.dx, y + g.dy));
      ops.push(lib.showText(PDFHexString.of(hex.slice(i * 4, i * 4 + 4))));
      pen += g.advance;
    });
    ops.push(lib.endText(), lib.popGraphicsState());
    page.pushOperators(...ops);
  }

  return {
    direction,
    width: measure,
    wrap: (text, size, maxWidth, isBold) => wrapped(text, maxWidth, (t) => measure(t, size, isBold)),
    draw(page, text, o) {
      const shown = o.maxWidth ? fit(text, o.maxWidth, (t) => measure(t, o.size, o.bold)) : text;
      const { runs, reordered } = runsOf(shown, o.bold);
      const width = runsWidth(runs, o.size);
      const fromLeft = (direction === 'rtl') !== Boolean(o.atEnd);
      let x = fromLeft ? page.getWidth() - o.inset - width : o.inset;
      if (reordered)
        page.pushOperators(
          PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
            PDFName.of('Span'),
            // A dictionary is a valid operand of BDC; pdf-lib's type lists only the operands its own drawing uses.
            pdf.context.obj({
              ActualText: PDFHexString.fromText(shown.replace(BIDI_MARKS, '')),
            }) as unknown as PDFOperatorArg,
          ]),
        );
      for (const run of runs) {
        if (positioned(run)) drawPositioned(page, run, x, o.y, o.size);
        else page.drawText(run.text, { x, y: o.y, size: o.size, font: run.font });
        x += runWidth(run, o.size);
      }
      if (reordered) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    },
  };
}

/**
 * Each paragraph (a line break) broken at spaces into lines no wider than `maxWidth`; a blank paragraph is a blank
 * line. A line's width is taken as its words' and spaces' widths added (shaping does not join across a space), and
 * measured whole only when that comes near the limit: measuring each longer line whole made wrapping a long comment
 * grow with its square.
 */
function wrapped(text: string, maxWidth: number, width: (text: string) => number): string[] {
  if (!text) return [];
  const space = width(' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = width(word);
      const longer = line ? `${line} ${word}` : word;
      const added = lineWidth + space + wordWidth;
      const fits = added < maxWidth * 0.98 || (added <= maxWidth * 1.02 && width(longer) <= maxWidth);
      if (line && !fits) {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        lineWidth = line ? added : wordWidth;
        line = longer;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The text cut at a word (or a letter) so that it fits the width, with an ellipsis when cut. */
function fit(text: string, maxWidth: number, width: (text: string) => number): string {
  if (width(text) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && width(`${cut}…`) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
