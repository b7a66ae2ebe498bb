/** A receipt as a PDF (pdf-lib, loaded only when someone asks for one): school, payer, children, what was paid, what is left. */
import type { ReceiptDoc } from '@academy/shared/fees';
import { formatMoney } from '@academy/shared/money';

export async function receiptPdf(receipt: ReceiptDoc): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.number}, ${receipt.schoolName}`);
  const page = pdf.addPage([595, 842]); // A4 in points
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts carry Latin-1 only; anything else is shown as "?" rather than failing the whole receipt.
  const latin1 = (text: string) => text.replace(/[^\u0020-\u00ff]/g, '?');
  const money = (amount: number) => latin1(formatMoney(amount, receipt.currency));
  let y = 780;
  const line = (text: string, options: { size?: number; font?: typeof regular; x?: number; gap?: number } = {}) => {
    page.drawText(latin1(text), {
      x: options.x ?? 56,
      y,
      size: options.size ?? 11,
      font: options.font ?? regular,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= options.gap ?? 18;
  };
  const row = (label: string, amount: string, font = regular) => {
    page.drawText(latin1(label).slice(0, 70), { x: 56, y, size: 11, font });
    page.drawText(amount, { x: 539 - font.widthOfTextAtSize(amount, 11), y, size: 11, font });
    y -= 18;
  };

  line(receipt.schoolName, { size: 20, font: bold, gap: 30 });
  line(`${receipt.kind === 'refund' ? 'Refund' : 'Receipt'} no. ${receipt.number}`, { size: 14, font: bold, gap: 24 });
  line(`Date: ${receipt.date}`);
  line(`Received from: ${receipt.payerName || 'the family'}`);
  line(`For: ${receipt.children.join(', ')}`);
  line(`Paid by: ${receipt.method}${receipt.reference ? ` (ref. ${receipt.reference})` : ''}`, { gap: 30 });
  page.drawLine({ start: { x: 56, y: y + 10 }, end: { x: 539, y: y + 10 }, thickness: 0.5 });
  for (const l of receipt.lines) row(l.label, money(l.amount));
  page.drawLine({ start: { x: 56, y: y + 10 }, end: { x: 539, y: y + 10 }, thickness: 0.5 });
  row(receipt.kind === 'refund' ? 'Refunded' : 'Total paid', money(receipt.amount), bold);
  y -= 12;
  row('Still to pay after this', money(receipt.balanceAfter));
  row('Family credit', money(receipt.creditAfter));
  y -= 24;
  line('Thank you. Keep this receipt for your records.', { size: 10 });
  return pdf.save();
}

/** Saves the receipt's PDF through the browser's download. */
export async function downloadReceipt(receipt: ReceiptDoc) {
  const bytes = await receiptPdf(receipt);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `receipt-${receipt.number}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
