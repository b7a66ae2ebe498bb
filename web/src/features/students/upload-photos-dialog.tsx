/**
 * The office's way to give many students their photos at once: choose a ZIP (or several photos) named by admission
 * number, see which student each photo is for and which match nobody, then upload them one after another.
 */
import { Badge, Box, Button, chakra, Stack, Table, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { FormDialog } from '@/components/ui/form-dialog';
import { uploadFile } from '@/lib/files';
import { type BatchPhoto, photosIn, studentsByAdmissionNumber } from './photo-batch';

interface Row extends BatchPhoto {
  student: { id: string; name: string } | null;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

export function UploadPhotosDialog({ schoolId }: { schoolId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trans>Upload photos</Trans>
      </Button>
      {open && <UploadPhotos schoolId={schoolId} onClose={() => setOpen(false)} />}
    </>
  );
}

function UploadPhotos({ schoolId, onClose }: { schoolId: string; onClose: () => void }) {
  const { t } = useLingui();
  const firestore = useFirestore();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const stop = useRef<AbortController | null>(null);

  const change = (index: number, patch: Partial<Row>) =>
    setRows((all) => all?.map((r, i) => (i === index ? { ...r, ...patch } : r)) ?? null);

  async function choose(files: File[]) {
    setProblem(null);
    setReading(true);
    setRows(null);
    try {
      const photos = await photosIn(files);
      const students = await studentsByAdmissionNumber(
        firestore,
        schoolId,
        photos.map((p) => p.admissionNumber),
      );
      setRows(photos.map((p) => ({ ...p, student: students.get(p.admissionNumber) ?? null, state: 'waiting' })));
    } catch {
      setProblem(t`The photos could not be read. If you chose a ZIP, check that it opens on your computer.`);
    } finally {
      setReading(false);
    }
  }

  async function send() {
    if (!rows) return;
    const controller = new AbortController();
    stop.current = controller;
    setSending(true);
    for (const [index, row] of rows.entries()) {
      if (!row.student || row.state === 'done') continue;
      if (controller.signal.aborted) break;
      change(index, { state: 'sending', error: undefined });
      try {
        await uploadFile('pupilPhoto', row.student.id, row.file, { signal: controller.signal, onProgress: () => {} });
        change(index, { state: 'done' });
      } catch (error) {
        if (controller.signal.aborted) {
          change(index, { state: 'waiting' });
          break;
        }
        change(index, { state: 'failed', error: error instanceof Error ? error.message : t`Not uploaded.` });
      }
    }
    setSending(false);
    stop.current = null;
  }

  const matched = rows?.filter((r) => r.student).length ?? 0;
  const unmatched = (rows?.length ?? 0) - matched;
  const done = rows?.filter((r) => r.state === 'done').length ?? 0;
  const toSend = rows?.filter((r) => r.student && r.state !== 'done').length ?? 0;
  return (
    <FormDialog title={t`Upload students' photos`} onClose={() => (sending ? stop.current?.abort() : onClose())}>
      <Stack gap="4">
        <Text>
          <Trans>
            Choose a ZIP file of photos, or several photos, each named by the student's admission number (for example
            A0042.jpg). A new photo takes the place of a student's old one. Only staff see the photos.
          </Trans>
        </Text>
        <Box>
          <chakra.label htmlFor="batch-photos" fontWeight="medium" display="block" mb="1">
            <Trans>Photos or a ZIP file</Trans>
          </chakra.label>
          <chakra.input
            id="batch-photos"
            type="file"
            multiple
            accept=".zip,application/zip,image/*"
            disabled={reading || sending}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              if (files.length) void choose(files);
            }}
          />
        </Box>
        {reading && (
          <Text role="status">
            <Trans>Reading the photos…</Trans>
          </Text>
        )}
        {problem && (
          <Text role="alert" color="red.700">
            {problem}
          </Text>
        )}
        {rows && rows.length === 0 && (
          <Text role="status">
            <Trans>No photos were found: choose pictures (JPEG, PNG or WebP) or a ZIP file of them.</Trans>
          </Text>
        )}
        {rows && rows.length > 0 && (
          <>
            <Text role="status" fontWeight="medium">
              {unmatched > 0
                ? t`${plural(matched, { one: '# photo matches a student', other: '# photos match students' })}; ${plural(unmatched, { one: '# matches no admission number', other: '# match no admission number' })}.`
                : t`${plural(matched, { one: '# photo matches a student.', other: 'All # photos match students.' })}`}
              {done > 0 && ' '}
              {done > 0 && t`${plural(done, { one: '# uploaded.', other: '# uploaded.' })}`}
            </Text>
            <Table.ScrollArea maxH="80" borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" stickyHeader aria-label={t`Photos and the students they are for`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Photo</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Student</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>State</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((r) => {
                    const number = r.admissionNumber;
                    return (
                      <Table.Row key={`${r.name}-${r.admissionNumber}`}>
                        <Table.Cell>
                          <bdi>{r.name}</bdi>
                        </Table.Cell>
                        <Table.Cell>
                          {r.student ? (
                            <bdi>{r.student.name}</bdi>
                          ) : (
                            <Text as="span" color="red.700">
                              <Trans>No student has admission number {number}</Trans>
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          <RowState row={r} />
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {sending ? (
              <Button alignSelf="start" variant="outline" onClick={() => stop.current?.abort()}>
                <Trans>Stop</Trans>
              </Button>
            ) : (
              <Button alignSelf="start" colorPalette="blue" disabled={toSend === 0} onClick={() => void send()}>
                {t`${plural(toSend, { one: 'Upload # photo', other: 'Upload # photos' })}`}
              </Button>
            )}
          </>
        )}
      </Stack>
    </FormDialog>
  );
}

function RowState({ row }: { row: Row }) {
  if (!row.student) return null;
  if (row.state === 'done')
    return (
      <Badge colorPalette="green">
        <Trans>Uploaded</Trans>
      </Badge>
    );
  if (row.state === 'sending')
    return (
      <Badge colorPalette="blue">
        <Trans>Uploading…</Trans>
      </Badge>
    );
  if (row.state === 'failed')
    return (
      <Text as="span" color="red.700" fontSize="sm">
        {row.error}
      </Text>
    );
  return (
    <Badge colorPalette="gray">
      <Trans>To upload</Trans>
    </Badge>
  );
}
