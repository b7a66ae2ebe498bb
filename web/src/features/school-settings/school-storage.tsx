/**
 * The office's view of what the school stores against its quota: the figures kept with every file (one document,
 * `fileUsage/summary`), by module, and the ten largest files with who added them and where they belong.
 */
import { Box, Link, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { formatDateTime, formatFileSize, type SchoolLocale } from '@academy/shared/date-format';
import { DEFAULT_QUOTA_BYTES, type FilePlace, type FileRecord } from '@academy/shared/files';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useSchoolLocale } from '@/lib/use-school';
import { useFileUsage, useLargestFiles } from './use-storage';

/** The modules files are counted by (PLACE_POLICIES' `module`), as the office reads them. */
const MODULE_NAMES: Record<string, MessageDescriptor> = {
  handIns: msg`Work handed in and returned`,
  work: msg`Files given with work`,
  news: msg`News`,
  calendar: msg`Calendar`,
  courses: msg`Course lectures`,
  photos: msg`Pupils' photos`,
  studentDocuments: msg`Students' documents`,
  school: msg`The school's logo`,
  messages: msg`Messages`,
  reports: msg`School reports`,
};

const PLACE_NAMES: Record<FilePlace, MessageDescriptor> = {
  handIn: msg`Handed in with work`,
  handInReturn: msg`Returned with a mark`,
  workResource: msg`Given with a piece of work`,
  post: msg`A news post`,
  event: msg`A calendar event`,
  lecture: msg`A course lecture`,
  pupilPhoto: msg`A pupil's photo`,
  studentDocument: msg`A student's documents`,
  logo: msg`The school's logo`,
  messageAttachment: msg`Sent with a message`,
  report: msg`A published school report`,
};

/** The page of the record a file belongs to, where the office has one. */
function recordPath(file: FileRecord): string | null {
  const first = file.recordId.split('_')[0];
  if (file.place === 'handIn' || file.place === 'handInReturn' || file.place === 'workResource')
    return `/app/admin/assignments/${first}`;
  if (file.place === 'lecture') return `/app/admin/courses/${first}`;
  return null;
}

function LargestFiles({ schoolId, where }: { schoolId: string; where: SchoolLocale }) {
  const { t } = useLingui();
  const { files, status } = useLargestFiles(schoolId);
  if (status === 'loading') return <PageLoader label={t`Loading the largest files`} />;
  if (status === 'error')
    return (
      <Text role="alert">
        <Trans>The largest files could not be read. Reload the page to try again.</Trans>
      </Text>
    );
  if (!files.length)
    return (
      <Text color="gray.600">
        <Trans>No files are stored yet.</Trans>
      </Text>
    );
  return (
    // Reached by keyboard too: on a phone the table scrolls sideways.
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={t`The ten largest files`}
    >
      <Table.Root size="sm" data-testid="largest-files">
        <Table.Caption>
          <Trans>The ten largest files</Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>File</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Size</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Added by</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Where it belongs</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {files.map((f) => {
            const path = recordPath(f);
            const place = t(PLACE_NAMES[f.place]);
            return (
              <Table.Row key={f.id}>
                <Table.Cell dir="auto" wordBreak="break-word">
                  {f.name}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatFileSize(f.bytes, where)}
                </Table.Cell>
                <Table.Cell>
                  <bdi>{f.uploadedByName}</bdi>
                  <Text fontSize="xs" color="gray.600">
                    {formatDateTime(f.readyAt ?? f.createdAt, where)}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  {path ? (
                    <Link asChild color="blue.700">
                      <RouterLink to={path}>{place}</RouterLink>
                    </Link>
                  ) : (
                    place
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The school's storage: used of the quota, by module, and the largest files. */
export function SchoolStorage({ schoolId }: { schoolId: string }) {
  const { t } = useLingui();
  const where = useSchoolLocale(schoolId);
  const { usage, loading } = useFileUsage(schoolId);
  if (loading) return <PageLoader label={t`Loading the school's storage`} />;
  const used = usage?.bytes ?? 0;
  const quota = usage?.quotaBytes ?? DEFAULT_QUOTA_BYTES;
  const usedWords = formatFileSize(used, where);
  const quotaWords = formatFileSize(quota, where);
  const count = usage?.files ?? 0;
  const modules = Object.entries(usage?.byModule ?? {})
    .filter(([, m]) => m.files > 0 || m.bytes > 0)
    .sort((a, b) => b[1].bytes - a[1].bytes);
  return (
    <Stack gap="3" data-testid="school-storage">
      <Text>
        {plural(count, {
          one: `${usedWords} of ${quotaWords} used, in # file.`,
          other: `${usedWords} of ${quotaWords} used, in # files.`,
        })}
      </Text>
      <Progress.Root value={quota ? Math.min(100, (used / quota) * 100) : 0} size="sm" aria-label={t`Storage used`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {modules.length > 0 && (
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label={t`Storage by module`}>
          {modules.map(([module, m]) => {
            const size = formatFileSize(m.bytes, where);
            const name = MODULE_NAMES[module] ? t(MODULE_NAMES[module]) : module;
            return (
              <Text as="li" key={module}>
                {plural(m.files, { one: `${name}: ${size} in # file`, other: `${name}: ${size} in # files` })}
              </Text>
            );
          })}
        </Box>
      )}
      <LargestFiles schoolId={schoolId} where={where} />
    </Stack>
  );
}
