/**
 * The school's data, as the office takes a copy of it: "Export the school's data" starts an export on the server,
 * and the Admin's latest exports are read live (their own, at most three documents), each with its progress bar while
 * it is made, then its size, checksum and a Download button until the archive expires.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { callApi } from '@/lib/api';
import { ExportRow } from '@/components/data/export-row';
import { useMyExports } from '@/components/data/use-data-jobs';

export function SchoolData({ schoolId, uid }: { schoolId: string; uid: string }) {
  const { t } = useLingui();
  const { loading, jobs } = useMyExports(schoolId, uid);
  const [starting, setStarting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const running = jobs.some((j) => j.state === 'running');

  async function start() {
    setStarting(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: (await callApi('exportSchool', {})).message });
    } catch (e) {
      setOutcome({ ok: false, message: e instanceof Error ? e.message : t`The export could not be started.` });
    } finally {
      setStarting(false);
    }
  }

  return (
    <Stack gap="3" alignItems="start" data-testid="school-data">
      <Text color="gray.600">
        <Trans>
          A copy of everything the school keeps in Academy, as one ZIP archive: every list as a CSV file for a
          spreadsheet and as JSON to restore from, the accounts (without passwords), the stored files, and a manifest
          with counts, money totals and checksums. Only you can download it, for seven days.
        </Trans>
      </Text>
      <Button colorPalette="blue" loading={starting} disabled={running} onClick={() => void start()}>
        <Trans>Export the school&apos;s data</Trans>
      </Button>
      <FormStatus outcome={outcome} />
      {!loading && jobs.length > 0 && (
        <Stack as="ul" gap="2" w="full" maxW="2xl" aria-label={t`Your exports`}>
          {jobs.map((job) => (
            <ExportRow key={job.id} job={job} schoolId={schoolId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
