import type { PersonCollection } from '@academy/shared/accounts';
import type { AccountStanding } from '@academy/shared/invitations';
import type { InviteFilter, InviteResult } from '@academy/shared/invitations-api';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';

/** The whole-list choice each standing filter offers: those with no account, or the filtered list itself again. */
function everyoneOf(standing: AccountStanding | undefined): { filter: InviteFilter; label: string } | null {
  if (standing === 'invited') return { filter: 'invited', label: 'Re-invite everyone invited (all pages)' };
  if (standing === 'expired') return { filter: 'expired', label: 'Re-invite everyone whose invitation expired' };
  if (standing === undefined || standing === 'none')
    return { filter: 'noAccount', label: 'Everyone without an account' };
  return null;
}

/**
 * The bar over a people list: invite the people ticked on it, or everyone the filter stands for, by e-mail or on paper,
 * in one request; then the answer, and for paper the letters to download (their codes exist only in this answer).
 */
export function BulkInvite(props: {
  kind: PersonCollection;
  noun: string;
  selectedIds: string[];
  standing: AccountStanding | undefined;
  onInvited: () => void;
}) {
  const everyoneId = useId();
  const [everyone, setEveryone] = useState(false);
  const [letters, setLetters] = useState<InviteResult | null>(null);
  const [making, setMaking] = useState(false);
  const { outcome, busy, submit } = useSubmission(errorMessage('The invitations could not be sent.'));
  const whole = everyoneOf(props.standing);
  const everyoneChosen = everyone && whole !== null;
  const ready = everyoneChosen || props.selectedIds.length > 0;

  function invite(channel: 'email' | 'letter') {
    setLetters(null);
    void submit(async () => {
      const result = await callApi('invite', {
        ...(everyoneChosen
          ? { kind: props.kind, filter: whole.filter }
          : { people: props.selectedIds.map((id) => ({ kind: props.kind, id })) }),
        channel,
      });
      if (result.letters.length) setLetters(result);
      setEveryone(false);
      props.onInvited();
      return result.message;
    });
  }

  async function downloadPdf(result: InviteResult) {
    setMaking(true);
    try {
      const { downloadLetters, invitationLettersPdf } = await import('./invitation-letters');
      const bytes = await invitationLettersPdf({
        schoolName: result.schoolName,
        letters: result.letters,
        site: window.location.origin,
      });
      downloadLetters(`invitation-letters-${props.kind}.pdf`, bytes);
    } finally {
      setMaking(false);
    }
  }

  return (
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
        {letters && (
          <Button size="sm" colorPalette="blue" loading={making} onClick={() => void downloadPdf(letters)}>
            Download the letters (PDF)
          </Button>
        )}
      </Flex>
      {outcome && (
        <Box mt="3">
          <FormStatus outcome={outcome} />
        </Box>
      )}
      {letters && (
        <Text fontSize="sm" mt="2" color="gray.700">
          The letters’ codes are shown only now: download and print them before leaving this page.
        </Text>
      )}
    </Box>
  );
}
