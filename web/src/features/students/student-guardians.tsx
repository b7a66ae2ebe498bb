import { Badge, Box, Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useRecord } from '@/components/records/use-record';
import { FormStatus } from '@/components/ui/form-status';
import { PanelCard } from '@/components/ui/panel-card';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';

/** The office's choice of who is always in a conversation about the child (Messages). */
export interface MessageGuardians {
  studentId: string;
  childName: string;
  /** Guardians staff may leave out of a conversation about the child. */
  mayLeaveOut: string[];
}

/** Whether staff may leave this guardian out of a conversation about the child; saved at once. */
function LeaveOutChoice({ parentId, messages }: { parentId: string; messages: MessageGuardians }) {
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The choice could not be saved.`));
  const on = messages.mayLeaveOut.includes(parentId);
  const change = (checked: boolean) =>
    submit(
      async () =>
        (
          await callApi('updateChildGuardians', {
            studentId: messages.studentId,
            mayLeaveOut: checked
              ? [...messages.mayLeaveOut, parentId]
              : messages.mayLeaveOut.filter((id) => id !== parentId),
          })
        ).message,
    );
  const child = messages.childName;
  return (
    <Stack gap="1" mt="1">
      <Checkbox.Root size="sm" checked={on} disabled={busy} onCheckedChange={(e) => void change(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="normal">
          <Trans>Staff may leave them out of messages about {child}</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

/** One guardian: their record's link, how they are related, and how to reach them. One document read. */
function GuardianRow({
  schoolId,
  parentId,
  parentsPath,
  messages,
}: {
  schoolId: string;
  parentId: string;
  parentsPath: string;
  messages?: MessageGuardians | undefined;
}) {
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
      {messages && <LeaveOutChoice parentId={parentId} messages={messages} />}
    </Box>
  );
}

/** The student's guardians, each with their contact details and a link to their record (the office reads parents). */
export function StudentGuardians({
  schoolId,
  guardianIds,
  parentsPath,
  messages,
}: {
  schoolId: string;
  guardianIds: string[];
  parentsPath: string;
  /** Given where the office chooses who is always in a conversation about the child. */
  messages?: MessageGuardians;
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
            <GuardianRow key={id} schoolId={schoolId} parentId={id} parentsPath={parentsPath} messages={messages} />
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
