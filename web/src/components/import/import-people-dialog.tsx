import {
  IMPORT_COLUMNS,
  IMPORT_KEY,
  IMPORT_NOUN,
  type ImportKind,
  type ImportOutcome,
  type ImportReport,
  type ImportRow,
  importSummary,
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
import { type DragEvent, useState } from 'react';
import { InviteImported } from '@/components/accounts/invite-imported';
import { type FormOutcome, FormStatus } from '@/components/ui/form-status';
import { useResultToast } from '@/components/ui/result-toast';
import { ApiError, callApi } from '@/lib/api';
import { resultFromError } from '@/lib/api-result';
import { downloadCsv, toCsv } from '@/lib/csv';
import { readCsv } from './read-csv';

const OUTCOME: Record<ImportOutcome, { label: string; colour: string }> = {
  new: { label: 'New', colour: 'green' },
  update: { label: 'Update', colour: 'blue' },
  unchanged: { label: 'Unchanged', colour: 'gray' },
  error: { label: 'Error', colour: 'red' },
};

const rowsOf = (n: number) => `${n} row${n === 1 ? '' : 's'}`;

/** "Import from CSV" on a people list: opens the import for that kind of person. */
export function ImportPeopleDialog({ kind }: { kind: ImportKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" bg="white" onClick={() => setOpen(true)}>
        Import from CSV
      </Button>
      {open && (
        <Dialog.Root open size="xl" scrollBehavior="inside" onOpenChange={(e) => !e.open && setOpen(false)}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>Import {IMPORT_NOUN[kind].many} from a CSV file</Dialog.Title>
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
  const noun = IMPORT_NOUN[kind];
  const [file, setFile] = useState<{ name: string; rows: ImportRow[] } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
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
      setOutcome({ ok: false, message: resultFromError(error).message ?? 'The file could not be checked.' });
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
    else setProblems(['Every row had errors: no rows are left to import.']);
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files[0]);
  }

  const errors = report?.rows.filter((r) => r.outcome === 'error') ?? [];
  const committed = report?.committed && outcome?.ok;
  const keyLabel = IMPORT_COLUMNS[kind].find((c) => c.name === IMPORT_KEY[kind])?.label ?? 'Key';

  return (
    <Stack gap="5">
      <Box>
        <Text mb="2">
          Fill in the template in a spreadsheet, save it as CSV and choose it here. A row whose {keyLabel.toLowerCase()}{' '}
          is already on file updates that {noun.one}; the others are added.
        </Text>
        <HStack wrap="wrap">
          <Button
            variant="outline"
            onClick={() => downloadCsv(`${kind}-import-template.csv`, toCsv(templateHeader(kind), []))}
          >
            Download the template
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
          <Field.Label>CSV file (drop it here or choose it)</Field.Label>
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
            {file.name}: {rowsOf(file.rows.length)}
          </Text>
        )}
      </Box>

      {problems.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This file cannot be imported yet.</Alert.Title>
            <Alert.Description>
              {problems.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {report && (
        <Stack gap="3" aria-label="Preview of the import" role="region">
          <Text fontWeight="medium" aria-live="polite">
            {committed ? 'Outcome for' : 'Preview of'} {rowsOf(report.rows.length)}: {importSummary(report.counts)}
            {report.counts.error > 0 && `, ${report.counts.error} with errors`}.
          </Text>
          {errors.length > 0 && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {rowsOf(errors.length)} {errors.length === 1 ? 'has' : 'have'} errors: nothing is imported until the
                  file is fixed or {errors.length === 1 ? 'that row is' : 'those rows are'} left out.
                </Alert.Title>
                <Alert.Description>
                  {errors.slice(0, 10).flatMap((r) => r.errors.map((message) => <Text key={message}>{message}</Text>))}
                  {errors.length > 10 && <Text>… and {rowsOf(errors.length - 10)} more, marked in the table.</Text>}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <PreviewTable report={report} keyLabel={keyLabel} />
        </Stack>
      )}

      <FormStatus outcome={outcome} />

      {committed && report.createdIds && <InviteImported kind={kind} noun={noun.many} ids={report.createdIds} />}

      <Flex gap="3" wrap="wrap">
        {report && !committed && errors.length === 0 && (
          <Button colorPalette="blue" loading={busy} onClick={() => file && void send(file.rows, true)}>
            Import {rowsOf(report.rows.length)}
          </Button>
        )}
        {report && !committed && errors.length > 0 && (
          <Button colorPalette="orange" loading={busy} onClick={() => void leaveOutErrors()}>
            Leave out the {rowsOf(errors.length)} with errors
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          {committed ? 'Close' : 'Cancel'}
        </Button>
      </Flex>
    </Stack>
  );
}

/** What each column of the file holds. */
function ColumnGuide({ kind }: { kind: ImportKind }) {
  return (
    <Box as="details" mt="3">
      <Box as="summary" cursor="pointer" color="blue.700">
        What each column holds
      </Box>
      <Table.ScrollArea maxW="100%" mt="2">
        <Table.Root size="sm" aria-label="Columns of the file">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Column</Table.ColumnHeader>
              <Table.ColumnHeader>Required</Table.ColumnHeader>
              <Table.ColumnHeader>What it holds</Table.ColumnHeader>
              <Table.ColumnHeader>Example</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {IMPORT_COLUMNS[kind].map((c) => (
              <Table.Row key={c.name}>
                <Table.Cell fontFamily="mono">{c.name}</Table.Cell>
                <Table.Cell>{c.required ? 'Yes' : 'No'}</Table.Cell>
                <Table.Cell>{c.help || c.label}</Table.Cell>
                <Table.Cell>{c.example}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="sm" color="gray.600" mt="2">
        Headers may be in any case. A column left out of the file keeps what is on file for people already there.
      </Text>
    </Box>
  );
}

function PreviewTable({ report, keyLabel }: { report: ImportReport; keyLabel: string }) {
  return (
    <Box maxH="360px" overflow="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" stickyHeader aria-label="Rows of the file">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Row</Table.ColumnHeader>
            <Table.ColumnHeader>{keyLabel}</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Outcome</Table.ColumnHeader>
            <Table.ColumnHeader>Details</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.rows.map((r) => (
            <Table.Row key={r.row} bg={r.outcome === 'error' ? 'red.50' : undefined}>
              <Table.Cell>{r.row}</Table.Cell>
              <Table.Cell>{r.key || '—'}</Table.Cell>
              <Table.Cell>{r.name || '—'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={OUTCOME[r.outcome].colour}>{OUTCOME[r.outcome].label}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="normal">
                {r.outcome === 'error'
                  ? r.errors.map((e) => (
                      <Text key={e} color="red.700">
                        {e.replace(/^Row \d+: /, '')}
                      </Text>
                    ))
                  : r.changes.length > 0 && `Changes: ${r.changes.join(', ')}`}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
