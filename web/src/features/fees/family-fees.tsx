/** The desk's page of one family: what is owed, take the money, print the receipt; void an invoice with a reason. */
import { Box, Button, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import { DESK_METHODS, type InvoiceDoc } from '@academy/shared/fees';
import { parseMoney } from '@academy/shared/money';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DetailScreenProps } from '@/components/records/screen-props';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import {
  CreditNoteDownload,
  DiscountLines,
  InvoiceStateBadge,
  money,
  ReceiptDownload,
  VoidInvoice,
} from './fees-parts';
import { Panel } from './fees-screen';
import { invoicePath } from './invoice-list';
import { useSchoolLocale, useSchoolToday } from '@/lib/use-school';
import { useFamily, useFamilyCreditNotes, useFamilyInvoices, useFamilyReceipts, type WithId } from './use-fees';
import { useFamilyCardRefunds } from './use-card-refunds';
import { CardRefundsPanel, RefundToCard } from './card-refunds';

const newKey = () => crypto.randomUUID();

function TakePayment({
  familyId,
  currency,
  open,
  today,
}: {
  familyId: string;
  currency: string;
  open: WithId<InvoiceDoc>[];
  today: string;
}) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<(typeof DESK_METHODS)[number]>('cash');
  const [reference, setReference] = useState('');
  const [invoiceId, setInvoiceId] = useState('');
  // One key per payment being taken: a double click or a retry sends the same key and records one payment.
  const [key, setKey] = useState(newKey);
  const { outcome, busy, submit } = useSubmission(errorMessage('The payment was not recorded.'));
  const minor = parseMoney(amount, currency);
  return (
    <Panel title="Take a payment">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (minor === null || minor <= 0) return;
          void submit(async () => {
            const result = await callApi('recordPayment', {
              idempotencyKey: key,
              familyId,
              amount: minor,
              method,
              reference,
              date: today,
              ...(invoiceId ? { invoiceId } : {}),
            });
            setKey(newKey());
            setAmount('');
            setReference('');
            return result.message;
          });
        }}
      >
        <Stack gap="3">
          <FormField
            label={`Amount (${currency})`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amount && (minor === null || minor <= 0) ? 'Enter an amount such as 250.00.' : null}
            required
          />
          <Field.Root>
            <Field.Label>Method</Field.Label>
            <SelectField
              value={method}
              onChange={(v) => setMethod(v as (typeof DESK_METHODS)[number])}
              options={DESK_METHODS.map((m) => ({ value: m, label: m[0]!.toUpperCase() + m.slice(1) }))}
            />
          </Field.Root>
          <FormField label="Reference" value={reference} onChange={(e) => setReference(e.target.value)} />
          <Field.Root>
            <Field.Label>Pay towards</Field.Label>
            <SelectField
              value={invoiceId}
              onChange={setInvoiceId}
              options={[
                { value: '', label: 'Oldest invoices first' },
                ...open.map((i) => ({ value: i.id, label: `${i.studentName}: ${i.scheduleName}` })),
              ]}
            />
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={busy} disabled={minor === null || minor <= 0}>
            Record payment
          </Button>
          <FormStatus outcome={outcome} />
        </Stack>
      </form>
    </Panel>
  );
}

