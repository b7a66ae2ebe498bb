import type { ReceiptDoc } from '@academy/shared/fees';
import { setupI18n } from '@lingui/core';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentI18n } from '@/lib/document-i18n';
import { pdfLines } from '@academy/shared/pdf-read';
import { receiptDetails, receiptPdf } from './receipt-pdf';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

const receipt = {
  kind: 'payment' as const,
  date: '2026-10-02',
  payerName: 'Ngozi Adeyemi',
  children: ['Aisha Adeyemi', 'Ben Adeyemi'],
  method: 'cash' as const,
  reference: '',
};

describe('what a receipt says of the money', () => {
  it('a payment: received from the payer, paid by its method', () => {
    expect(receiptDetails(receipt, { locale: 'en-GB' }, english)).toEqual([
      'Date: Fri, 2 Oct 2026',
      'Received from: Ngozi Adeyemi',
      'For: Aisha Adeyemi, Ben Adeyemi',
      'Paid by: cash',
    ]);
  });
  it('a family with no guardian on file is named by its children', () => {
    expect(
      receiptDetails({ ...receipt, payerName: '', children: ['Ben Adeyemi'] }, { locale: 'en-GB' }, english)[1],
    ).toBe('Received from: the family of Ben Adeyemi');
  });
  it('a refund: paid out to the family, never "received from" or "paid by"', () => {
    const lines = receiptDetails(
      { ...receipt, kind: 'refund', method: 'bank transfer', reference: 'R1' },
      { locale: 'en-GB' },
      english,
    );
    expect(lines).toContain('Refunded to: Ngozi Adeyemi');
    expect(lines).toContain('Paid out by: bank transfer (ref. R1)');
    expect(lines.join(' ')).not.toMatch(/Received from|Paid by/);
  });
  it('a refund to a card says it went back to the card the money came from', () => {
    const lines = receiptDetails(
      { ...receipt, kind: 'refund', method: 'online', reference: 're_1' },
      { locale: 'en-GB' },
      english,
    );
    expect(lines).toContain('Paid out by: a refund to the card it was paid with online (ref. re_1)');
  });
});

const SCHOOL = { locale: 'en-GB', timeZone: 'Europe/London' };
const doc = (over: Partial<ReceiptDoc>): ReceiptDoc => ({
  number: 42,
  paymentId: 'p1',
  familyId: 'f1',
  guardianUids: [],
  schoolName: 'Riverside School',
  payerName: 'Łucja Wiśniewska',
  children: ['Zofia Wiśniewska'],
  kind: 'payment',
  method: 'cash',
  reference: '',
  date: '2026-10-02',
  currency: 'GBP',
  amount: 12_000,
  lines: [{ label: 'Zofia Wiśniewska: Autumn term', amount: 12_000 }],
  balanceAfter: 500,
  creditAfter: 0,
  createdAt: 0,
  ...over,
});

describe('a receipt PDF in the reader’s language', () => {
  // The fonts are fetched by URL in the browser; here the URL is a path under the repository.
  beforeAll(() =>
    vi.stubGlobal('fetch', async (url: string) => new Response(await readFile(join(process.cwd(), url)))),
  );
  afterAll(() => vi.unstubAllGlobals());

  it('in English with Latin-1 names keeps the standard font, and reads back as written', async () => {
    const [page] = await pdfLines(await receiptPdf(doc({ payerName: 'Ngozi Adeyemi' }), SCHOOL, english));
    expect(page).toContain('Receipt no. 42');
    expect(page).toContain('Received from: Ngozi Adeyemi');
  });

  it('with the school’s logo at the top, and the same words', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer();
    const bytes = await receiptPdf(doc({ payerName: 'Ngozi Adeyemi' }), SCHOOL, english, new Uint8Array(logo));
    const [page] = await pdfLines(bytes);
    expect(page).toContain('Riverside School');
    expect(page).toContain('Receipt no. 42');
    const pdf = await PDFDocument.load(bytes);
    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) => String(object.toString()).includes('/Subtype /Image'));
    expect(images).toHaveLength(1);
  });

  it('without a logo when its bytes are not a picture', async () => {
    const [page] = await pdfLines(
      await receiptPdf(doc({ payerName: 'Ngozi Adeyemi' }), SCHOOL, english, new Uint8Array([1, 2, 3])),
    );
    expect(page).toContain('Receipt no. 42');
  });

  it('in Polish: Polish words with their letters (ł, ś, ą…), names as written', async () => {
    const bytes = await receiptPdf(doc({}), SCHOOL, await documentI18n('pl'));
    const [page] = await pdfLines(bytes);
    const text = page!.join('\n');
    expect(page).toContain('Pokwitowanie nr 42');
    expect(text).toContain('Otrzymano od: Łucja Wiśniewska');
    expect(text).toContain('Data: pt., 2 paź 2026');
    expect(text).toContain('Gotówka'.toLowerCase());
    expect(text).toContain('Dziękujemy. Prosimy zachować to pokwitowanie.');
    expect(text).not.toContain('?');
    expect(text).not.toContain('\uFFFD');
  }, 30_000);

  it('in Arabic: the Arabic words in reading order, the names and numbers as written', async () => {
    const bytes = await receiptPdf(doc({ payerName: 'Ngozi Adeyemi' }), SCHOOL, await documentI18n('ar'));
    const [page] = await pdfLines(bytes);
    const text = page!.join('\n');
    expect(page).toContain('إيصال رقم 42');
    expect(text).toContain('استُلم من: Ngozi Adeyemi');
    expect(text).toContain('شكرًا لكم. يُرجى الاحتفاظ بهذا الإيصال.');
    expect(text).not.toContain('\uFFFD');
    // As drawn, left to right, the name keeps its own order beside the Arabic. (The glyphs of the letters' joined
    // forms have no entry of their own in pdf-lib's ToUnicode map: the line's /ActualText is what gives them back.)
    const [drawn] = await pdfLines(bytes, { drawn: true });
    expect(drawn!.join('\n')).toContain('Ngozi Adeyemi :');
  }, 30_000);
});
