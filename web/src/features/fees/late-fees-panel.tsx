/** The office's late fee: switch it on (a fixed amount or a percentage of the instalment) and see tomorrow's first. */
import { Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { formatDate, type SchoolLocale } from '@academy/shared/date-format';
import { LATE_FEE_OFF, type LateFeeSetting } from '@academy/shared/fees';
import type { LateFeesPreview } from '@academy/shared/fees-api';
import { currencyDigits, parseMoney } from '@academy/shared/money';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchool, useSchoolLocale } from '@/lib/use-school';
import { money } from './fees-parts';
import { Panel } from './fees-panel';

type Mode = 'off' | 'fixed' | 'percent';
const MODES = [
  { value: 'off', label: msg`Off: no late fees` },
  { value: 'fixed', label: msg`A fixed amount per late instalment` },
  { value: 'percent', label: msg`A percentage of the late instalment` },
];

export function LateFeesPanel({ schoolId }: { schoolId: string }) {
  const school = useSchool(schoolId);
  const schoolLocale = useSchoolLocale(schoolId);
  const saved = school?.settings.lateFee ?? LATE_FEE_OFF;
  // The form starts from what is stored, once the school's record has arrived.
  return (
    <LateFeesForm
      key={school ? 'loaded' : 'loading'}
      saved={saved}
      live={saved}

      currency={school?.currency ?? 'GBP'}
      schoolLocale={schoolLocale}
    />
  );
}

function LateFeesForm({
  saved,
  currency,
  live = saved,
  schoolLocale,
}: {
  saved: LateFeeSetting;
  currency: string;
  schoolLocale: SchoolLocale;
  live?: LateFeeSetting;
}) {
  const [mode, setMode] = useState<Mode>(saved.enabled ? saved.kind : 'off');
  const [amount, setAmount] = useState(
    saved.kind === 'fixed' && saved.amount ? String(saved.amount / 10 ** currencyDigits(currency)) : '',
  );
  const [percent, setPercent] = useState(saved.kind === 'percent' && saved.percent ? String(saved.percent) : '');
  const [preview, setPreview] = useState<LateFeesPreview | null>(null);
  const { t } = useLingui();
  const save = useSubmission(errorMessage(t`The late fee could not be saved.`));
  const show = useSubmission(errorMessage(t`Tomorrow's late fees could not be worked out.`));
  const since = live.enabled && live.since ? formatDate(live.since, schoolLocale) : '';

  const onSave = () =>
    save.submit(async () => {
      const minor = mode === 'fixed' ? parseMoney(amount, currency) : 0;
      if (mode === 'fixed' && minor === null)
        throw new Error(t`Amount must be an amount of ${currency}, such as 25.00.`);
      const result = await callApi('updateLateFees', {
        enabled: mode !== 'off',
        kind: mode === 'percent' ? 'percent' : 'fixed',
        amount: minor ?? 0,
        percent: mode === 'percent' ? Number(percent) : 0,
      });
      setPreview(null);
      return result.message;
    });
  const onPreview = () =>
    show.submit(async () => {
      const result = await callApi('previewLateFees', {});
      setPreview(result);
      return result.message;
    });

  return (
    <Panel title={t`Late fees`}>
      <Stack gap="3">
        <Text color="gray.700">
          <Trans>
            Added the day after an instalment&apos;s due date, once per unpaid instalment, as a line on the invoice.
          </Trans>
          {since ? (
            <>
              {' '}
              <Trans>On for instalments due from {since}.</Trans>
            </>
          ) : null}
        </Text>
        <Field.Root>
          <Field.Label>
            <Trans>Late fee</Trans>
          </Field.Label>
          <SelectField
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            options={MODES.map((m) => ({ value: m.value, label: t(m.label) }))}
            aria-label={t`Late fee`}
          />
        </Field.Root>
        {mode === 'fixed' ? (
          <Field.Root>
            <Field.Label>
              <Trans>Amount ({currency})</Trans>
            </Field.Label>
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} bg="white" />
          </Field.Root>
        ) : null}
        {mode === 'percent' ? (
          <Field.Root>
            <Field.Label>
              <Trans>Percentage of the instalment</Trans>
            </Field.Label>
            <Input inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} bg="white" />
          </Field.Root>
        ) : null}
        <HStack wrap="wrap">
          <Button colorPalette="blue" loading={save.busy} onClick={() => void onSave()}>
            <Trans>Save late fee</Trans>
          </Button>
          <Button variant="outline" loading={show.busy} onClick={() => void onPreview()}>
            <Trans>Show tomorrow&apos;s late fees</Trans>
          </Button>
        </HStack>
        <FormStatus outcome={save.outcome ?? show.outcome} />
        {preview && preview.count > 0 ? (
          <Stack gap="2" data-testid="late-fee-preview">
            <Text fontWeight="semibold">
              <PreviewSummary
                count={preview.count}
                day={formatDate(preview.day, schoolLocale)}
                total={money(preview.total, preview.currency)}
                shown={preview.rows.length < preview.count ? preview.rows.length : null}
              />
            </Text>
            <Table.ScrollArea maxW="100%" tabIndex={0}>
              <Table.Root size="sm" aria-label={t`Tomorrow's late fees`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Student</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Fees</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Was due</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Late fee</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {preview.rows.map((r) => (
                    <Table.Row key={`${r.invoiceId}-${r.dueDate}`}>
                      <Table.Cell>{r.studentName}</Table.Cell>
                      <Table.Cell>{r.scheduleName}</Table.Cell>
                      <Table.Cell>{formatDate(r.dueDate, schoolLocale)}</Table.Cell>
                      <Table.Cell textAlign="end">{money(r.amount, preview.currency)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Stack>
        ) : null}
      </Stack>
    </Panel>
  );
}

/** Tomorrow's late fees in one sentence: how many, on which day, their total, and how many the table shows. */
function PreviewSummary({
  count,
  day,
  total,
  shown,
}: {
  count: number;
  day: string;
  total: string;
  shown: number | null;
}) {
  return shown === null ? (
    <Plural
      value={count}
      one={`# late fee on ${day}, totalling ${total}.`}
      other={`# late fees on ${day}, totalling ${total}.`}
    />
  ) : (
    <Plural
      value={count}
      one={`# late fee on ${day}, totalling ${total} (the first ${shown} shown).`}
      other={`# late fees on ${day}, totalling ${total} (the first ${shown} shown).`}
    />
  );
}
