/** The office's Fees: the desk (find a family, take the money), generating a schedule's invoices, and what each class owes. */
import { Box, Button, Heading, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import type { GenerateInvoicesResult } from '@academy/shared/fees-api';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ListScreenProps } from '@/components/records/screen-props';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { FeeItemsPanel, SchedulesPanel } from './fee-setup';
import { Panel } from './fees-panel';
import { DiscountLines, money, VoidInvoice } from './fees-parts';
import { LateFeesPanel } from './late-fees-panel';
import { AgedDebt, CollectedByMethod, OutstandingByFamily } from './fee-reports';
import { csvAmount, downloadCsv } from './csv-download';
import { currencyDigits } from '@academy/shared/money';
import { paidOnClassInvoices } from '@academy/shared/fees';
import { InvoiceList } from './invoice-list';
import { FamilyPicker } from './family-picker';
import { DRAFTS_SHOWN, useClassTotals, useScheduleDrafts, useSchedules } from './use-fees';

export { Panel } from './fees-panel';

function FamilySearch({ schoolId, basePath }: ListScreenProps) {
  const { t } = useLingui();
  return (
    <Panel title={t`Take a payment`}>
      <FamilyPicker
        schoolId={schoolId}
        label={t`Find a family by a child's or parent's name`}
        placeholder={t`Child's or parent's name`}
        renderFamily={(f) => (
          <HStack justify="space-between" wrap="wrap">
            <RouterLink to={`${basePath}/${f.id}`}>
              <Text as="span" color="blue.700" textDecoration="underline">
                {f.label}
              </Text>
            </RouterLink>
            <Text color={f.outstanding > 0 ? 'red.700' : 'gray.700'}>
              <Owes amount={money(f.outstanding, f.currency)} />
            </Text>
          </HStack>
        )}
      />
    </Panel>
  );
}

function Owes({ amount }: { amount: string }) {
  return <Trans>owes {amount}</Trans>;
}

/** What generating would do: one sentence for the counts, one for the drafts among those already invoiced. */
function PreviewText({ preview }: { preview: GenerateInvoicesResult }) {
  const { covered, alreadyInvoiced, created, drafts } = preview;
  const total = money(preview.total, preview.currency);
  return (
    <>
      <Trans>
        {covered} students covered, {alreadyInvoiced} already invoiced: {created} new invoices totalling {total}.
      </Trans>
      {drafts ? (
        <>
          {' '}
          <Trans>{drafts} of those already invoiced are drafts waiting to be issued.</Trans>
        </>
      ) : null}
    </>
  );
}

