import type { PersonCollection } from '@academy/shared/accounts';
import type { AccountStanding } from '@academy/shared/invitations';
import type { InviteFilter } from '@academy/shared/invitations-api';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { InviteJobStatus } from './invite-job-status';

/**
 * The whole-list choice each standing filter offers: those with no account, or the filtered list itself again; of the
 * class when the list is narrowed to one ("all parents of 7A"), and then, with no standing chosen, those not yet active.
 */
function everyoneOf(
  standing: AccountStanding | undefined,
  ofClass: string | undefined,
): { filter: InviteFilter; label: string } | null {
  if (standing === 'invited')
    return { filter: 'invited', label: `Re-invite ${ofClass ? `all ${ofClass}` : 'everyone'} invited (all pages)` };
  if (standing === 'expired')
    return {
      filter: 'expired',
      label: `Re-invite ${ofClass ? `all ${ofClass}` : 'everyone'} whose invitation expired`,
    };
  if (standing === undefined && ofClass) return { filter: 'notActive', label: `All ${ofClass} not yet active` };
  if (standing === undefined || standing === 'none')
    return { filter: 'noAccount', label: `${ofClass ? `All ${ofClass}` : 'Everyone'} without an account` };
  return null;
}

/**
 * The bar over a people list: invite the people ticked on it, or everyone the filter stands for, by e-mail or on paper.
 * The request starts a job the server works through in the background; the latest job's progress and result show
 * beneath (InviteJobStatus), with the letters to download when there are any.
 */
export function BulkInvite(props: {
  schoolId: string;
  kind: PersonCollection;
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
  const { outcome, busy, submit } = useSubmission(errorMessage('The invitations could not be started.'));
  const whole = everyoneOf(props.standing, props.classId ? `${props.noun} of ${props.className}` : undefined);
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
      <Box as="section" aria-label="Invite" borderWidth="1px" borderRadius="md" bg="white" p="3" mb="4">
        <Flex gap="3" wrap="wrap" align="center">
          <Text fontSize="sm" aria-live="polite">
            {everyoneChosen ? whole.label : `${props.selectedIds.length} ${props.noun} selected`}
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
              {whole.label}
            </Flex>
          )}
          <Button size="sm" colorPalette="blue" disabled={!ready} loading={busy} onClick={() => invite('email')}>
            Invite by e-mail
          </Button>
          <Button size="sm" variant="outline" disabled={!ready} loading={busy} onClick={() => invite('letter')}>
            Invite on paper
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
