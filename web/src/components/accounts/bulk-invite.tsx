import type { PersonCollection } from '@academy/shared/accounts';
import type { AccountStanding } from '@academy/shared/invitations';
import type { InviteFilter } from '@academy/shared/invitations-api';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { InviteJobStatus } from './invite-job-status';

/**
 * The whole-list choice each standing filter offers: those with no account, or the filtered list itself again; of the
 * class when the list is narrowed to one ("all parents of 7A"), and then, with no standing chosen, those not yet active.
 * A class narrows only students or parents.
 */
function everyoneOf(
  kind: PersonCollection,
  standing: AccountStanding | undefined,
  className: string | undefined,
): { filter: InviteFilter; label: MessageDescriptor } | null {
  const students = kind === 'students';
  if (standing === 'invited') {
    const label =
      className === undefined
        ? msg`Re-invite everyone invited (all pages)`
        : students
          ? msg`Re-invite all students of ${className} invited (all pages)`
          : msg`Re-invite all parents of ${className} invited (all pages)`;
    return { filter: 'invited', label };
  }
  if (standing === 'expired') {
    const label =
      className === undefined
        ? msg`Re-invite everyone whose invitation expired`
        : students
          ? msg`Re-invite all students of ${className} whose invitation expired`
          : msg`Re-invite all parents of ${className} whose invitation expired`;
    return { filter: 'expired', label };
  }
  if (standing === undefined && className !== undefined)
    return {
      filter: 'notActive',
      label: students
        ? msg`All students of ${className} not yet active`
        : msg`All parents of ${className} not yet active`,
    };
  if (standing === undefined || standing === 'none') {
    const label =
      className === undefined
        ? msg`Everyone without an account`
        : students
          ? msg`All students of ${className} without an account`
          : msg`All parents of ${className} without an account`;
    return { filter: 'noAccount', label };
  }
  return null;
}

/** "2 parents selected": the people ticked on the list, counted in words of their kind. */
function selectedLabel(kind: PersonCollection, count: number): MessageDescriptor {
  switch (kind) {
    case 'students':
      return msg`${plural(count, { one: '# student selected', other: '# students selected' })}`;
    case 'parents':
      return msg`${plural(count, { one: '# parent selected', other: '# parents selected' })}`;
    case 'teachers':
      return msg`${plural(count, { one: '# teacher selected', other: '# teachers selected' })}`;
    default:
      return msg`${plural(count, { one: '# staff member selected', other: '# staff members selected' })}`;
  }
}

/**
 * The bar over a people list: invite the people ticked on it, or everyone the filter stands for, by e-mail or on paper.
 * The request starts a job the server works through in the background; the latest job's progress and result show
 * beneath (InviteJobStatus), with the letters to download when there are any.
 */
export function BulkInvite(props: {
  schoolId: string;
  kind: PersonCollection;
  /** The list's noun; the bar's words come from the catalogue by `kind` instead. */
  noun: string;
  selectedIds: string[];
  standing: AccountStanding | undefined;
  /** The class the list is narrowed to (students of it, or parents of its students). */
  classId?: string;
  className?: string;
  onInvited: () => void;
}) {
  const everyoneId = useId();
  const [everyone, setEveryone] = useState(false);
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The invitations could not be started.`));
  const whole = everyoneOf(props.kind, props.standing, props.classId ? (props.className ?? '') : undefined);
  const wholeLabel = whole ? t(whole.label) : '';
  const everyoneChosen = everyone && whole !== null;
  const ready = everyoneChosen || props.selectedIds.length > 0;

  function invite(channel: 'email' | 'letter') {
    void submit(async () => {
      const result = await callApi('startInviteJob', {
        ...(everyoneChosen
          ? { kind: props.kind, filter: whole.filter, ...(props.classId ? { classId: props.classId } : {}) }
          : { people: props.selectedIds.map((id) => ({ kind: props.kind, id })) }),
        channel,
      });
      setEveryone(false);
      props.onInvited();
      return result.message;
    });
  }

  return (
    <>
      <Box as="section" aria-label={t`Invite`} borderWidth="1px" borderRadius="md" bg="white" p="3" mb="4">
        <Flex gap="3" wrap="wrap" align="center">
          <Text fontSize="sm" aria-live="polite">
            {everyoneChosen ? wholeLabel : t(selectedLabel(props.kind, props.selectedIds.length))}
          </Text>
          {whole && (
            <Flex as="label" gap="2" align="center" fontSize="sm" cursor="pointer">
              <input
                id={everyoneId}
                type="checkbox"
                checked={everyone}
                onChange={(e) => setEveryone(e.target.checked)}
                style={{ width: 18, height: 18 }}
              />
              {wholeLabel}
            </Flex>
          )}
          <Button size="sm" colorPalette="blue" disabled={!ready} loading={busy} onClick={() => invite('email')}>
            <Trans>Invite by e-mail</Trans>
          </Button>
          <Button size="sm" variant="outline" disabled={!ready} loading={busy} onClick={() => invite('letter')}>
            <Trans>Invite on paper</Trans>
          </Button>
        </Flex>
        {outcome && (
          <Box mt="3">
            <FormStatus outcome={outcome} />
          </Box>
        )}
      </Box>
      <InviteJobStatus schoolId={props.schoolId} />
    </>
  );
}