function GenerateInvoices({ schoolId }: { schoolId: string }) {
  const { rows } = useSchedules(schoolId);
  const [scheduleId, setScheduleId] = useState('');
  const [preview, setPreview] = useState<GenerateInvoicesResult | null>(null);
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The invoices could not be made.`));
  const created = preview?.created ?? 0;
  const run = (commit: boolean, asDrafts = false) =>
    submit(async () => {
      const result = await callApi('generateInvoices', { scheduleId, commit, asDrafts });
      setPreview(commit ? null : result);
      return result.message;
    });
  return (
    <Panel title={t`Generate invoices`}>
      <Stack gap="3">
        <SelectField
          label={t`Schedule`}
          placeholder={t`Choose a schedule`}
          value={scheduleId}
          onChange={(v) => {
            setScheduleId(v);
            setPreview(null);
          }}
          options={rows.map((s) => ({ value: s.id, label: s.name }))}
        />
        {preview ? (
          <Text data-testid="invoice-preview">
            <PreviewText preview={preview} />
          </Text>
        ) : null}
        <HStack wrap="wrap">
          <Button variant="outline" disabled={!scheduleId} loading={busy && !preview} onClick={() => void run(false)}>
            <Trans>Preview</Trans>
          </Button>
          <Button
            colorPalette="blue"
            disabled={!preview || preview.created === 0}
            loading={busy && !!preview}
            onClick={() => void run(true)}
          >
            {preview ? <Trans>Make {created} invoices</Trans> : <Trans>Make invoices</Trans>}
          </Button>
          <Button
            variant="outline"
            disabled={!preview || preview.created === 0}
            loading={busy && !!preview}
            onClick={() => void run(true, true)}
          >
            {preview ? (
              <Trans>Save {created} as drafts to check first</Trans>
            ) : (
              <Trans>Save as drafts to check first</Trans>
            )}
          </Button>
        </HStack>
        <FormStatus outcome={outcome} />
        {scheduleId ? <ScheduleDrafts schoolId={schoolId} scheduleId={scheduleId} /> : null}
      </Stack>
    </Panel>
  );
}

/** The schedule's drafts: what each student will be charged, to discard any that are wrong, then issue the rest. */
function ScheduleDrafts({ schoolId, scheduleId }: { schoolId: string; scheduleId: string }) {
  const { rows, more } = useScheduleDrafts(schoolId, scheduleId);
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The drafts were not issued.`));
  const count = rows.length;
  if (rows.length === 0) return <FormStatus outcome={outcome} />;
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3">
      <Heading as="h3" size="sm">
        <Trans>Drafts to check</Trans>
      </Heading>
      <Text color="gray.700">
        {more ? (
          <Trans>Parents see these invoices only once they are issued. The first {DRAFTS_SHOWN} by name:</Trans>
        ) : (
          <Trans>Parents see these invoices only once they are issued.</Trans>
        )}
      </Text>
      <Table.ScrollArea maxW="100%" position="relative" tabIndex={0}>
        <Table.Root size="sm" aria-label={t`Draft invoices`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Student</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Total</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box as="span" srOnly>
                  <Trans>Actions</Trans>
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((i) => (
              <Table.Row key={i.id}>
                <Table.Cell whiteSpace="normal" minW="10rem">
                  {i.studentName}
                  <DiscountLines invoice={i} />
                </Table.Cell>
                <Table.Cell textAlign="end">{money(i.total, i.currency)}</Table.Cell>
                <Table.Cell>
                  <VoidInvoice invoice={i} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Button
        alignSelf="start"
        colorPalette="blue"
        loading={busy}
        onClick={() => void submit(async () => (await callApi('issueInvoices', { scheduleId })).message)}
      >
        {more ? <Trans>Issue all the drafts</Trans> : <Trans>Issue {count} drafts</Trans>}
      </Button>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

/** Each class's invoices, and how what they charge is made up: it adds up on screen, row by row and in total. */
function OutstandingByClass({ schoolId }: { schoolId: string }) {
  const { rows, loading } = useClassTotals(schoolId);
  const totals = rows.reduce(
    (t, r) => ({
      invoiced: t.invoiced + r.invoiced,
      collected: t.collected + r.collected,
      fromCredit: t.fromCredit + (r.fromCredit ?? 0),
      creditedBack: t.creditedBack + (r.creditedBack ?? 0),
      voided: t.voided + (r.voided ?? 0),
      outstanding: t.outstanding + r.outstanding,
    }),
    { invoiced: 0, collected: 0, fromCredit: 0, creditedBack: 0, voided: 0, outstanding: 0 },
  );

  const currency = rows[0]?.currency ?? 'GBP';
  const m = (n: number) => money(n, currency);
  const { t } = useLingui();
  return (
    <Panel title={t`Outstanding by class`}>
      {loading ? (
        <Text color="gray.700">
          <Trans>Loading the classes' totals…</Trans>
        </Text>
      ) : rows.length === 0 ? (
        <Text color="gray.700">
          <Trans>No invoices yet.</Trans>
        </Text>
      ) : (
        <Stack gap="3">
          <Text color="gray.700" fontSize="sm">
            <Trans>
              Invoiced is what the class's invoices charge (voided invoices taken out). It is what was paid on them, by
              money taken or from family credit, and what is still outstanding.
            </Trans>
          </Text>
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t`Outstanding by class`}>
            {[...rows, { ...totals, id: 'all', className: t`All classes`, currency }].map((r) => {
              const name = r.className;
              const invoiced = m(r.invoiced);
              const paid = m(paidOnClassInvoices(r));
              const outstanding = m(r.outstanding);
              const taken = m(r.collected);
              const fromCredit = m(r.fromCredit ?? 0);
              const back = m(r.creditedBack ?? 0);
              const voided = m(r.voided ?? 0);
              return (
                <Stack
                  as="li"
                  key={r.id}
                  gap="0"
                  borderBottomWidth="1px"
                  pb="2"
                  data-testid={`class-fees-${r.id}`}
                  fontWeight={r.id === 'all' ? 'semibold' : undefined}
                >
                  <Text>
                    <Trans>
                      {name}: {invoiced} invoiced = {paid} paid + {outstanding} outstanding
                    </Trans>
                  </Text>
                  <Text fontSize="sm" color="gray.700" fontWeight="normal">
                    <Trans>Paid: {taken} taken</Trans>
                    {r.fromCredit ? (
                      <>
                        {' '}
                        <Trans>+ {fromCredit} from family credit</Trans>
                      </>
                    ) : null}
                    {r.creditedBack ? (
                      <>
                        {' '}
                        <Trans>− {back} given back as credit when invoices were voided</Trans>
                      </>
                    ) : null}
                    {r.voided ? (
                      <>
                        {' '}
                        <Trans>· {voided} voided</Trans>
                      </>
                    ) : null}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        </Stack>
      )}
      {rows.length ? (
        <Button
          mt="3"
          variant="outline"
          onClick={() => {
            const digits = currencyDigits(currency);
            const a = (n: number | undefined) => csvAmount(n ?? 0, digits);
            downloadCsv('outstanding-by-class.csv', [
              [
                t`Class`,
                t`Currency`,
                t`Invoiced`,
                t`Paid`,
                t`Outstanding`,
                t`Taken`,
                t`From family credit`,
                t`Given back as credit`,
                t`Voided`,
              ],
              ...rows.map((r) => [
                r.className,
                r.currency,
                a(r.invoiced),
                a(paidOnClassInvoices(r)),
                a(r.outstanding),
                a(r.collected),
                a(r.fromCredit),
                a(r.creditedBack),
                a(r.voided),
              ]),
            ]);
          }}
        >
          <Trans>Download outstanding by class (CSV)</Trans>
        </Button>
      ) : null}
    </Panel>
  );
}

const FEES_TABS = {
  invoices: msg`Invoices`,
  desk: msg`Take a payment`,
  reports: msg`Reports`,
  setup: msg`Setup`,
} as const;
type FeesTab = keyof typeof FEES_TABS;
const isFeesTab = (v: string | null): v is FeesTab => v !== null && v in FEES_TABS;

/** The office's fees in four tabs, the open one kept in the address (`?tab=`) so it can be linked and reloaded. */
export function FeesScreen({ schoolId, basePath }: ListScreenProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: FeesTab = isFeesTab(asked) ? asked : 'invoices';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => setParams({ tab: e.value }, { replace: true })}
      lazyMount
      unmountOnExit
      variant="enclosed"
      mt="4"
    >
      <Tabs.List flexWrap="wrap">
        {Object.entries(FEES_TABS).map(([value, label]) => (
          <Tabs.Trigger key={value} value={value}>
            {t(label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="invoices">
        <InvoiceList schoolId={schoolId} basePath={basePath} />
      </Tabs.Content>
      <Tabs.Content value="desk">
        <FamilySearch schoolId={schoolId} basePath={basePath} />
      </Tabs.Content>
      <Tabs.Content value="reports">
        <Stack gap="4" minW="0" maxW="100%">
          <OutstandingByClass schoolId={schoolId} />
          <OutstandingByFamily schoolId={schoolId} />
          <AgedDebt schoolId={schoolId} />
          <CollectedByMethod schoolId={schoolId} />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="setup">
        <Stack gap="4" minW="0" maxW="100%">
          <GenerateInvoices schoolId={schoolId} />
          <FeeItemsPanel schoolId={schoolId} />
          <SchedulesPanel schoolId={schoolId} />
          <LateFeesPanel schoolId={schoolId} />
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
