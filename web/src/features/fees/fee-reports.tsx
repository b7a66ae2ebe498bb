/** The office's reports: outstanding by family, aged debt, money taken in a month by method, each with a CSV export. */
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { formatMonth } from '@academy/shared/date-format';
import { AGE_BUCKETS, type AgeBucket, agedDebt, PAYMENT_METHODS } from '@academy/shared/fees';
import { currencyDigits, sum } from '@academy/shared/money';
import type { I18n } from '@lingui/core';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { MonthSelect } from '@/components/ui/month-select';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchool, useSchoolLocale, useSchoolToday } from '@/lib/use-school';
import { csvAmount, downloadCsv } from './csv-download';
import { Panel } from './fees-panel';
import { money } from './fees-parts';
import { methodName } from './receipt-pdf';

/** An age bucket in words (the CSV keeps the stored name). */
function bucketName(bucket: AgeBucket, i18n: I18n): string {
  switch (bucket) {
    case 'not yet due':
      return translate(i18n)`not yet due`;
    case '0–30 days':
      return translate(i18n)`0–30 days`;
    case '31–60 days':
      return translate(i18n)`31–60 days`;
    case '61+ days':
      return translate(i18n)`61+ days`;
  }
}
import { FAMILIES_OWING_SHOWN, useDueTotals, useFamiliesOwing, useMonthCollections } from './use-fees';

