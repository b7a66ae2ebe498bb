/** The desk's page of one family: what is owed, take the money, print the receipt; void an invoice with a reason. */
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import { DESK_METHODS, type InvoiceDoc } from '@academy/shared/fees';
import { parseMoney } from '@academy/shared/money';
import { useState } from 'react';
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
import { useSchoolLocale, useSchoolToday } from '@/lib/use-school';
import { useFamily, useFamilyCreditNotes, useFamilyInvoices, useFamilyReceipts, type WithId } from './use-fees';

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
          <SelectField
            aria-label="Method"
            value={method}
            onChange={(v) => setMethod(v as (typeof DESK_METHODS)[number])}
            options={DESK_METHODS.map((m) => ({ value: m, label: m[0]!.toUpperCase() + m.slice(1) }))}
          />
          <FormField label="Reference" value={reference} onChange={(e) => setReference(e.target.value)} />
          <SelectField
            aria-label="Pay towards"
            value={invoiceId}
            onChange={setInvoiceId}
            options={[
              { value: '', label: 'Oldest invoices first' },
              ...open.map((i) => ({ value: i.id, label: `${i.studentName}: ${i.scheduleName}` })),
            ]}
          />
          <Button type="submit" colorPalette="blue" loading={busy} disabled={minor === null || minor <= 0}>
            Record payment
          </Button>
          <FormStatus outcome={outcome} />
        </Stack>
      </form>
    </Panel>
  );
}

export function FamilyFees({ schoolId, id }: DetailScreenProps) {
  const { loading, family } = useFamily(schoolId, id);
  const invoices = useFamilyInvoices(schoolId, id);
  const receipts = useFamilyReceipts(schoolId, id);
  const creditNotes = useFamilyCreditNotes(schoolId, id);
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
        <Heading as="h2" size="lg">
          {family.label}
        </Heading>
        <Text data-testid="family-balance">
          Owes {money(family.outstanding, family.currency)} · credit {money(family.credit, family.currency)}
        </Text>
      </Box>
      <TakePayment familyId={id} currency={family.currency} open={open} today={today} />
      <Panel title="Receipts">
        {receipts.rows.length === 0 ? <Text color="gray.700">No receipts yet.</Text> : null}
        <Stack gap="2" align="start">
          {receipts.rows.map((r) => (
            <HStack key={r.id} wrap="wrap">
              <Text>
                {formatDate(r.date, schoolLocale)}: {money(r.amount, r.currency)} by {r.method}
              </Text>
              <ReceiptDownload receipt={r} schoolLocale={schoolLocale} />
            </HStack>
          ))}
        </Stack>
      </Panel>
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
        <Table.ScrollArea maxW="100%" position="relative" tabIndex={0}>
          <Table.Root size="sm" aria-label="The family's invoices">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                <Table.ColumnHeader>State</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Still to pay</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Box as="span" srOnly>
                    Actions
                  </Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoices.rows.map((i) => (
                <Table.Row key={i.id}>
                  <Table.Cell whiteSpace="normal" minW="12rem">
                    {i.studentName}: {i.scheduleName}
                    <DiscountLines invoice={i} />
                    {i.status === 'void' ? (
                      <Text fontSize="sm" color="gray.700">
                        Voided: {i.voidReason}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <InvoiceStateBadge invoice={i} today={today} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{money(i.total, i.currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(i.balance, i.currency)}</Table.Cell>
                  <Table.Cell>{i.status !== 'void' ? <VoidInvoice invoice={i} /> : null}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Panel>
    </Stack>
  );
}
