/** Pieces the office's and the parents' fees views share: money, an invoice's state, receipts' and credit notes' PDFs. */
import { Badge, Button } from '@chakra-ui/react';
import {
  type CreditNoteDoc,
  invoiceState,
  type InvoiceDoc,
  type InvoiceState,
  type ReceiptDoc,
} from '@academy/shared/fees';
import { formatMoney } from '@academy/shared/money';
import { useState } from 'react';
import { creditNotePdf, downloadPdf, receiptPdf } from './receipt-pdf';

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

/** A button that makes a PDF in the browser and saves it. */
function PdfDownload({ label, make, fileName }: { label: string; make: () => Promise<Uint8Array>; fileName: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void downloadPdf(make(), fileName).finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

export function ReceiptDownload({ receipt }: { receipt: ReceiptDoc }) {
  return (
    <PdfDownload
      label={`Download receipt ${receipt.number} (PDF)`}
      make={() => receiptPdf(receipt)}
      fileName={`receipt-${receipt.number}.pdf`}
    />
  );
}

export function CreditNoteDownload({ note }: { note: CreditNoteDoc }) {
  return (
    <PdfDownload
      label={`Download credit note ${note.number} (PDF)`}
      make={() => creditNotePdf(note)}
      fileName={`credit-note-${note.number}.pdf`}
    />
  );
}
