/**
 * The desk pays a family's credit back to the card of one of its online payments, and follows each refund until the
 * card provider confirms it (refunded, with its receipt) or refuses it (the credit is the family's again).
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, type SchoolLocale } from '@academy/shared/date-format';
import { type CardRefundDoc, type FamilyDoc, freeCredit, type ReceiptDoc } from '@academy/shared/fees';
import { currencyDigits, parseMoney } from '@academy/shared/money';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { csvAmount } from './csv-download';
import { money } from './fees-parts';
import { Panel } from './fees-panel';

type Refund = CardRefundDoc & { id: string };

/** What of an online payment can still go back to its card: its amount less the refunds that did not fail. */
export function leftToRefund(receipt: Pick<ReceiptDoc, 'paymentId' | 'amount'>, refunds: readonly Refund[]) {
  const gone = refunds
    .filter((r) => r.paymentId === receipt.paymentId && r.state !== 'failed')
    .reduce((n, r) => n + r.amount, 0);
  return receipt.amount - gone;
}

const newKey = () => crypto.randomUUID();

/** Under an online payment's receipt: *Refund to card…*, then the amount (at most what can go back) and a reason. */
export function RefundToCard({
  receipt,
  family,
  refunds,
}: {
  receipt: ReceiptDoc;
  family: FamilyDoc;
  refunds: readonly Refund[];
}) {
  const most = Math.max(0, Math.min(leftToRefund(receipt, refunds), freeCredit(family)));
  const [asking, setAsking] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per refund being asked for: a double click or a retry asks the provider once.
  const [key, setKey] = useState(newKey);
  const { outcome, busy, submit } = useSubmission(errorMessage('The refund was not made.'));
  const minor = parseMoney(amount, receipt.currency);
  if (receipt.kind !== 'payment' || receipt.method !== 'online') return null;
  if (!asking)
    return (
      <Stack gap="1" align="start">
        <Button
          size="xs"
          variant="outline"
          disabled={most === 0}
          onClick={() => {
            setAmount(csvAmount(most, currencyDigits(receipt.currency)));
            setAsking(true);
          }}
        >
          Refund to card…
        </Button>
        {most === 0 ? (
          <Text fontSize="xs" color="gray.700">
            {family.credit === 0
              ? 'Nothing to refund: only the family’s credit goes back to a card.'
              : 'Nothing more of this payment can go back to its card.'}
          </Text>
        ) : null}
        <FormStatus outcome={outcome} />
      </Stack>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (minor === null || minor <= 0 || !reason.trim()) return;
        void submit(async () => {
          const result = await callApi('refundToCard', {
            idempotencyKey: key,
            paymentId: receipt.paymentId,
            amount: minor,
            reason,
          });
          setKey(newKey());
          setReason('');
          setAsking(false);
          return result.message;
        });
      }}
    >
      <Stack gap="2" maxW="22rem">
        <FormField
          label={`Amount to refund to the card (${receipt.currency})`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          helper={`At most ${money(most, receipt.currency)}: what is left of this payment, within the family’s credit.`}
          error={
            amount && (minor === null || minor <= 0)
              ? 'Enter an amount such as 25.00.'
              : minor !== null && minor > most
                ? `Enter at most ${money(most, receipt.currency)}.`
                : null
          }
          required
        />
        <FormField label="Reason for the refund" value={reason} onChange={(e) => setReason(e.target.value)} required />
        <HStack wrap="wrap">
          <Button
            type="submit"
            size="sm"
            colorPalette="blue"
            loading={busy}
            disabled={minor === null || minor <= 0 || minor > most || !reason.trim()}
          >
            Refund {minor !== null && minor > 0 ? money(minor, receipt.currency) : ''} to the card
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </HStack>
        <FormStatus outcome={outcome} />
      </Stack>
    </form>
  );
}

const STATE_WORDS: Record<CardRefundDoc['state'], { label: string; colour: string }> = {
  requested: { label: 'on its way to the card', colour: 'orange' },
  refunded: { label: 'refunded', colour: 'green' },
  failed: { label: 'did not go through', colour: 'red' },
};

/** The family's refunds to a card, each with what became of it; shown once there is one. */
export function CardRefundsPanel({ rows, schoolLocale }: { rows: readonly Refund[]; schoolLocale: SchoolLocale }) {
  if (rows.length === 0) return null;
  return (
    <Panel title="Refunds to a card">
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Refunds to a card">
        {rows.map((r) => (
          <Stack as="li" key={r.id} gap="0" borderBottomWidth="1px" pb="2">
            <HStack wrap="wrap" gap="2">
              <Text>
                {formatDateTime(r.createdAt, schoolLocale)}: {money(r.amount, r.currency)} ({r.reason})
              </Text>
              <Badge colorPalette={STATE_WORDS[r.state].colour}>{STATE_WORDS[r.state].label}</Badge>
            </HStack>
            {r.state === 'refunded' ? (
              <Text fontSize="sm" color="gray.700">
                Receipt {r.receiptNumber}
              </Text>
            ) : null}
            {r.state === 'failed' ? (
              <Text fontSize="sm" color="gray.700">
                {r.failureReason}: the money is the family’s credit again; refund it at the desk instead.
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Panel>
  );
}
