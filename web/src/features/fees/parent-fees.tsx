/** What a parent sees of fees: open invoices and instalments with what is due when, the family balance, receipts. */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { cartKeyFor, type InvoiceDoc, payableNow } from '@academy/shared/fees';
import type { Student } from '@academy/shared/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { PanelSkeleton } from '@/components/ui/panel-card';
import { RefusedRead } from '@/components/ui/refused-read';
import { paths } from '@/config/paths';
import { useCart } from '@/lib/cart-store';
import { CreditNoteDownload, InvoiceStateBadge, money, ReceiptDownload } from './fees-parts';
import { Panel } from './fees-screen';
import { useSchoolLocale, useSchoolToday } from '@/lib/use-school';
import { useParentFees, useSettledInvoices, type WithId } from './use-fees';

function AddToCart({
  invoice,
  instalment,
  schoolLocale,
}: {
  invoice: WithId<InvoiceDoc>;
  instalment?: number;
  schoolLocale: SchoolLocale;
}) {
  const { t } = useLingui();
  const { cart, add } = useCart();
  const key = cartKeyFor(invoice.id, instalment);
  const part = instalment === undefined ? undefined : invoice.instalments[instalment];
  const price = payableNow(invoice, instalment);
  if (price === 0) return null;
  const student = invoice.studentName;
  const schedule = invoice.scheduleName;
  const due = part ? formatDate(part.dueDate, schoolLocale) : '';
  const name = part ? t`${student}: ${schedule}, due ${due}` : t`${student}: ${schedule}, balance`;
  if (cart[key])
    return (
      <Button asChild size="xs" variant="outline">
        <RouterLink to={paths.cart}>
          <Trans>In your cart</Trans>
        </RouterLink>
      </Button>
    );
  return (
    <Button
      size="xs"
      colorPalette="blue"
      aria-label={t`Add to cart: ${name}`}
      onClick={() => add(key, { name, price, currency: invoice.currency })}
    >
      <Trans>Add to cart</Trans>
    </Button>
  );
}

/** An invoice's card: whose and what for, with its state, then what the caller puts under it. */
function InvoiceCard({
  invoice,
  today,
  testId,
  children,
}: {
  invoice: WithId<InvoiceDoc>;
  today: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={testId}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="medium">
          {invoice.studentName}: {invoice.scheduleName}
        </Text>
        <InvoiceStateBadge invoice={invoice} today={today} />
      </HStack>
      {children}
    </Box>
  );
}

