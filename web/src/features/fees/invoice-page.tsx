/**
 * One invoice's own page for the office: what it charges line by line, its instalments, every payment made on it with
 * its receipt, the credit note if it was voided, and its history; voiding it from here. Reads a bounded few
 * documents: the invoice, its payments (by id), its credit note and its latest 20 history entries.
 */
import { Badge, Box, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { PaymentDoc } from '@academy/shared/fees';
import { formatDate, formatDateTime, type SchoolLocale } from '@academy/shared/date-format';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { methodName } from './receipt-pdf';

function CreditNoteLine({
  number,
  date,
  amount,
  reason,
}: {
  number: number;
  date: string;
  amount: string;
  reason: string;
}) {
  return (
    <Trans>
      Credit note {number}, {date}: {amount} paid on it became family credit ({reason}).
    </Trans>
  );
}

/** The history entries' words: what happened to the invoice. */
const HAPPENED: Record<string, MessageDescriptor> = {
  'invoice.voided': msg`Voided`,
  'invoice.lateFeeAdded': msg`Late fee added`,
  'invoice.draftDiscarded': msg`Draft discarded`,
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
  const { i18n } = useLingui();
  const date = formatDate(p.date, schoolLocale);
  const here = money(props.paidHere, currency);
  const amount = money(p.amount, currency);
  const method = methodName(p.method, i18n);
  const reference = p.reference;
  const number = p.receiptNumber;
  return (
    <Stack as="li" gap="1">
      <Text>
        {reference ? (
          <Trans>
            {date}: {here} of {amount} by {method} ({reference}), receipt {number}
          </Trans>
        ) : (
          <Trans>
            {date}: {here} of {amount} by {method}, receipt {number}
          </Trans>
        )}
      </Text>
      {receipt ? <ReceiptDownload receipt={receipt} schoolLocale={schoolLocale} /> : null}
    </Stack>
  );
}

function InvoicePage({ schoolId, invoiceId, feesPath }: { schoolId: string; invoiceId: string; feesPath: string }) {
  const page = useInvoicePage(schoolId, invoiceId);
  const today = useSchoolToday(schoolId);
  const schoolLocale = useSchoolLocale(schoolId);
  const { t } = useLingui();
  if (page.loading) return <PageLoader label={t`Loading the invoice`} />;
  const invoice = page.invoice;
  if (!invoice) return <NotFound homePath={feesPath} />;
  const m = (amount: number) => money(amount, invoice.currency);
  const paidHere = (p: PaymentDoc) => p.allocations.find((a) => a.invoiceId === invoiceId)?.amount ?? 0;
  // What the payments do not explain was paid from the family's credit when the invoice was made.
  const fromCredit = page.payments ? invoice.paid - page.payments.reduce((n, p) => n + paidHere(p), 0) : 0;
  const total = m(invoice.total);
  const paid = m(invoice.paid);
  const balance = m(invoice.balance);
  const voidReason = invoice.voidReason;
  const credited = m(fromCredit);
  const scheduleName = invoice.scheduleName;
  const made = formatDateTime(invoice.createdAt, schoolLocale);
  const note = page.creditNote;
  return (
    <Stack gap="4" minW="0" maxW="100%">
      <Link asChild color="blue.700">
        <RouterLink to={feesPath}>
          <Trans>← Invoices</Trans>
        </RouterLink>
      </Link>
      <Box>
        <Heading as="h1" size="2xl">
          {invoice.studentName}: {invoice.scheduleName}
        </Heading>
        <HStack wrap="wrap" mt="1">
          <InvoiceStateBadge invoice={invoice} today={today} />
          <Text data-testid="invoice-summary">
            <Trans>
              Total {total} · paid {paid} · still to pay {balance}
            </Trans>
          </Text>
        </HStack>
        <Link asChild color="blue.700">
          <RouterLink to={`${feesPath}/${invoice.familyId}`}>
            <Trans>The family's fees and the desk</Trans>
          </RouterLink>
        </Link>
        {invoice.status === 'void' ? (
          <Text mt="1">
            <Trans>Voided: {voidReason}</Trans>
          </Text>
        ) : null}
      </Box>

      <Panel title={t`What it charges`}>
        <Table.ScrollArea maxW="100%">
          <Table.Root size="sm" aria-label={t`What the invoice charges`}>
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
                <Table.Cell>
                  <Trans>Total</Trans>
                </Table.Cell>
                <Table.Cell textAlign="end">{m(invoice.total)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Panel>

      <Panel title={t`Instalments`}>
        <Stack as="ul" listStyleType="none" gap="1">
          {invoice.instalments.map((i, n) => {
            const due = formatDate(i.dueDate, schoolLocale);
            const amount = m(i.amount);
            const paidPart = m(i.paid);
            return (
              <li key={n}>
                <Trans>
                  Due {due}: {amount}, paid {paidPart}
                </Trans>
                {i.paid >= i.amount ? (
                  <Badge ms="2" colorPalette="green">
                    <Trans>paid</Trans>
                  </Badge>
                ) : null}
              </li>
            );
          })}
        </Stack>
      </Panel>

      <Panel title={t`Payments on this invoice`}>
        {page.payments === undefined ? (
          <Text color="gray.700">
            <Trans>Loading payments…</Trans>
          </Text>
        ) : page.payments.length === 0 ? (
          <Text color="gray.700">
            {invoice.paid > 0 ? <Trans>No payment made on it.</Trans> : <Trans>No payment made on it yet.</Trans>}
          </Text>
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
            <Trans>Paid from family credit: {credited}.</Trans>
          </Text>
        ) : null}
      </Panel>

      {note ? (
        <Panel title={t`Credit note`}>
          <HStack wrap="wrap">
            <Text>
              <CreditNoteLine
                number={note.number}
                date={formatDate(note.date, schoolLocale)}
                amount={m(note.amount)}
                reason={note.reason}
              />
            </Text>
            <CreditNoteDownload note={note} schoolLocale={schoolLocale} />
          </HStack>
        </Panel>
      ) : null}

      <Panel title={t`History`}>
        <Stack as="ul" listStyleType="none" gap="1">
          <li>
            <Trans>
              {made}: made from the schedule {scheduleName}
            </Trans>
          </li>
          {(page.payments ?? []).map((p) => {
            const when = formatDateTime(p.createdAt, schoolLocale);
            const amount = m(p.allocations.find((a) => a.invoiceId === invoiceId)?.amount ?? 0);
            const number = p.receiptNumber;
            return (
              <li key={p.id}>
                {p.kind === 'refund' ? (
                  <Trans>
                    {when}: refund of {amount} recorded (receipt {number})
                  </Trans>
                ) : (
                  <Trans>
                    {when}: payment of {amount} recorded (receipt {number})
                  </Trans>
                )}
              </li>
            );
          })}
          {[...(page.history ?? [])].reverse().map((h) => {
            const when = h.at ? formatDateTime(h.at.toMillis(), schoolLocale) : '';
            const known = HAPPENED[h.action];
            const what = known ? t(known) : h.action;
            const who = h.actorEmail;
            const why = h.after?.voidReason;
            return (
              <li key={h.id}>
                {who && why ? (
                  <Trans>
                    {when}: {what} by {who} ({why})
                  </Trans>
                ) : who ? (
                  <Trans>
                    {when}: {what} by {who}
                  </Trans>
                ) : why ? (
                  <Trans>
                    {when}: {what} ({why})
                  </Trans>
                ) : (
                  <Trans>
                    {when}: {what}
                  </Trans>
                )}
              </li>
            );
          })}
          {page.history === undefined ? (
            <Text color="gray.700">
              <Trans>Loading history…</Trans>
            </Text>
          ) : null}
        </Stack>
      </Panel>

      {invoice.status !== 'void' ? (
        <Panel title={t`Void this invoice`}>
          <Text mb="2" color="gray.700">
            <Trans>
              A voided invoice is kept with its reason; what was paid on it becomes family credit with a credit note.
            </Trans>
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
