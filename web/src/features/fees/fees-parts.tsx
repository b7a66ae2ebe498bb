/**
 * Pieces the office's and the parents' fees views share: money, an invoice's state, voiding (or discarding a draft),
 * receipts' and credit notes' PDFs.
 */
import { Badge, Button, Input, Stack, Text } from '@chakra-ui/react';
import {
  type CreditNoteDoc,
  invoiceState,
  type InvoiceDoc,
  type InvoiceState,
  type ReceiptDoc,
} from '@academy/shared/fees';
import type { SchoolLocale } from '@academy/shared/date-format';
import { formatMoney } from '@academy/shared/money';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { schoolLogoBytes } from '@/lib/school-logo';
import { useSession } from '@/lib/session';
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

/** An invoice's state in words. */
export const STATE_NAME: Record<InvoiceState, MessageDescriptor> = {
  draft: msg`draft`,
  issued: msg`issued`,
  'partly paid': msg`partly paid`,
  paid: msg`paid`,
  overdue: msg`overdue`,
  void: msg`void`,
};

export function InvoiceStateBadge({
  invoice,
  today,
}: {
  invoice: Pick<InvoiceDoc, 'status' | 'nextDueDate'>;
  today: string;
}) {
  const { t } = useLingui();
  const state = invoiceState(invoice, today);
  return (
    <Badge colorPalette={STATE_COLOUR[state]} data-testid="invoice-state">
      {t(STATE_NAME[state])}
    </Badge>
  );
}

/** A button that makes a PDF in the browser and saves it. */
function PdfDownload({
  label,
  make,
  fileName,
}: {
  label: string;
  /** Makes the PDF with the school's logo, when it has one. */
  make: (logo: Uint8Array | null) => Promise<Uint8Array>;
  fileName: string;
}) {
  const [busy, setBusy] = useState(false);
  const session = useSession();
  const schoolId = session.status === 'signed-in' ? session.claims?.school_id : undefined;
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      onClick={() => {
        setBusy(true);
        const logo = schoolId ? schoolLogoBytes(schoolId) : Promise.resolve(null);
        void downloadPdf(logo.then(make), fileName).finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

export function ReceiptDownload({ receipt, schoolLocale }: { receipt: ReceiptDoc; schoolLocale: SchoolLocale }) {
  const { t, i18n } = useLingui();
  const number = receipt.number;
  return (
    <PdfDownload
      label={t`Download receipt ${number} (PDF)`}
      make={(logo) => receiptPdf(receipt, schoolLocale, i18n, logo)}
      fileName={`receipt-${receipt.number}.pdf`}
    />
  );
}

export function CreditNoteDownload({ note, schoolLocale }: { note: CreditNoteDoc; schoolLocale: SchoolLocale }) {
  const { t, i18n } = useLingui();
  const number = note.number;
  return (
    <PdfDownload
      label={t`Download credit note ${number} (PDF)`}
      make={(logo) => creditNotePdf(note, schoolLocale, i18n, logo)}
      fileName={`credit-note-${note.number}.pdf`}
    />
  );
}

/** Voids an issued invoice with a reason; a draft, which charged nobody, is discarded instead. */
export function VoidInvoice({ invoice }: { invoice: InvoiceDoc & { id: string } }) {
  const { t } = useLingui();
  const draft = invoice.status === 'draft';
  const student = invoice.studentName;
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const { outcome, busy, submit } = useSubmission(
    errorMessage(draft ? t`The draft was not discarded.` : t`The invoice was not voided.`),
  );
  if (!asking)
    return (
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setAsking(true)}>
        {draft ? <Trans>Discard…</Trans> : <Trans>Void…</Trans>}
      </Button>
    );
  return (
    <Stack gap="1" minW="14rem">
      <Input
        size="sm"
        aria-label={draft ? t`Reason to discard ${student}'s draft` : t`Reason to void ${student}'s invoice`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button
        size="xs"
        colorPalette="red"
        loading={busy}
        disabled={!reason.trim()}
        onClick={() =>
          void submit(async () => (await callApi('voidInvoice', { invoiceId: invoice.id, reason })).message)
        }
      >
        {draft ? <Trans>Discard draft</Trans> : <Trans>Void invoice</Trans>}
      </Button>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

/** An invoice's discounts and scholarships, each with its reason, under the invoice's name. */
export function DiscountLines({ invoice }: { invoice: Pick<InvoiceDoc, 'lines' | 'currency'> }) {
  return invoice.lines
    .filter((l) => l.amount < 0)
    .map((l) => (
      <Text key={l.label} fontSize="sm" color="gray.700">
        {l.label} {money(l.amount, invoice.currency)} ({l.reason})
      </Text>
    ));
}