export function FamilyFees({ schoolId, id, basePath }: DetailScreenProps) {
  const { loading, family } = useFamily(schoolId, id);
  const invoices = useFamilyInvoices(schoolId, id);
  const receipts = useFamilyReceipts(schoolId, id);
  const creditNotes = useFamilyCreditNotes(schoolId, id);
  const cardRefunds = useFamilyCardRefunds(schoolId, id);
  const today = useSchoolToday(schoolId);
  const schoolLocale = useSchoolLocale(schoolId);
  if (loading) return <PageLoader label="Loading the family" />;
  if (!family) return <NotFound />;
  const open = invoices.rows
    .filter((i) => i.status === 'issued' || i.status === 'partly paid')
    .sort((a, b) => (a.nextDueDate ?? '').localeCompare(b.nextDueDate ?? ''));
  return (
    <Stack gap="4" minW="0" maxW="100%">
      <Box>
        <Heading as="h1" size="2xl">
          {family.label}
        </Heading>
        <Text data-testid="family-balance">
          Owes {money(family.outstanding, family.currency)} · credit {money(family.credit, family.currency)}
          {family.creditHeld ? ` (${money(family.creditHeld, family.currency)} of it on its way back to a card)` : ''}
        </Text>
      </Box>
      <TakePayment familyId={id} currency={family.currency} open={open} today={today} />
      <Panel title="Receipts">
        {receipts.loading ? <Text color="gray.700">Loading receipts…</Text> : null}
        {!receipts.loading && receipts.rows.length === 0 ? <Text color="gray.700">No receipts yet.</Text> : null}
        <Stack gap="2" align="start">
          {receipts.rows.map((r) => (
            <Stack key={r.id} gap="1">
              <HStack wrap="wrap">
                <Text>
                  {formatDate(r.date, schoolLocale)}: {r.kind === 'refund' ? 'refund of ' : ''}
                  {money(r.amount, r.currency)}{' '}
                  {r.method === 'online' ? (r.kind === 'refund' ? 'to the card' : 'paid online') : `by ${r.method}`}
                </Text>
                <ReceiptDownload receipt={r} schoolLocale={schoolLocale} />
              </HStack>
              {cardRefunds.loading ? null : <RefundToCard receipt={r} family={family} refunds={cardRefunds.rows} />}
            </Stack>
          ))}
        </Stack>
      </Panel>
      <CardRefundsPanel rows={cardRefunds.rows} schoolLocale={schoolLocale} />
      {creditNotes.rows.length > 0 ? (
        <Panel title="Credit notes">
          <Stack gap="2" align="start">
            {creditNotes.rows.map((n) => (
              <HStack key={n.id} wrap="wrap">
                <Text>
                  {formatDate(n.date, schoolLocale)}: {money(n.amount, n.currency)} credited from {n.studentName}:{' '}
                  {n.scheduleName} ({n.reason})
                </Text>
                <CreditNoteDownload note={n} schoolLocale={schoolLocale} />
              </HStack>
            ))}
          </Stack>
        </Panel>
      ) : null}
      <Panel title="Invoices">
        {invoices.loading ? <Text color="gray.700">Loading invoices…</Text> : null}
        {!invoices.loading && invoices.rows.length === 0 ? <Text color="gray.700">No invoices yet.</Text> : null}
        {/* One invoice to a line, what it owes and its action under it: nothing scrolls sideways on a phone. */}
        <Stack as="ul" listStyleType="none" gap="3" aria-label="The family's invoices">
          {invoices.rows.map((i) => (
            <Stack
              as="li"
              key={i.id}
              gap="1"
              borderBottomWidth="1px"
              pb="2"
              aria-label={`${i.studentName}: ${i.scheduleName}`}
            >
              <HStack wrap="wrap" gap="2">
                <RouterLink to={invoicePath(basePath, i.id)}>
                  <Text as="span" color="blue.700" textDecoration="underline">
                    {i.studentName}: {i.scheduleName}
                  </Text>
                </RouterLink>
                <InvoiceStateBadge invoice={i} today={today} />
              </HStack>
              <Text fontSize="sm">
                Total {money(i.total, i.currency)} · still to pay {money(i.balance, i.currency)}
              </Text>
              <DiscountLines invoice={i} />
              {i.status === 'void' ? (
                <Text fontSize="sm" color="gray.700">
                  Voided: {i.voidReason}
                </Text>
              ) : (
                <Box>
                  <VoidInvoice invoice={i} />
                </Box>
              )}
            </Stack>
          ))}
        </Stack>
      </Panel>
    </Stack>
  );
}
