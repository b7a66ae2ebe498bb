/** The desk's page of one family: what is owed, take the money, print the receipt; void an invoice with a reason. */
import { Box, Button, Field, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@academy/shared/date-format';
import { DESK_METHODS, type InvoiceDoc, type ReceiptDoc } from '@academy/shared/fees';
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
import { methodName } from './receipt-pdf';
import { Trans, useLingui } from '@lingui/react/macro';

const newKey = () => crypto.randomUUID();

/** An invoice by its child and its fee: names as the school wrote them. */
const invoiceName = (i: Pick<InvoiceDoc, 'studentName' | 'scheduleName'>) => `${i.studentName}: ${i.scheduleName}`;

function FamilyBalance({ owes, credit, held }: { owes: string; credit: string; held: string }) {
  return held ? (
    <Trans>
      Owes {owes} · credit {credit} ({held} of it on its way back to a card)
    </Trans>
  ) : (
    <Trans>
      Owes {owes} · credit {credit}
    </Trans>
  );
}

function ReceiptLine({
  date,
  amount,
  kind,
  method,
}: {
  date: string;
  amount: string;
  kind: ReceiptDoc['kind'];
  method: ReceiptDoc['method'];
}) {
  const { i18n } = useLingui();
  const by = methodName(method, i18n);
  if (method === 'online')
    return kind === 'refund' ? (
      <Trans>
        {date}: refund of {amount} to the card
      </Trans>
    ) : (
      <Trans>
        {date}: {amount} paid online
      </Trans>
    );
  return kind === 'refund' ? (
    <Trans>
      {date}: refund of {amount} by {by}
    </Trans>
  ) : (
    <Trans>
      {date}: {amount} by {by}
    </Trans>
  );
}

function TotalAndBalance({ total, balance }: { total: string; balance: string }) {
  return (
    <Trans>
      Total {total} · still to pay {balance}
    </Trans>
  );
}

function Voided({ reason }: { reason: string }) {
  return <Trans>Voided: {reason}</Trans>;
}

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
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<(typeof DESK_METHODS)[number]>('cash');
  const [reference, setReference] = useState('');
  const [invoiceId, setInvoiceId] = useState('');
  // One key per payment being taken: a double click or a retry sends the same key and records one payment.
  const [key, setKey] = useState(newKey);
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The payment was not recorded.`));
  const minor = parseMoney(amount, currency);
  return (
    <Panel title={t`Take a payment`}>
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
            label={t`Amount (${currency})`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amount && (minor === null || minor <= 0) ? t`Enter an amount such as 250.00.` : null}
            required
          />
          <Field.Root>
            <Field.Label>
              <Trans>Method</Trans>
            </Field.Label>
            <SelectField
              value={method}
              onChange={(v) => setMethod(v as (typeof DESK_METHODS)[number])}
              options={DESK_METHODS.map((m) => {
                const name = methodName(m, i18n);
                return { value: m, label: name[0]!.toLocaleUpperCase(i18n.locale) + name.slice(1) };
              })}
            />
          </Field.Root>
          <FormField label={t`Reference`} value={reference} onChange={(e) => setReference(e.target.value)} />
          <Field.Root>
            <Field.Label>
              <Trans>Pay towards</Trans>
            </Field.Label>
            <SelectField
              value={invoiceId}
              onChange={setInvoiceId}
              options={[
                { value: '', label: t`Oldest invoices first` },
                ...open.map((i) => ({ value: i.id, label: invoiceName(i) })),
              ]}
            />
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={busy} disabled={minor === null || minor <= 0}>
            <Trans>Record payment</Trans>
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
  const { t } = useLingui();
  if (loading) return <PageLoader label={t`Loading the family`} />;
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
          <FamilyBalance
            owes={money(family.outstanding, family.currency)}
            credit={money(family.credit, family.currency)}
            held={family.creditHeld ? money(family.creditHeld, family.currency) : ''}
          />
        </Text>
      </Box>
      <TakePayment familyId={id} currency={family.currency} open={open} today={today} />
      <Panel title={t`Receipts`}>
        {receipts.loading ? (
          <Text color="gray.700">
            <Trans>Loading receipts…</Trans>
          </Text>
        ) : null}
        {!receipts.loading && receipts.rows.length === 0 ? (
          <Text color="gray.700">
            <Trans>No receipts yet.</Trans>
          </Text>
        ) : null}
        <Stack gap="2" align="start">
          {receipts.rows.map((r) => (
            <Stack key={r.id} gap="1">
              <HStack wrap="wrap">
                <Text>
                  <ReceiptLine
                    date={formatDate(r.date, schoolLocale)}
                    amount={money(r.amount, r.currency)}
                    kind={r.kind}
                    method={r.method}
                  />
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
        <Panel title={t`Credit notes`}>
          <Stack gap="2" align="start">
            {creditNotes.rows.map((n) => {
              const date = formatDate(n.date, schoolLocale);
              const amount = money(n.amount, n.currency);
              const student = n.studentName;
              const schedule = n.scheduleName;
              const reason = n.reason;
              return (
                <HStack key={n.id} wrap="wrap">
                  <Text>
                    <Trans>
                      {date}: {amount} credited from {student}: {schedule} ({reason})
                    </Trans>
                  </Text>
                  <CreditNoteDownload note={n} schoolLocale={schoolLocale} />
                </HStack>
              );
            })}
          </Stack>
        </Panel>
      ) : null}
      <Panel title={t`Invoices`}>
        {invoices.loading ? (
          <Text color="gray.700">
            <Trans>Loading invoices…</Trans>
          </Text>
        ) : null}
        {!invoices.loading && invoices.rows.length === 0 ? (
          <Text color="gray.700">
            <Trans>No invoices yet.</Trans>
          </Text>
        ) : null}
        {/* One invoice to a line, what it owes and its action under it: nothing scrolls sideways on a phone. */}
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t`The family's invoices`}>
          {invoices.rows.map((i) => (
            <Stack as="li" key={i.id} gap="1" borderBottomWidth="1px" pb="2" aria-label={invoiceName(i)}>
              <HStack wrap="wrap" gap="2">
                <RouterLink to={invoicePath(basePath, i.id)}>
                  <Text as="span" color="blue.700" textDecoration="underline">
                    {i.studentName}: {i.scheduleName}
                  </Text>
                </RouterLink>
                <InvoiceStateBadge invoice={i} today={today} />
              </HStack>
              <Text fontSize="sm">
                <TotalAndBalance total={money(i.total, i.currency)} balance={money(i.balance, i.currency)} />
              </Text>
              <DiscountLines invoice={i} />
              {i.status === 'void' ? (
                <Text fontSize="sm" color="gray.700">
                  <Voided reason={i.voidReason ?? ''} />
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
