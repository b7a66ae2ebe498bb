/**
 * The browser's side of PDF text (`@academy/shared/pdf-text` lays it out): the Noto fonts as URLs the bundler emits,
 * fetched only when a document needs them, unwrapped from WOFF with the browser's own inflate.
 */
import { type FontBytes, type NotoFont, pdfText as layOut, type TextDirection } from '@academy/shared/pdf-text';
import { sfntOf } from '@academy/shared/woff';
import type { PDFDocument } from 'pdf-lib';

export { directionOf } from '@academy/shared/text-direction';
export type { DrawOptions, PdfText, TextDirection } from '@academy/shared/pdf-text';

const FONT_FILES: Record<NotoFont, readonly [() => Promise<{ default: string }>, () => Promise<{ default: string }>]> =
  {
    latin: [
      () => import('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url'),
      () => import('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url'),
    ],
    extended: [
      () => import('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url'),
      () => import('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url'),
    ],
    arabic: [
      () => import('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff?url'),
      () => import('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff?url'),
    ],
  };

const fontBytes: FontBytes = async (font, weight) => {
  const { default: url } = await FONT_FILES[font][weight]();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: ${response.status}`);
  return sfntOf(new Uint8Array(await response.arrayBuffer()), inflate);
};

/** Inflates one of a WOFF font's tables in the browser. */
const inflate = async (deflated: Uint8Array) =>
  new Uint8Array(
    await new Response(
      new Blob([deflated as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate')),
    ).arrayBuffer(),
  );

/** What draws a document's text in the browser (see `@academy/shared/pdf-text`). */
export const pdfText = (pdf: PDFDocument, direction: TextDirection, all: readonly string[]) =>
  layOut(pdf, direction, all, fontBytes);
