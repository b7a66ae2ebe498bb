/** The office's Fees: the desk (find a family, take the money), generating a schedule's invoices, and what each class owes. */
import { Box, Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { GenerateInvoicesResult } from '@academy/shared/fees-api';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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
import { DRAFTS_SHOWN, useClassTotals, useFamilySearch, useScheduleDrafts, useSchedules } from './use-fees';

export { Panel } from './fees-panel';

function FamilySearch({ schoolId, basePath }: ListScreenProps) {
  const [text, setText] = useState('');
  const { rows } = useFamilySearch(schoolId, text);
  return (
    <Panel title="Take a payment">
      <Input
        aria-label="Find a family by a child's or parent's name"
        placeholder="Child's or parent's name"
        value={text}
        onChange={(e) => setText(e.target.value)}
        bg="white"
      />
      <Stack as="ul" listStyleType="none" mt="3" gap="2">
        {rows.map((f) => (
          <li key={f.id}>
            <HStack justify="space-between" wrap="wrap">
              <RouterLink to={`${basePath}/${f.id}`}>
                <Text as="span" color="blue.700" textDecoration="underline">
                  {f.label}
                </Text>
              </RouterLink>
              <Text color={f.outstanding > 0 ? 'red.700' : 'gray.700'}>owes {money(f.outstanding, f.currency)}</Text>
            </HStack>
          </li>
        ))}
        {text.trim() && rows.length === 0 ? <Text color="gray.700">No family matches.</Text> : null}
      </Stack>
    </Panel>
  );
}

function GenerateInvoices({ schoolId }: { schoolId: string }) {
  const { rows } = useSchedules(schoolId);
  const [scheduleId, setScheduleId] = useState('');
  const [preview, setPreview] = useState<GenerateInvoicesResult | null>(null);
  const { outcome, busy, submit } = useSubmission(errorMessage('The invoices could not be made.'));
  const run = (commit: boolean, asDrafts = false) =>
    submit(async () => {
      const result = await callApi('generateInvoices', { scheduleId, commit, asDrafts });
      setPreview(commit ? null : result);
      return result.message;
    });
  return (
    <Panel title="Generate invoices">
      <Stack gap="3">
        <SelectField
          aria-label="Schedule"
          placeholder="Choose a schedule"
          value={scheduleId}
          onChange={(v) => {
            setScheduleId(v);
            setPreview(null);
          }}
          options={rows.map((s) => ({ value: s.id, label: s.name }))}
        />
        {preview ? (
          <Text data-testid="invoice-preview">
            {preview.covered} students covered, {preview.alreadyInvoiced} already invoiced: {preview.created} new
            invoices totalling {money(preview.total, preview.currency)}.
            {preview.drafts ? ` ${preview.drafts} of those already invoiced are drafts waiting to be issued.` : ''}
          </Text>
        ) : null}
        <HStack wrap="wrap">
          <Button variant="outline" disabled={!scheduleId} loading={busy && !preview} onClick={() => void run(false)}>
            Preview
          </Button>
          <Button
            colorPalette="blue"
            disabled={!preview || preview.created === 0}
            loading={busy && !!preview}
            onClick={() => void run(true)}
          >
            Make {preview ? preview.created : ''} invoices
          </Button>
          <Button
            variant="outline"
            disabled={!preview || preview.created === 0}
            loading={busy && !!preview}
            onClick={() => void run(true, true)}
          >
            Save {preview ? preview.created : ''} as drafts to check first
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
  const { outcome, busy, submit } = useSubmission(errorMessage('The drafts were not issued.'));
  if (rows.length === 0) return <FormStatus outcome={outcome} />;
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3">
      <Heading as="h3" size="sm">
        Drafts to check
      </Heading>
      <Text color="gray.700">
        Parents see these invoices only once they are issued. {more ? `The first ${DRAFTS_SHOWN} by name:` : ''}
      </Text>
      <Table.ScrollArea maxW="100%" position="relative" tabIndex={0}>
        <Table.Root size="sm" aria-label="Draft invoices">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Student</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box as="span" srOnly>
                  Actions
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
        Issue {more ? 'all the' : rows.length} drafts
      </Button>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

function OutstandingByClass({ schoolId }: { schoolId: string }) {
  const { rows } = useClassTotals(schoolId);
  return (
    <Panel title="Outstanding by class">
      {rows.length === 0 ? (
        <Text color="gray.700">No invoices yet.</Text>
      ) : (
        <Table.ScrollArea maxW="100%" position="relative" tabIndex={0}>
          <Table.Root size="sm" aria-label="Outstanding by class">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Class</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Invoiced</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Collected</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Outstanding</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>{r.className}</Table.Cell>
                  <Table.Cell textAlign="end">{money(r.invoiced, r.currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(r.collected, r.currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{money(r.outstanding, r.currency)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {rows.length ? (
        <Button
          mt="3"
          variant="outline"
          onClick={() => {
            const digits = currencyDigits(rows[0]!.currency);
            downloadCsv('outstanding-by-class.csv', [
              ['Class', 'Currency', 'Invoiced', 'Collected', 'Outstanding'],
              ...rows.map((r) => [
                r.className,
                r.currency,
                csvAmount(r.invoiced, digits),
                csvAmount(r.collected, digits),
                csvAmount(r.outstanding, digits),
              ]),
            ]);
          }}
        >
          Download outstanding by class (CSV)
        </Button>
      ) : null}
    </Panel>
  );
}

export function FeesScreen({ schoolId, basePath }: ListScreenProps) {
  return (
    <Stack gap="4" minW="0" maxW="100%">
      <FamilySearch schoolId={schoolId} basePath={basePath} />
      <GenerateInvoices schoolId={schoolId} />
      <OutstandingByClass schoolId={schoolId} />
      <OutstandingByFamily schoolId={schoolId} />
      <AgedDebt schoolId={schoolId} />
      <CollectedByMethod schoolId={schoolId} />
      <LateFeesPanel schoolId={schoolId} />
      <FeeItemsPanel schoolId={schoolId} />
      <SchedulesPanel schoolId={schoolId} />
    </Stack>
  );
}
