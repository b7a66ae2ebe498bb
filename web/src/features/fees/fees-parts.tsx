/** Pieces the office's and the parents' fees views share: money, an invoice's state, a receipt's download. */
import { Badge, Button } from '@chakra-ui/react';
import { invoiceState, type InvoiceDoc, type InvoiceState, type ReceiptDoc } from '@academy/shared/fees';
import { formatMoney } from '@academy/shared/money';
import { useState } from 'react';
import { downloadReceipt } from './receipt-pdf';

export const money = (amount: number, currency: string) => formatMoney(amount, currency);

const STATE_COLOUR: Record<InvoiceState, string> = {
  draft: 'gray',
  issued: 'blue',
  'partly paid': 'orange',
  paid: 'green',
  overdue: 'red',
  void: 'gray',
};

export function InvoiceStateBadge({
  invoice,
  today,
}: {
  invoice: Pick<InvoiceDoc, 'status' | 'nextDueDate'>;
  today: string;
}) {
  const state = invoiceState(invoice, today);
  return (
    <Badge colorPalette={STATE_COLOUR[state]} data-testid="invoice-state">
      {state}
    </Badge>
  );
}

export function ReceiptDownload({ receipt }: { receipt: ReceiptDoc }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void downloadReceipt(receipt).finally(() => setBusy(false));
      }}
    >
      Download receipt {receipt.number} (PDF)
    </Button>
  );
}