function FeesView({ user, studentId }: { user: UserRecord; studentId?: string }) {
  const { loading, invoices, families, receipts, creditNotes } = useParentFees(user.school_id, user.uid, studentId);
  const today = useSchoolToday(user.school_id);
  const schoolLocale = useSchoolLocale(user.school_id);
  const { t } = useLingui();
  if (loading) return <PanelSkeleton label={t`Loading fees`} />;
  return (
    <Stack gap="3">
      {families.map((f) => {
        const outstanding = money(f.outstanding, f.currency);
        const credit = money(f.credit, f.currency);
        return (
          <Text key={f.id} data-testid="family-balance">
            {f.credit > 0 ? (
              <Trans>
                Family balance: {outstanding} to pay, {credit} credit
              </Trans>
            ) : (
              <Trans>Family balance: {outstanding} to pay</Trans>
            )}
          </Text>
        );
      })}
      {invoices.length === 0 ? (
        <Text color="gray.700">
          <Trans>Nothing to pay.</Trans>
        </Text>
      ) : null}
      {invoices.map((invoice) => (
        <InvoiceCard key={invoice.id} invoice={invoice} today={today} testId="open-invoice">
          <Text>
            <StillToPay invoice={invoice} />
          </Text>
          <Stack as="ul" listStyleType="none" gap="1" mt="2">
            {invoice.instalments.map((part, n) =>
              payableNow(invoice, n) > 0 ? (
                <li key={part.dueDate}>
                  <HStack justify="space-between" wrap="wrap">
                    <Text>
                      <DueOn
                        amount={money(payableNow(invoice, n), invoice.currency)}
                        date={formatDate(part.dueDate, schoolLocale)}
                      />
                    </Text>
                    {invoice.instalments.length > 1 ? (
                      <AddToCart invoice={invoice} instalment={n} schoolLocale={schoolLocale} />
                    ) : null}
                  </HStack>
                </li>
              ) : null,
            )}
          </Stack>
          {invoice.instalments.length === 1 ? <AddToCart invoice={invoice} schoolLocale={schoolLocale} /> : null}
        </InvoiceCard>
      ))}
      {studentId ? <SettledInvoices user={user} studentId={studentId} today={today} /> : null}
      {creditNotes.length > 0 ? (
        <Stack gap="1" align="start">
          <Text fontWeight="medium">
            <Trans>Credit notes</Trans>
          </Text>
          {creditNotes.map((n) => {
            const date = formatDate(n.date, schoolLocale);
            const amount = money(n.amount, n.currency);
            const reason = n.reason;
            return (
              <HStack key={n.id} wrap="wrap">
                <Text>
                  <Trans>
                    {date}: {amount} credited ({reason})
                  </Trans>
                </Text>
                <CreditNoteDownload note={n} schoolLocale={schoolLocale} />
              </HStack>
            );
          })}
        </Stack>
      ) : null}
      {receipts.length > 0 ? (
        <Stack gap="1" align="start">
          <Text fontWeight="medium">
            <Trans>Receipts</Trans>
          </Text>
          {receipts.map((r) => (
            <HStack key={r.id} wrap="wrap">
              <Text>
                {formatDate(r.date, schoolLocale)}: {money(r.amount, r.currency)}
              </Text>
              <ReceiptDownload receipt={r} schoolLocale={schoolLocale} />
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A child's latest paid and void invoices, after the open ones: each with its state, and nothing to pay. */
function SettledInvoices({ user, studentId, today }: { user: UserRecord; studentId: string; today: string }) {
  const { rows } = useSettledInvoices(user.school_id, user.uid, studentId);
  if (rows.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="medium">
        <Trans>Paid and cancelled</Trans>
      </Text>
      {rows.map((invoice) => {
        const reason = invoice.voidReason;
        const total = money(invoice.total, invoice.currency);
        return (
          <InvoiceCard key={invoice.id} invoice={invoice} today={today} testId="settled-invoice">
            <Text color="gray.700">
              {invoice.status !== 'void' ? (
                <Trans>{total} paid in full.</Trans>
              ) : reason ? (
                <Trans>Cancelled by the school: {reason}. Nothing is owed on it.</Trans>
              ) : (
                <Trans>Cancelled by the school. Nothing is owed on it.</Trans>
              )}
            </Text>
          </InvoiceCard>
        );
      })}
    </Stack>
  );
}

/** What an invoice leaves to pay, of its total. */
function StillToPay({ invoice }: { invoice: WithId<InvoiceDoc> }) {
  const balance = money(invoice.balance, invoice.currency);
  const total = money(invoice.total, invoice.currency);
  return (
    <Trans>
      {balance} of {total} still to pay
    </Trans>
  );
}

function DueOn({ amount, date }: { amount: string; date: string }) {
  return (
    <Trans>
      {amount} due {date}
    </Trans>
  );
}

function NotShown() {
  return (
    <Text color="gray.700">
      <Trans>Fees are not shown to this account.</Trans>
    </Text>
  );
}

/** On the parent's page of one child. */
export function ChildFeesPanel({ user, student }: { user: UserRecord; student: Student }) {
  const { t } = useLingui();
  return (
    <Panel title={t`Fees`}>
      <RefusedRead fallback={<NotShown />}>
        <FeesView user={user} studentId={student.id} />
      </RefusedRead>
    </Panel>
  );
}

/** On the parent's dashboard: every child's open fees. */
export function ParentFeesPanel({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  return (
    <Panel title={t`Fees`}>
      <RefusedRead fallback={<NotShown />}>
        <FeesView user={user} />
      </RefusedRead>
    </Panel>
  );
}
