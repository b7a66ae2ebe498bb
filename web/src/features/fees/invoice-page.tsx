/**
 * One invoice's own page for the office: what it charges line by line, its instalments, every payment made on it with
 * its receipt, the credit note if it was voided, and its history; voiding it from here. Reads a bounded few
 * documents: the invoice, its payments (by id), its credit note and its latest 20 history entries.
 */
import { Badge, Box, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { PaymentDoc } from '@academy/shared/fees';
import { formatDate, formatDateTime, type SchoolLocale } from '@academy/shared/date-format';
import { Link as RouterLink } from 'react-router-dom';
import { useModuleRoute } from '@/components/routes/use-module-route';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { RefusedRead } from '@/components/ui/refused-read';
import { useSchoolLocale, useSchoolToday } from '@/lib/use-school';
import { Panel } from './fees-panel';
import { CreditNoteDownload, InvoiceStateBadge, money, ReceiptDownload, VoidInvoice } from './fees-parts';
import type { WithId } from './use-fees';
import { useInvoicePage, usePaymentReceipt } from './use-invoice-page';

/** The history entries' words: what happened to the invoice. */
const HAPPENED: Record<string, string> = {
  'invoice.voided': 'Voided',
  'invoice.lateFeeAdded': 'Late fee added',
  'invoice.draftDiscarded': 'Draft discarded',
};

/** One payment made on the invoice, with its own receipt to download. */
function PaymentLine(props: {
  schoolId: string;
  payment: WithId<PaymentDoc>;
  paidHere: number;
  currency: string;
  schoolLocale: SchoolLocale;
}) {
  const { payment: p, currency, schoolLocale } = props;
  const receipt = usePaymentReceipt(props.schoolId, p.id);
  return (
    <Stack as="li" gap="1">
      <Text>
        {formatDate(p.date, schoolLocale)}: {money(props.paidHere, currency)} of {money(p.amount, currency)} by{' '}
        {p.method}
        {p.reference ? ` (${p.reference})` : ''}, receipt {p.receiptNumber}
      </Text>
      {receipt ? <ReceiptDownload receipt={receipt} schoolLocale={schoolLocale} /> : null}
    </Stack>
  );
}

function InvoicePage({ schoolId, invoiceId, feesPath }: { schoolId: string; invoiceId: string; feesPath: string }) {
  const page = useInvoicePage(schoolId, invoiceId);
  const today = useSchoolToday(schoolId);
  const schoolLocale = useSchoolLocale(schoolId);
  if (page.loading) return <PageLoader label="Loading the invoice" />;
  const invoice = page.invoice;
  if (!invoice) return <NotFound homePath={feesPath} />;
  const m = (amount: number) => money(amount, invoice.currency);
  const paidHere = (p: PaymentDoc) => p.allocations.find((a) => a.invoiceId === invoiceId)?.amount ?? 0;
  // What the payments do not explain was paid from the family's credit when the invoice was made.
  const fromCredit = page.payments ? invoice.paid - page.payments.reduce((n, p) => n + paidHere(p), 0) : 0;
  return (
    <Stack gap="4" minW="0" maxW="100%">
      <Link asChild color="blue.700">
        <RouterLink to={feesPath}>← Invoices</RouterLink>
      </Link>
      <Box>
        <Heading as="h1" size="2xl">
          {invoice.studentName}: {invoice.scheduleName}
        </Heading>
        <HStack wrap="wrap" mt="1">
          <InvoiceStateBadge invoice={invoice} today={today} />
          <Text data-testid="invoice-summary">
            Total {m(invoice.total)} · paid {m(invoice.paid)} · still to pay {m(invoice.balance)}
          </Text>
        </HStack>
        <Link asChild color="blue.700">
          <RouterLink to={`${feesPath}/${invoice.familyId}`}>The family's fees and the desk</RouterLink>
        </Link>
        {invoice.status === 'void' ? <Text mt="1">Voided: {invoice.voidReason}</Text> : null}
      </Box>

      <Panel title="What it charges">
        <Table.ScrollArea maxW="100%">
          <Table.Root size="sm" aria-label="What the invoice charges">
            <Table.Body>
              {invoice.lines.map((l, n) => (
                <Table.Row key={n}>
                  <Table.Cell whiteSpace="normal">
                    {l.label}
                    {l.reason ? (
                      <Text as="span" color="gray.700">
                        {' '}
                        ({l.reason})
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{m(l.amount)}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row fontWeight="semibold">
                <Table.Cell>Total</Table.Cell>
                <Table.Cell textAlign="end">{m(invoice.total)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Panel>

      <Panel title="Instalments">
        <Stack as="ul" listStyleType="none" gap="1">
          {invoice.instalments.map((i, n) => (
            <li key={n}>
              Due {formatDate(i.dueDate, schoolLocale)}: {m(i.amount)}, paid {m(i.paid)}
              {i.paid >= i.amount ? (
                <Badge ms="2" colorPalette="green">
                  paid
                </Badge>
              ) : null}
            </li>
          ))}
        </Stack>
      </Panel>

      <Panel title="Payments on this invoice">
        {page.payments === undefined ? (
          <Text color="gray.700">Loading payments…</Text>
        ) : page.payments.length === 0 ? (
          <Text color="gray.700">No payment made on it{invoice.paid > 0 ? '' : ' yet'}.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {page.payments.map((p) => (
              <PaymentLine
                key={p.id}
                schoolId={schoolId}
                payment={p}
                paidHere={paidHere(p)}
                currency={invoice.currency}
                schoolLocale={schoolLocale}
              />
            ))}
          </Stack>
        )}
        {fromCredit > 0 ? (
          <Text mt="2" fontSize="sm" color="gray.700">
            Paid from family credit: {m(fromCredit)}.
          </Text>
        ) : null}
      </Panel>

      {page.creditNote ? (
        <Panel title="Credit note">
          <HStack wrap="wrap">
            <Text>
              Credit note {page.creditNote.number}, {formatDate(page.creditNote.date, schoolLocale)}:{' '}
              {m(page.creditNote.amount)} paid on it became family credit ({page.creditNote.reason}).
            </Text>
            <CreditNoteDownload note={page.creditNote} schoolLocale={schoolLocale} />
          </HStack>
        </Panel>
      ) : null}

      <Panel title="History">
        <Stack as="ul" listStyleType="none" gap="1">
          <li>
            {formatDateTime(invoice.createdAt, schoolLocale)}: made from the schedule {invoice.scheduleName}
          </li>
          {(page.payments ?? []).map((p) => (
            <li key={p.id}>
              {formatDateTime(p.createdAt, schoolLocale)}: {p.kind === 'refund' ? 'refund' : 'payment'} of{' '}
              {m(p.allocations.find((a) => a.invoiceId === invoiceId)?.amount ?? 0)} recorded (receipt {p.receiptNumber}
              )
            </li>
          ))}
          {[...(page.history ?? [])].reverse().map((h) => (
            <li key={h.id}>
              {h.at ? formatDateTime(h.at.toMillis(), schoolLocale) : ''}: {HAPPENED[h.action] ?? h.action}
              {h.actorEmail ? ` by ${h.actorEmail}` : ''}
              {h.after?.voidReason ? ` (${h.after.voidReason})` : ''}
            </li>
          ))}
          {page.history === undefined ? <Text color="gray.700">Loading history…</Text> : null}
        </Stack>
      </Panel>

      {invoice.status !== 'void' ? (
        <Panel title="Void this invoice">
          <Text mb="2" color="gray.700">
            A voided invoice is kept with its reason; what was paid on it becomes family credit with a credit note.
          </Text>
          <VoidInvoice invoice={invoice} />
        </Panel>
      ) : null}
    </Stack>
  );
}

/** /app/admin/fees/invoices/<id>: the office's, with the Fees module on. */
export function InvoiceRoute() {
  const { user, params, home, refusal } = useModuleRoute('Fees', ['Admin']);
  if (!user) return null;
  if (refusal) return refusal;
  const feesPath = `${home}/fees`;
  return (
    <RefusedRead key={params.invoiceId} fallback={<NotFound homePath={feesPath} />}>
      <InvoicePage schoolId={user.school_id} invoiceId={params.invoiceId ?? ''} feesPath={feesPath} />
    </RefusedRead>
  );
}
