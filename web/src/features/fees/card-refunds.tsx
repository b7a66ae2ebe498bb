/**
 * The desk pays a family's credit back to the card of one of its online payments, and follows each refund until the
 * card provider confirms it (refunded, with its receipt) or refuses it (the credit is the family's again).
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, type SchoolLocale } from '@academy/shared/date-format';
import { type CardRefundDoc, type FamilyDoc, freeCredit, type ReceiptDoc } from '@academy/shared/fees';
import { currencyDigits, parseMoney } from '@academy/shared/money';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const most = Math.max(0, Math.min(leftToRefund(receipt, refunds), freeCredit(family)));
  const mostText = money(most, receipt.currency);
  const currency = receipt.currency;
  const [asking, setAsking] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per refund being asked for: a double click or a retry asks the provider once.
  const [key, setKey] = useState(newKey);
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The refund was not made.`));
  const minor = parseMoney(amount, receipt.currency);
  if (receipt.kind !== 'payment' || receipt.method !== 'online') return null;
  const refundText = minor !== null && minor > 0 ? money(minor, receipt.currency) : '';
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
          <Trans>Refund to card…</Trans>
        </Button>
        {most === 0 ? (
          <Text fontSize="xs" color="gray.700">
            {family.credit === 0 ? (
              <Trans>Nothing to refund: only the family’s credit goes back to a card.</Trans>
            ) : (
              <Trans>Nothing more of this payment can go back to its card.</Trans>
            )}
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
          label={t`Amount to refund to the card (${currency})`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          helper={t`At most ${mostText}: what is left of this payment, within the family’s credit.`}
          error={
            amount && (minor === null || minor <= 0)
              ? t`Enter an amount such as 25.00.`
              : minor !== null && minor > most
                ? t`Enter at most ${mostText}.`
                : null
          }
          required
        />
        <FormField
          label={t`Reason for the refund`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        <HStack wrap="wrap">
          <Button
            type="submit"
            size="sm"
            colorPalette="blue"
            loading={busy}
            disabled={minor === null || minor <= 0 || minor > most || !reason.trim()}
          >
            {minor !== null && minor > 0 ? (
              <Trans>Refund {refundText} to the card</Trans>
            ) : (
              <Trans>Refund to the card</Trans>
            )}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
        <FormStatus outcome={outcome} />
      </Stack>
    </form>
  );
}

const STATE_WORDS: Record<CardRefundDoc['state'], { label: MessageDescriptor; colour: string }> = {
  requested: { label: msg`on its way to the card`, colour: 'orange' },
  refunded: { label: msg`refunded`, colour: 'green' },
  failed: { label: msg`did not go through`, colour: 'red' },
};

/** The family's refunds to a card, each with what became of it; shown once there is one. */
export function CardRefundsPanel({ rows, schoolLocale }: { rows: readonly Refund[]; schoolLocale: SchoolLocale }) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <Panel title={t`Refunds to a card`}>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t`Refunds to a card`}>
        {rows.map((r) => {
          const when = formatDateTime(r.createdAt, schoolLocale);
          const amount = money(r.amount, r.currency);
          const reason = r.reason;
          const number = r.receiptNumber;
          const failure = r.failureReason;
          return (
            <Stack as="li" key={r.id} gap="0" borderBottomWidth="1px" pb="2">
              <HStack wrap="wrap" gap="2">
                <Text>
                  <Trans>
                    {when}: {amount} ({reason})
                  </Trans>
                </Text>
                <Badge colorPalette={STATE_WORDS[r.state].colour}>{t(STATE_WORDS[r.state].label)}</Badge>
              </HStack>
              {r.state === 'refunded' ? (
                <Text fontSize="sm" color="gray.700">
                  <Trans>Receipt {number}</Trans>
                </Text>
              ) : null}
              {r.state === 'failed' ? (
                <Text fontSize="sm" color="gray.700">
                  <Trans>{failure}: the money is the family’s credit again; refund it at the desk instead.</Trans>
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Panel>
  );
}
