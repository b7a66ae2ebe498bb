/**
 * One export as its Admin sees it: a progress bar while it is made, then its size, checksum and a Download button
 * until the archive expires, or why it stopped.
 */
import { Box, Button, Code, Progress, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, formatFileSize } from '@academy/shared/date-format';
import { formatCount } from '@academy/shared/invite-jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { callApi } from '@/lib/api';
import { saveDownload } from '@/lib/files';
import { useSchoolLocale } from '@/lib/use-school';
import type { DataJob } from './use-data-jobs';

export function ExportRow({ job, schoolId }: { job: DataJob; schoolId: string }) {
  const { t } = useLingui();
  const where = useSchoolLocale(schoolId);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [openedAt] = useState(Date.now);
  const started = formatDateTime(job.createdAt, where);
  const label = job.label;
  const done = formatCount(job.done, where.locale);
  const total = formatCount(job.total, where.locale);
  const stage = job.stage;
  const size = formatFileSize(job.bytes ?? 0, where);
  const until = job.expiresAt ? formatDateTime(job.expiresAt, where) : '';
  const error = job.error ?? '';
  const kept = job.state === 'done' && !!job.archivePath && (job.expiresAt ?? 0) > openedAt;

  async function download() {
    setSaving(true);
    setFailed(null);
    try {
      const link = await callApi('exportLink', { jobId: job.id });
      await saveDownload(link.url, job.fileName ?? `${job.id}.zip`);
    } catch (e) {
      setFailed(e instanceof Error ? e.message : t`The archive could not be downloaded. Try again.`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" bg="white" p="3" data-testid="school-export">
      <Text fontWeight="semibold">
        {job.kind === 'exportPerson' ? (
          <Trans>
            Everything held about {label}, export started {started}
          </Trans>
        ) : (
          <Trans>Export started {started}</Trans>
        )}
      </Text>
      {job.state === 'running' && (
        <Stack gap="1" mt="2">
          <Progress.Root value={job.total ? Math.min(100, (job.done / job.total) * 100) : null} size="sm">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="gray.600" aria-live="polite">
            {job.total ? (
              <Trans>
                Writing {stage}: {done} of {total} records
              </Trans>
            ) : (
              <Trans>Counting the records…</Trans>
            )}
          </Text>
        </Stack>
      )}
      {job.state === 'failed' && (
        <Text color="red.700" mt="1">
          <Trans>The export stopped: {error}. Start the export again.</Trans>
        </Text>
      )}
      {job.state === 'done' && kept && (
        <Stack gap="2" mt="1" alignItems="start">
          <Text fontSize="sm">
            <Trans>
              {total} records and files, {size}. Kept until {until}.
            </Trans>
          </Text>
          <Text fontSize="xs" color="gray.600" wordBreak="break-all">
            <Trans>SHA-256 of the archive:</Trans> <Code fontSize="xs">{job.sha256}</Code>
          </Text>
          <Button size="sm" colorPalette="blue" loading={saving} onClick={() => void download()}>
            <Trans>Download the archive</Trans>
          </Button>
          {failed && (
            <Text color="red.700" role="alert">
              {failed}
            </Text>
          )}
        </Stack>
      )}
      {job.state === 'done' && !kept && (
        <Text fontSize="sm" color="gray.600" mt="1">
          <Trans>This archive has expired and was removed. Start the export again for a new one.</Trans>
        </Text>
      )}
    </Box>
  );
}
