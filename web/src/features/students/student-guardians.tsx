import { Badge, Box, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useRecord } from '@/components/records/use-record';
import { PanelCard } from '@/components/ui/panel-card';

/** One guardian: their record's link, how they are related, and how to reach them. One document read. */
function GuardianRow({ schoolId, parentId, parentsPath }: { schoolId: string; parentId: string; parentsPath: string }) {
  const { loading, error, record } = useRecord(schoolId, 'parents', parentId);
  if (loading)
    return (
      <Text as="li" role="status" color="gray.700">
        <Trans>Loading…</Trans>
      </Text>
    );
  if (error || !record)
    return (
      <Text as="li" color="red.700">
        <Trans>A guardian’s record ({parentId}) could not be read.</Trans>
      </Text>
    );
  const name = `${record.firstName} ${record.lastName}`;
  const { email, phone } = record;
  return (
    <Box as="li" data-testid="guardian" borderBottomWidth="1px" pb="2">
      <Link asChild color="blue.700" fontWeight="medium">
        <RouterLink to={`${parentsPath}/${parentId}`}>{name}</RouterLink>
      </Link>
      {record.relationship && <Text as="span">{` · ${record.relationship}`}</Text>}
      {record.archived && (
        <Badge ms="2" colorPalette="orange">
          <Trans>archived</Trans>
        </Badge>
      )}
      <Text fontSize="sm" overflowWrap="anywhere">
        <Trans>
          E-mail:{' '}
          <Link href={`mailto:${email}`} color="blue.700">
            {email}
          </Link>
        </Trans>
      </Text>
      <Text fontSize="sm">
        {phone ? (
          <Trans>
            Phone:{' '}
            <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="blue.700">
              {phone}
            </Link>
          </Trans>
        ) : (
          <Trans>Phone: none recorded</Trans>
        )}
      </Text>
    </Box>
  );
}

/** The student's guardians, each with their contact details and a link to their record (the office reads parents). */
export function StudentGuardians({
  schoolId,
  guardianIds,
  parentsPath,
}: {
  schoolId: string;
  guardianIds: string[];
  parentsPath: string;
}) {
  const { t } = useLingui();
  return (
    <PanelCard testId="guardians" title={t`Guardians`} loading={false}>
      {guardianIds.length === 0 ? (
        <Text color="gray.700">
          <Trans>No guardian is linked to this student.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t`Guardians`}>
          {guardianIds.map((id) => (
            <GuardianRow key={id} schoolId={schoolId} parentId={id} parentsPath={parentsPath} />
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
