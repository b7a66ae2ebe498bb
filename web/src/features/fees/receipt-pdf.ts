/**
 * The family's money documents as PDFs (pdf-lib, loaded only when someone asks for one): a receipt (school, payer,
 * children, what was paid, what is left) and a credit note (what voiding an invoice gave back as credit).
 */
import { formatDate, type SchoolLocale } from '@academy/shared/date-format';
import type { CreditNoteDoc, ReceiptDoc } from '@academy/shared/fees';
import { formatMoney } from '@academy/shared/money';

interface MoneyDocument {
  title: string;
  schoolName: string;
  heading: string;
  details: string[];
  currency: string;
  lines: { label: string; amount: number }[];
  total: { label: string; amount: number };
  after: { label: string; amount: number }[];
  footer: string;
}

/** One A4 page: the school, the document's name and number, who and what it is for, its lines, total and balances. */
async function moneyPdf(d: MoneyDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(d.title);
  const page = pdf.addPage([595, 842]); // A4 in points
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts carry Latin-1 only; anything else is shown as "?" rather than failing the whole document.
  const latin1 = (text: string) => text.replace(/[^\u0020-\u00ff]/g, '?');
  const money = (amount: number) => latin1(formatMoney(amount, d.currency));
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
  const rule = () => page.drawLine({ start: { x: 56, y: y + 10 }, end: { x: 539, y: y + 10 }, thickness: 0.5 });

  line(d.schoolName, { size: 20, font: bold, gap: 30 });
  line(d.heading, { size: 14, font: bold, gap: 24 });
  d.details.forEach((detail, i) => line(detail, i === d.details.length - 1 ? { gap: 30 } : {}));
  rule();
  for (const l of d.lines) row(l.label, money(l.amount));
  rule();
  row(d.total.label, money(d.total.amount), bold);
  y -= 12;
  for (const a of d.after) row(a.label, money(a.amount));
  y -= 24;
  line(d.footer, { size: 10 });
  return pdf.save();
}

/** Who the money came from, or went to: the payer, else the family by its children ("the family of Ben Adeyemi"). */
const familyName = (payerName: string, children: readonly string[]) =>
  payerName || (children.length ? `the family of ${children.join(', ')}` : 'the family');

/**
 * What a receipt says of the money: a payment was received from the family and paid by a method; a refund was paid
 * out to the family by a method. Nothing says "received" of money that went the other way.
 */
export function receiptDetails(
  receipt: Pick<ReceiptDoc, 'kind' | 'date' | 'payerName' | 'children' | 'method' | 'reference'>,
  where: Pick<SchoolLocale, 'locale'>,
): string[] {
  const reference = receipt.reference ? ` (ref. ${receipt.reference})` : '';
  const who = familyName(receipt.payerName, receipt.children);
  return receipt.kind === 'refund'
    ? [
        `Date: ${formatDate(receipt.date, where)}`,
        `Refunded to: ${who}`,
        `For: ${receipt.children.join(', ')}`,
        receipt.method === 'online'
          ? `Paid out by: a refund to the card it was paid with online${reference}`
          : `Paid out by: ${receipt.method}${reference}`,
      ]
    : [
        `Date: ${formatDate(receipt.date, where)}`,
        `Received from: ${who}`,
        `For: ${receipt.children.join(', ')}`,
        `Paid by: ${receipt.method}${reference}`,
      ];
}

export function receiptPdf(receipt: ReceiptDoc, where: Pick<SchoolLocale, 'locale'>): Promise<Uint8Array> {
  const name = receipt.kind === 'refund' ? 'Refund' : 'Receipt';
  return moneyPdf({
    title: `${name} ${receipt.number}, ${receipt.schoolName}`,
    schoolName: receipt.schoolName,
    heading: `${name} no. ${receipt.number}`,
    details: receiptDetails(receipt, where),
    currency: receipt.currency,
    lines: receipt.lines,
    total: { label: receipt.kind === 'refund' ? 'Refunded' : 'Total paid', amount: receipt.amount },
    after: [
      { label: 'Still to pay after this', amount: receipt.balanceAfter },
      { label: 'Family credit', amount: receipt.creditAfter },
    ],
    footer: 'Thank you. Keep this receipt for your records.',
  });
}

export function creditNotePdf(note: CreditNoteDoc, where: Pick<SchoolLocale, 'locale'>): Promise<Uint8Array> {
  return moneyPdf({
    title: `Credit note ${note.number}, ${note.schoolName}`,
    schoolName: note.schoolName,
    heading: `Credit note no. ${note.number}`,
    details: [
      `Date: ${formatDate(note.date, where)}`,
      `For: ${familyName(note.payerName, [note.studentName])}`,
      note.courseId
        ? `Course place given up: ${note.studentName}, ${note.scheduleName}`
        : `Invoice voided: ${note.studentName}, ${note.scheduleName}`,
      `Reason: ${note.reason}`,
    ],
    currency: note.currency,
    lines: [{ label: note.courseId ? 'Paid for the place' : 'Paid on the voided invoice', amount: note.amount }],
    total: { label: 'Credited to the family', amount: note.amount },
    after: [{ label: 'Family credit after this', amount: note.creditAfter }],
    footer: 'The credit is used by the family’s next invoice, or refunded on request.',
  });
}

/** Saves a PDF through the browser's download. */
export async function downloadPdf(bytes: Promise<Uint8Array>, fileName: string) {
  const url = URL.createObjectURL(new Blob([(await bytes) as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