function MoneyTable({ label, head, rows }: { label: string; head: string[]; rows: string[][] }) {
  return (
    <Table.ScrollArea maxW="100%" position="relative" tabIndex={0}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {head.map((h, i) => (
              <Table.ColumnHeader key={h} textAlign={i === 0 ? 'start' : 'end'}>
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r[0]}>
              {r.map((c, i) => (
                <Table.Cell key={i} textAlign={i === 0 ? 'start' : 'end'}>
                  {c}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The families who owe most, from each family's balance kept as money moves; every one of them in the CSV. */
export function OutstandingByFamily({ schoolId }: { schoolId: string }) {
  const { t } = useLingui();

  const currency = useSchool(schoolId)?.currency ?? 'GBP';
  const { rows, all, loading } = useFamiliesOwing(schoolId);
  const exporting = useSubmission(errorMessage(t`The list could not be read.`));
  const digits = currencyDigits(currency);
  return (
    <Panel title={t`Outstanding by family`}>
      <Stack gap="3">
        {loading ? (
          <Text color="gray.700">
            <Trans>Loading the families who owe…</Trans>
          </Text>
        ) : rows.length === 0 ? (
          <Text color="gray.700">
            <Trans>No family owes anything.</Trans>
          </Text>
        ) : (
          <>
            <Text color="gray.700">
              {rows.length < FAMILIES_OWING_SHOWN ? (
                <Trans>Every family that owes, most first.</Trans>
              ) : (
                <Trans>The {FAMILIES_OWING_SHOWN} families that owe most; the CSV lists every one.</Trans>
              )}
            </Text>
            <MoneyTable
              label={t`Outstanding by family`}
              head={[t`Family`, t`Owes`, t`Credit`]}
              rows={rows.map((f) => [f.label, money(f.outstanding, f.currency), money(f.credit, f.currency)])}
            />
          </>
        )}
        <HStack wrap="wrap">
          <Button
            variant="outline"
            disabled={rows.length === 0}
            loading={exporting.busy}
            onClick={() =>
              void exporting.submit(async () => {
                const families = await all();
                downloadCsv('outstanding-by-family.csv', [
                  [t`Family`, t`Payer`, t`Currency`, t`Owes`, t`Credit`],
                  ...families.map((f) => [
                    f.label,
                    f.payerName,
                    f.currency,
                    csvAmount(f.outstanding, digits),
                    csvAmount(f.credit, digits),
                  ]),
                ]);
                const count = families.length;
                return t`${count} families in the file.`;
              })
            }
          >
            <Trans>Download outstanding by family (CSV)</Trans>
          </Button>
        </HStack>
        <FormStatus outcome={exporting.outcome} />
      </Stack>
    </Panel>
  );
}

export function AgedDebt({ schoolId }: { schoolId: string }) {
  const { t, i18n } = useLingui();

  const currency = useSchool(schoolId)?.currency ?? 'GBP';
  const today = useSchoolToday(schoolId);
  const { rows } = useDueTotals(schoolId);
  const buckets = agedDebt(rows, today);
  const total = sum(AGE_BUCKETS.map((b) => buckets[b]));
  const digits = currencyDigits(currency);
  const remind = useSubmission(errorMessage(t`The reminders could not be sent.`));
  return (
    <Panel title={t`Aged debt`}>
      <Stack gap="3">
        <Text color="gray.700">
          <Trans>What families still owe on {today}, by days past the instalment&apos;s due date.</Trans>
        </Text>
        <MoneyTable
          label={t`Aged debt`}
          head={[t`Past due`, t`Owed`]}
          rows={[
            ...AGE_BUCKETS.map((b) => [bucketName(b, i18n), money(buckets[b], currency)]),
            [t`Total`, money(total, currency)],
          ]}
        />
        <HStack wrap="wrap">
          <Button
            variant="outline"
            onClick={() =>
              downloadCsv(`aged-debt-${today}.csv`, [
                [t`Past due`, t`Owed (${currency})`],
                ...AGE_BUCKETS.map((b) => [b, csvAmount(buckets[b], digits)]),
                [t`Total`, csvAmount(total, digits)],
              ])
            }
          >
            <Trans>Download aged debt (CSV)</Trans>
          </Button>
          <Button
            variant="outline"
            loading={remind.busy}
            onClick={() =>
              void remind.submit(async () => (await callApi('sendFeeReminders', { confirm: true })).message)
            }
          >
            <Trans>Remind families with fees overdue</Trans>
          </Button>
        </HStack>
        <FormStatus outcome={remind.outcome} />
      </Stack>
    </Panel>
  );
}

export function CollectedByMethod({ schoolId }: { schoolId: string }) {
  const { t, i18n } = useLingui();

  const currency = useSchool(schoolId)?.currency ?? 'GBP';
  const today = useSchoolToday(schoolId);
  const schoolLocale = useSchoolLocale(schoolId);
  const [month, setMonth] = useState(today.slice(0, 7));
  const { loading, month: totals } = useMonthCollections(schoolId, month);
  const monthName = formatMonth(month, schoolLocale);
  const digits = currencyDigits(currency);
  const lines = PAYMENT_METHODS.map((m) => {
    const taken = totals?.collected[m] ?? 0;
    const refunded = totals?.refunded[m] ?? 0;
    return { method: m, taken, refunded, net: taken - refunded };
  }).filter((l) => l.taken || l.refunded);
  const net = sum(lines.map((l) => l.net));
  return (
    <Panel title={t`Collected by method`}>
      <Stack gap="3">
        <MonthSelect value={month} onChange={setMonth} thisMonth={today.slice(0, 7)} schoolLocale={schoolLocale} />
        {loading ? (
          <Text color="gray.700">
            <Trans>Loading {monthName}…</Trans>
          </Text>
        ) : lines.length === 0 ? (
          <Text color="gray.700">
            <Trans>Nothing taken or refunded in {monthName}.</Trans>
          </Text>
        ) : (
          <MoneyTable
            label={t`Collected in ${monthName} by method`}
            head={[t`Method`, t`Taken`, t`Refunded`, t`Net`]}
            rows={[
              ...lines.map((l) => [
                methodName(l.method, i18n),
                money(l.taken, currency),
                money(l.refunded, currency),
                money(l.net, currency),
              ]),
              [t`Total`, '', '', money(net, currency)],
            ]}
          />
        )}
        <HStack>
          <Button
            variant="outline"
            disabled={lines.length === 0}
            onClick={() =>
              downloadCsv(`collected-${month}.csv`, [
                [t`Method`, t`Taken (${currency})`, t`Refunded (${currency})`, t`Net (${currency})`],
                ...lines.map((l) => [
                  l.method,
                  csvAmount(l.taken, digits),
                  csvAmount(l.refunded, digits),
                  csvAmount(l.net, digits),
                ]),
              ])
            }
          >
            <Trans>Download collected (CSV)</Trans>
          </Button>
        </HStack>
      </Stack>
    </Panel>
  );
}
