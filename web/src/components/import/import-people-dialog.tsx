import {
  IMPORT_COLUMNS,
  IMPORT_KEY,
  type ImportCounts,
  type ImportKind,
  type ImportOutcome,
  type ImportReport,
  type ImportRow,
  templateHeader,
} from '@academy/shared/people-import';
import {
  Alert,
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  Flex,
  HStack,
  Input,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type DragEvent, useState } from 'react';
import { InviteImported } from '@/components/accounts/invite-imported';
import { type FormOutcome, FormStatus } from '@/components/ui/form-status';
import { useResultToast } from '@/components/ui/result-toast';
import { ApiError, callApi } from '@/lib/api';
import { resultFromError } from '@/lib/api-result';
import { downloadCsv, toCsv } from '@/lib/csv';
import { COLUMN_HELP, COLUMN_LABELS, IMPORT_INTRO, IMPORT_TITLE } from './column-words';
import { readCsv } from './read-csv';

const OUTCOME: Record<ImportOutcome, { label: MessageDescriptor; colour: string }> = {
  new: { label: msg`New`, colour: 'green' },
  update: { label: msg`Update`, colour: 'blue' },
  unchanged: { label: msg`Unchanged`, colour: 'gray' },
  error: { label: msg`Error`, colour: 'red' },
};

/**
 * The check's result in one sentence: "Preview of 50 rows: 49 new, 0 updated, 0 unchanged, 1 with errors." (or
 * "Outcome for …" once imported). Every count has its plural, as some languages' words for "new" agree with it.
 */
function importSummary(committed: boolean, rows: number, counts: ImportCounts): MessageDescriptor {
  const created = counts.new;
  const updated = counts.update;
  const unchanged = counts.unchanged;
  const errors = counts.error;
  if (committed)
    return errors > 0
      ? msg`Outcome for ${plural(rows, { one: '# row', other: '# rows' })}: ${plural(created, { one: '# new', other: '# new' })}, ${plural(updated, { one: '# updated', other: '# updated' })}, ${plural(unchanged, { one: '# unchanged', other: '# unchanged' })}, ${plural(errors, { one: '# with errors', other: '# with errors' })}.`
      : msg`Outcome for ${plural(rows, { one: '# row', other: '# rows' })}: ${plural(created, { one: '# new', other: '# new' })}, ${plural(updated, { one: '# updated', other: '# updated' })}, ${plural(unchanged, { one: '# unchanged', other: '# unchanged' })}.`;
  return errors > 0
    ? msg`Preview of ${plural(rows, { one: '# row', other: '# rows' })}: ${plural(created, { one: '# new', other: '# new' })}, ${plural(updated, { one: '# updated', other: '# updated' })}, ${plural(unchanged, { one: '# unchanged', other: '# unchanged' })}, ${plural(errors, { one: '# with errors', other: '# with errors' })}.`
    : msg`Preview of ${plural(rows, { one: '# row', other: '# rows' })}: ${plural(created, { one: '# new', other: '# new' })}, ${plural(updated, { one: '# updated', other: '# updated' })}, ${plural(unchanged, { one: '# unchanged', other: '# unchanged' })}.`;
}

/** "Import from CSV" on a people list: opens the import for that kind of person. */
export function ImportPeopleDialog({ kind }: { kind: ImportKind }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <>
      <Button variant="outline" bg="white" onClick={() => setOpen(true)}>
        <Trans>Import from CSV</Trans>
      </Button>
      {open && (
        <Dialog.Root open size="xl" scrollBehavior="inside" onOpenChange={(e) => !e.open && setOpen(false)}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t(IMPORT_TITLE[kind])}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb="6">
                  <ImportPeople kind={kind} onClose={() => setOpen(false)} />
                </Dialog.Body>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </>
  );
}

/**
 * The import itself: download the template, choose (or drop) a file, see what each row would do, then import.
 * Nothing is written until "Import"; a file with errors imports nothing until it is fixed or its bad rows left out.
 */
