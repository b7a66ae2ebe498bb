/**
 * The family's money documents as PDFs (pdf-lib, loaded only when someone asks for one): a receipt (school, payer,
 * children, what was paid, what is left) and a credit note (what voiding an invoice gave back as credit). Each is in
 * the reader's language (`i18n`): its words from the catalogue, its dates in the reader's words with the school's
 * formats, its money in the school's locale; a right-to-left language is laid out from the right.
 */
import { formatDate, readerLocale, type SchoolLocale } from '@academy/shared/date-format';
import type { CreditNoteDoc, ReceiptDoc } from '@academy/shared/fees';
import { formatMoney } from '@academy/shared/money';
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { drawLogo, embedLogo } from '@/lib/pdf-logo';
import { directionOf, pdfText } from '@/lib/pdf-text';

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
  /** The school's logo (JPEG bytes), drawn at the top; none when the school has none. */
  logo?: Uint8Array | null;
}

/** One A4 page: the school, the document's name and number, who and what it is for, its lines, total and balances. */
async function moneyPdf(d: MoneyDocument, language: string, where: Pick<SchoolLocale, 'locale'>): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(d.title);
  pdf.setLanguage(language);
  const page = pdf.addPage([595, 842]); // A4 in points
  const money = (amount: number) => formatMoney(amount, d.currency, where.locale);
  const all = [d.title, d.schoolName, d.heading, ...d.details, d.total.label, d.footer]
    .concat([...d.lines, ...d.after].map((l) => l.label))
    .concat([...d.lines, d.total, ...d.after].map((l) => money(l.amount)));
  const text = await pdfText(pdf, directionOf(language), all);
  const logoHeight = drawLogo(page, await embedLogo(pdf, d.logo), text.direction === 'rtl', 800);
  let y = logoHeight ? 800 - logoHeight - 30 : 780;
  const line = (words: string, options: { size?: number; bold?: boolean; gap?: number } = {}) => {
    text.draw(page, words, { inset: 56, y, size: options.size ?? 11, bold: options.bold, maxWidth: 483 });
    y -= options.gap ?? 18;
  };
  const row = (label: string, amount: string, bold = false) => {
    text.draw(page, label, { inset: 56, y, size: 11, bold, maxWidth: 360 });
    text.draw(page, amount, { inset: 56, y, size: 11, bold, atEnd: true });
    y -= 18;
  };
  const rule = () => page.drawLine({ start: { x: 56, y: y + 10 }, end: { x: 539, y: y + 10 }, thickness: 0.5 });

  line(d.schoolName, { size: 20, bold: true, gap: 30 });
  line(d.heading, { size: 14, bold: true, gap: 24 });
  d.details.forEach((detail, i) => line(detail, i === d.details.length - 1 ? { gap: 30 } : {}));
  rule();
  for (const l of d.lines) row(l.label, money(l.amount));
  rule();
  row(d.total.label, money(d.total.amount), true);
  y -= 12;
  for (const a of d.after) row(a.label, money(a.amount));
  y -= 24;
  line(d.footer, { size: 10 });
  return pdf.save();
}

/** A payment method in words (the stored value is the English name). */
export function methodName(method: ReceiptDoc['method'], i18n: I18n): string {
  switch (method) {
    case 'cash':
      return t(i18n)`cash`;
    case 'bank transfer':
      return t(i18n)`bank transfer`;
    case 'card at the desk':
      return t(i18n)`card at the desk`;
    case 'cheque':
      return t(i18n)`cheque`;
    case 'online':
      return t(i18n)`online`;
  }
}

/**
 * A receipt line's label: the school's own words (a child and a fee's name) as they are; the two lines the ledger
 * writes itself (credit kept, credit refunded) in the reader's language.
 */
export function receiptLineLabel(label: string, i18n: I18n): string {
  if (label === 'Family credit') return t(i18n)`Family credit`;
  const refund = /^Refund of credit: (.*)$/s.exec(label);
  if (refund) {
    const reason = refund[1]!;
    return t(i18n)`Refund of credit: ${reason}`;
  }
  return label;
}

/**
 * What a receipt says of the money: a payment was received from the family and paid by a method; a refund was paid
 * out to the family by a method. Nothing says "received" of money that went the other way. The family is its payer,
 * else its children ("the family of Ben Adeyemi").
 */
