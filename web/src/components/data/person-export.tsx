/**
 * "Export their data" on a student's or a parent's record (Admin): everything the school holds about them, as one
 * archive, for a subject access request. The export started here is shown below the button as it is made.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import type { EXPORTABLE_PEOPLE } from '@academy/shared/data-jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RecordSection } from '@/components/records/record-section';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { callApi } from '@/lib/api';
import { ExportRow } from './export-row';
import { useDataJob } from './use-data-jobs';

function StartedExport({ schoolId, jobId }: { schoolId: string; jobId: string }) {
  const job = useDataJob(schoolId, jobId);
  return job ? (
    <Stack as="ul" gap="2" w="full" maxW="2xl">
      <ExportRow job={job} schoolId={schoolId} />
    </Stack>
  ) : null;
}

export function PersonExport({
  schoolId,
  kind,
  id,
  name,
}: {
  schoolId: string;
  kind: (typeof EXPORTABLE_PEOPLE)[number];
  id: string;
  name: string;
}) {
  const { t } = useLingui();
  const [starting, setStarting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [jobId, setJobId] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setOutcome(null);
    try {
      const started = await callApi('exportPerson', { kind, id });
      setJobId(started.id);
      setOutcome({ ok: true, message: started.message });
    } catch (e) {
      setOutcome({ ok: false, message: e instanceof Error ? e.message : String(e) });
    } finally {
      setStarting(false);
    }
  }

  return (
    <RecordSection id="person-export-heading" title={t`Their data`}>
      <Stack gap="2" alignItems="start" data-testid="person-export">
        <Text color="gray.600">
          <Trans>
            Everything the school holds about {name}, in every module, as one archive: for a request to see their data.
          </Trans>
        </Text>
        <Button size="sm" variant="outline" loading={starting} onClick={() => void start()}>
          <Trans>Export their data</Trans>
        </Button>
        <FormStatus outcome={outcome} />
        {jobId && <StartedExport schoolId={schoolId} jobId={jobId} />}
      </Stack>
    </RecordSection>
  );
}
