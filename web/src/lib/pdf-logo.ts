/** The school's logo at the top of a PDF the browser makes (a receipt, a credit note, invitation letters). */
import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';

/** The logo's box at the top of a page, in points. */
const LOGO_BOX = { width: 160, height: 56 };

/**
 * The logo (JPEG bytes, its thumbnail) in the document once, however many pages show it; null when there is none or
 * its bytes are not a picture pdf-lib reads: the document is made without it.
 */
export async function embedLogo(pdf: PDFDocument, logo: Uint8Array | null | undefined): Promise<PDFImage | null> {
  return logo ? pdf.embedJpg(logo).catch(() => null) : null;
}

/**
 * Draws the logo below `top`, on the side the page's text starts from, scaled into its box; answers the height it took
 * (0 without a logo).
 */
export function drawLogo(page: PDFPage, image: PDFImage | null, rtl: boolean, top: number): number {
  if (!image) return 0;
  const { width, height } = image.scaleToFit(LOGO_BOX.width, LOGO_BOX.height);
  const x = rtl ? page.getWidth() - 56 - width : 56;
  page.drawImage(image, { x, y: top - height, width, height });
  return height;
}