export function receiptDetails(
  receipt: Pick<ReceiptDoc, 'kind' | 'date' | 'payerName' | 'children' | 'method' | 'reference'>,
  where: Pick<SchoolLocale, 'locale'>,
  i18n: I18n,
): string[] {
  const date = formatDate(receipt.date, where);
  const payer = receipt.payerName;
  const children = receipt.children.join(', ');
  const method = methodName(receipt.method, i18n);
  const reference = receipt.reference;
  if (receipt.kind === 'refund')
    return [
      t(i18n)`Date: ${date}`,
      payer
        ? t(i18n)`Refunded to: ${payer}`
        : children
          ? t(i18n)`Refunded to: the family of ${children}`
          : t(i18n)`Refunded to: the family`,
      t(i18n)`For: ${children}`,
      receipt.method === 'online'
        ? reference
          ? t(i18n)`Paid out by: a refund to the card it was paid with online (ref. ${reference})`
          : t(i18n)`Paid out by: a refund to the card it was paid with online`
        : reference
          ? t(i18n)`Paid out by: ${method} (ref. ${reference})`
          : t(i18n)`Paid out by: ${method}`,
    ];
  return [
    t(i18n)`Date: ${date}`,
    payer
      ? t(i18n)`Received from: ${payer}`
      : children
        ? t(i18n)`Received from: the family of ${children}`
        : t(i18n)`Received from: the family`,
    t(i18n)`For: ${children}`,
    reference ? t(i18n)`Paid by: ${method} (ref. ${reference})` : t(i18n)`Paid by: ${method}`,
  ];
}

/** A receipt in the reader's language (`i18n`), its dates in the reader's words and the school's formats. */
export function receiptPdf(
  receipt: ReceiptDoc,
  school: SchoolLocale,
  i18n: I18n,
  logo?: Uint8Array | null,
): Promise<Uint8Array> {
  const where = readerLocale(school, i18n.locale);
  const number = receipt.number;
  const schoolName = receipt.schoolName;
  const refund = receipt.kind === 'refund';
  return moneyPdf(
    {
      title: refund ? t(i18n)`Refund ${number}, ${schoolName}` : t(i18n)`Receipt ${number}, ${schoolName}`,
      schoolName,
      heading: refund ? t(i18n)`Refund no. ${number}` : t(i18n)`Receipt no. ${number}`,
      details: receiptDetails(receipt, where, i18n),
      currency: receipt.currency,
      lines: receipt.lines.map((l) => ({ label: receiptLineLabel(l.label, i18n), amount: l.amount })),
      total: { label: refund ? t(i18n)`Refunded` : t(i18n)`Total paid`, amount: receipt.amount },
      after: [
        { label: t(i18n)`Still to pay after this`, amount: receipt.balanceAfter },
        { label: t(i18n)`Family credit`, amount: receipt.creditAfter },
      ],
      footer: t(i18n)`Thank you. Keep this receipt for your records.`,
      logo,
    },
    i18n.locale,
    school,
  );
}

/** A credit note in the reader's language, like a receipt. */
export function creditNotePdf(
  note: CreditNoteDoc,
  school: SchoolLocale,
  i18n: I18n,
  logo?: Uint8Array | null,
): Promise<Uint8Array> {
  const where = readerLocale(school, i18n.locale);
  const number = note.number;
  const schoolName = note.schoolName;
  const date = formatDate(note.date, where);
  const payer = note.payerName;
  const student = note.studentName;
  const schedule = note.scheduleName;
  const reason = note.reason;
  return moneyPdf(
    {
      title: t(i18n)`Credit note ${number}, ${schoolName}`,
      schoolName,
      heading: t(i18n)`Credit note no. ${number}`,
      details: [
        t(i18n)`Date: ${date}`,
        payer ? t(i18n)`For: ${payer}` : t(i18n)`For: the family of ${student}`,
        note.courseId
          ? t(i18n)`Course place given up: ${student}, ${schedule}`
          : t(i18n)`Invoice voided: ${student}, ${schedule}`,
        t(i18n)`Reason: ${reason}`,
      ],
      currency: note.currency,
      lines: [
        {
          label: note.courseId ? t(i18n)`Paid for the place` : t(i18n)`Paid on the voided invoice`,
          amount: note.amount,
        },
      ],
      total: { label: t(i18n)`Credited to the family`, amount: note.amount },
      after: [{ label: t(i18n)`Family credit after this`, amount: note.creditAfter }],
      footer: t(i18n)`The credit is used by the family’s next invoice, or refunded on request.`,
      logo,
    },
    i18n.locale,
    school,
  );
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
