/**
 * Reads back the text of a PDF this app made, as a reader's copy would give it (for tests): each line's letters through
 * its font's ToUnicode map, or the line's `/ActualText` where it carries one (a line drawn in another order than it
 * is read, such as Arabic). Lines are in the order drawn, one per baseline. `pdfGlyphs` gives what was drawn in which
 * font, to tell a letter drawn in the font of its script from one the font lacked.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

const TOKEN = /<<.*?>>>?|<[0-9A-Fa-f\s]*>|\/[^\s/<>[\]()]+|[-+]?\d*\.?\d+|[A-Za-z'"*]+|\[|\]/gs;

function decodeStream(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** A font's ToUnicode map: glyph code (hex) → text. Standard fonts have none: their codes are WinAnsi. */
function toUnicodeOf(doc: PDFDocument, font: PDFDict): Map<string, string> | null {
  const ref = font.get(PDFName.of('ToUnicode'));
  if (!ref) return null;
  const stream = doc.context.lookup(ref) as PDFRawStream;
  const cmap = decodeStream(stream);
  const map = new Map<string, string>();
  const utf16 = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), utf16(text!));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, text] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const width = from!.length;
      for (let code = parseInt(from!, 16), n = 0; code <= parseInt(to!, 16); code++, n++) {
        const start = parseInt(text!, 16) + n;
        map.set(code.toString(16).toUpperCase().padStart(width, '0'), utf16(start.toString(16).padStart(4, '0')));
      }
    }
  return map;
}

function contentOf(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  return streams.map((s) => (s instanceof PDFRawStream ? decodeStream(s) : '')).join('\n');
}

/** Each page's lines; `drawn` gives the glyphs as drawn (left to right), ignoring `/ActualText`. */
export async function pdfLines(bytes: Uint8Array, { drawn = false } = {}): Promise<string[][]> {
  return (await pdfLinesAt(bytes, { drawn })).map((page) => page.map((line) => line.text));
}

/** A line read back, with where it begins: `x` is its leftmost glyph's, `y` its baseline, in points. */
export interface LineAt {
  text: string;
  x: number;
  y: number;
}

/** Each page's lines, each with the place its leftmost glyph is drawn (where a line is aligned, left or right). */
export async function pdfLinesAt(bytes: Uint8Array, { drawn = false } = {}): Promise<LineAt[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string> | null>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? [])
      fonts.set(name.asString(), toUnicodeOf(doc, doc.context.lookup(ref as PDFRef, PDFDict)));
    const content = contentOf(doc, page);
    const lines: { y: number; text: string }[] = [];
    const starts: { x: number; y: number }[] = [];
    const operands: string[] = [];
    let font: Map<string, string> | null = null;
    let y = NaN;
    let actual: string | null = null;
    const add = (text: string) => {
      const last = lines[lines.length - 1];
      if (last && Math.abs(last.y - y) < 4) last.text += text;
      else lines.push({ y, text });
    };
    for (const [token] of content.matchAll(TOKEN)) {
      if (!/^[A-Za-z'"*]+$/.test(token)) {
        operands.push(token);
        continue;
      }
      if (token === 'Tf') font = fonts.get(operands[operands.length - 2]!) ?? null;
      else if (token === 'Tm') {
        y = Number(operands[operands.length - 1]);
        starts.push({ x: Number(operands[operands.length - 2]), y });
      } else if (token === 'BDC' && !drawn) {
        const hex = /ActualText\s*<([0-9A-Fa-f]+)>/.exec(operands[operands.length - 1] ?? '')?.[1];
        actual = hex ? Buffer.from(hex.slice(4), 'hex').swap16().toString('utf16le') : null;
        y = NaN;
      } else if (token === 'EMC') actual = null;
      else if (token === 'Tj' && actual !== null) {
        // The whole line's reading order, once, at its first glyph's baseline.
        if (actual) add(actual);
        actual = '';
      } else if (token === 'Tj' && actual === null) {
        const hex = operands[operands.length - 1]!.slice(1, -1).replace(/\s/g, '').toUpperCase();
        if (font) {
          const width = [...font.keys()][0]?.length ?? 4;
          let text = '';
          for (let i = 0; i < hex.length; i += width) text += font.get(hex.slice(i, i + width)) ?? '\uFFFD';
          add(text);
        } else add(Buffer.from(hex, 'hex').toString('latin1'));
      }
      operands.length = 0;
    }
    return lines.map((l) => ({
      text: l.text,
      y: l.y,
      x: Math.min(...starts.filter((s) => Math.abs(s.y - l.y) < 4).map((s) => s.x)),
    }));
  });
}

/** One string of glyphs drawn: its font's name (`/BaseFont`, a subset's prefix taken off) and its glyph codes (hex). */
export interface DrawnGlyphs {
  font: string;
  codes: string[];
}

/** Each page's strings of glyphs, in the order drawn. */
export async function pdfGlyphs(bytes: Uint8Array): Promise<DrawnGlyphs[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const names = new Map<string, string>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const base = doc.context.lookup(ref as PDFRef, PDFDict).get(PDFName.of('BaseFont'));
      names.set(name.asString(), String(base ?? '').replace(/^\/([A-Z]{6}\+)?/, ''));
    }
    const drawn: DrawnGlyphs[] = [];
    const operands: string[] = [];
    let font = '';
    for (const [token] of contentOf(doc, page).matchAll(TOKEN)) {
      if (!/^[A-Za-z'"*]+$/.test(token)) {
        operands.push(token);
        continue;
      }
      if (token === 'Tf') font = names.get(operands[operands.length - 2]!) ?? '';
      else if (token === 'Tj') {
        const hex = operands[operands.length - 1]!.slice(1, -1).replace(/\s/g, '').toUpperCase();
        // Standard fonts' codes are one byte (WinAnsi); embedded fonts' are two (glyph ids).
        const width = /^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/.test(font) ? 2 : 4;
        drawn.push({ font, codes: hex.match(new RegExp(`.{${width}}`, 'g')) ?? [] });
      }
      operands.length = 0;
    }
    return drawn;
  });
}