export function ImportPeople({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const { t } = useLingui();
  const [file, setFile] = useState<{ name: string; rows: ImportRow[] } | null>(null);
  const [problems, setProblems] = useState<MessageDescriptor[]>([]);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const { report: toast } = useResultToast();

  async function send(rows: ImportRow[], commit: boolean) {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await callApi('importPeople', { kind, rows, commit });
      setReport(result);
      toast(result);
      if (commit) setOutcome({ ok: true, message: result.message });
    } catch (error) {
      toast(resultFromError(error));
      const data = error instanceof ApiError ? (error.data as Partial<ImportReport> | undefined) : undefined;
      if (data?.rows && data.counts) setReport(data as ImportReport);
      setOutcome({ ok: false, message: resultFromError(error).message ?? t`The file could not be checked.` });
    } finally {
      setBusy(false);
    }
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    setReport(null);
    setOutcome(null);
    const read = readCsv(kind, await chosen.text());
    setFile({ name: chosen.name, rows: read.rows });
    setProblems(read.problems);
    if (!read.problems.length) await send(read.rows, false);
  }

  async function leaveOutErrors() {
    if (!file || !report) return;
    const bad = new Set(report.rows.filter((r) => r.outcome === 'error').map((r) => r.row));
    const rows = file.rows.filter((r) => !bad.has(r.row));
    setFile({ ...file, rows });
    setReport(null);
    if (rows.length) await send(rows, false);
    else setProblems([msg`Every row had errors: no rows are left to import.`]);
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files[0]);
  }

  const errors = report?.rows.filter((r) => r.outcome === 'error') ?? [];
  const committed = report?.committed && outcome?.ok;
  const keyLabel = t(COLUMN_LABELS[IMPORT_KEY[kind]] ?? msg`Key`);
  const fileName = file?.name ?? '';
  const fileRows = file?.rows.length ?? 0;
  const errorCount = errors.length;
  const reportRows = report?.rows.length ?? 0;
  const moreErrors = errors.length - 10;

  return (
    <Stack gap="5">
      <Box>
        <Text mb="2">{t(IMPORT_INTRO[kind])}</Text>
        <HStack wrap="wrap">
          <Button
            variant="outline"
            onClick={() => downloadCsv(`${kind}-import-template.csv`, toCsv(templateHeader(kind), []))}
          >
            <Trans>Download the template</Trans>
          </Button>
        </HStack>
        <ColumnGuide kind={kind} />
      </Box>

      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'blue.500' : 'gray.300'}
        bg={dragging ? 'blue.50' : 'gray.50'}
        borderRadius="md"
        p="4"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Field.Root disabled={busy}>
          <Field.Label>
            <Trans>CSV file (drop it here or choose it)</Trans>
          </Field.Label>
          <Input
            type="file"
            accept=".csv,text/csv"
            bg="white"
            p="1"
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Field.Root>
        {file && (
          <Text mt="2" fontSize="sm" color="gray.600">
            {t`${plural(fileRows, { one: `${fileName}: # row`, other: `${fileName}: # rows` })}`}
          </Text>
        )}
      </Box>

      {problems.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>This file cannot be imported yet.</Trans>
            </Alert.Title>
            <Alert.Description>
              {problems
                .map((p) => t(p))
                .map((p) => (
                  <Text key={p}>{p}</Text>
                ))}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {report && (
        <Stack gap="3" aria-label={t`Preview of the import`} role="region">
          <Text fontWeight="medium" aria-live="polite">
            {t(importSummary(!!committed, report.rows.length, report.counts))}
          </Text>
          {errors.length > 0 && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {t`${plural(errorCount, {
                    one: '# row has errors: nothing is imported until the file is fixed or that row is left out.',
                    other:
                      '# rows have errors: nothing is imported until the file is fixed or those rows are left out.',
                  })}`}
                </Alert.Title>
                <Alert.Description>
                  {errors.slice(0, 10).flatMap((r) => r.errors.map((message) => <Text key={message}>{message}</Text>))}
                  {moreErrors > 0 && (
                    <Text>
                      {t`${plural(moreErrors, { one: '… and # row more, marked in the table.', other: '… and # rows more, marked in the table.' })}`}
                    </Text>
                  )}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <PreviewTable report={report} keyLabel={keyLabel} />
        </Stack>
      )}

      <FormStatus outcome={outcome} />

      {committed && report.createdIds && <InviteImported kind={kind} ids={report.createdIds} />}

      <Flex gap="3" wrap="wrap">
        {report && !committed && errors.length === 0 && (
          <Button colorPalette="blue" loading={busy} onClick={() => file && void send(file.rows, true)}>
            {t`${plural(reportRows, { one: 'Import # row', other: 'Import # rows' })}`}
          </Button>
        )}
        {report && !committed && errors.length > 0 && (
          <Button colorPalette="orange" loading={busy} onClick={() => void leaveOutErrors()}>
            {t`${plural(errorCount, { one: 'Leave out the # row with errors', other: 'Leave out the # rows with errors' })}`}
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          {committed ? t`Close` : t`Cancel`}
        </Button>
      </Flex>
    </Stack>
  );
}

/** What each column of the file holds. */
function ColumnGuide({ kind }: { kind: ImportKind }) {
  const { t } = useLingui();
  return (
    <Box as="details" mt="3">
      <Box as="summary" cursor="pointer" color="blue.700">
        <Trans>What each column holds</Trans>
      </Box>
      <Table.ScrollArea maxW="100%" mt="2">
        <Table.Root size="sm" aria-label={t`Columns of the file`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Column</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Required</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>What it holds</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Example</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {IMPORT_COLUMNS[kind].map((c) => (
              <Table.Row key={c.name}>
                <Table.Cell fontFamily="mono">{c.name}</Table.Cell>
                <Table.Cell>{c.required ? t`Yes` : t`No`}</Table.Cell>
                <Table.Cell>{t(COLUMN_HELP[c.name] ?? COLUMN_LABELS[c.name] ?? msg`No description`)}</Table.Cell>
                <Table.Cell>{c.example}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="sm" color="gray.600" mt="2">
        <Trans>
          Headers may be in any case. A column left out of the file keeps what is on file for people already there.
        </Trans>
      </Text>
    </Box>
  );
}

function PreviewTable({ report, keyLabel }: { report: ImportReport; keyLabel: string }) {
  const { t } = useLingui();
  return (
    <Box maxH="360px" overflow="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" stickyHeader aria-label={t`Rows of the file`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Row</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{keyLabel}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Outcome</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Details</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.rows.map((r) => (
            <Table.Row key={r.row} bg={r.outcome === 'error' ? 'red.50' : undefined}>
              <Table.Cell>{r.row}</Table.Cell>
              <Table.Cell>{r.key || '—'}</Table.Cell>
              <Table.Cell>{r.name || '—'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={OUTCOME[r.outcome].colour}>{t(OUTCOME[r.outcome].label)}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="normal">
                {r.outcome === 'error'
                  ? r.errors.map((e) => (
                      <Text key={e} color="red.700">
                        {e.replace(/^Row \d+: /, '')}
                      </Text>
                    ))
                  : r.changes.length > 0 && <ChangedFields fields={r.changes} />}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** An update's changed fields, named by the server. */
function ChangedFields({ fields }: { fields: string[] }) {
  const changes = fields.join(', ');
  return <Trans>Changes: {changes}</Trans>;
}
