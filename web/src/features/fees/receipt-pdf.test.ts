import { describe, expect, it } from 'vitest';
import { receiptDetails } from './receipt-pdf';

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
    expect(receiptDetails(receipt, { locale: 'en-GB' })).toEqual([
      'Date: Fri, 2 Oct 2026',
      'Received from: Ngozi Adeyemi',
      'For: Aisha Adeyemi, Ben Adeyemi',
      'Paid by: cash',
    ]);
  });
  it('a family with no guardian on file is named by its children', () => {
    expect(receiptDetails({ ...receipt, payerName: '', children: ['Ben Adeyemi'] }, { locale: 'en-GB' })[1]).toBe(
      'Received from: the family of Ben Adeyemi',
    );
  });
  it('a refund: paid out to the family, never "received from" or "paid by"', () => {
    const lines = receiptDetails(
      { ...receipt, kind: 'refund', method: 'bank transfer', reference: 'R1' },
      { locale: 'en-GB' },
    );
    expect(lines).toContain('Refunded to: Ngozi Adeyemi');
    expect(lines).toContain('Paid out by: bank transfer (ref. R1)');
    expect(lines.join(' ')).not.toMatch(/Received from|Paid by/);
  });
  it('a refund to a card says it went back to the card the money came from', () => {
    const lines = receiptDetails(
      { ...receipt, kind: 'refund', method: 'online', reference: 're_1' },
      { locale: 'en-GB' },
    );
    expect(lines).toContain('Paid out by: a refund to the card it was paid with online (ref. re_1)');
  });
});
