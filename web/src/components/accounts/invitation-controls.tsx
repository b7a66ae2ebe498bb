import { Badge, Button, Code, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { PersonCollection } from '@academy/shared/accounts';
import { formatDate } from '@academy/shared/date-format';
import { ACCOUNT_STANDING_LABEL, accountStanding } from '@academy/shared/invitations';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { useSession } from '@/lib/session';
import { useSchoolLocale } from '@/lib/use-school';
import { useAccountActions } from './use-account-actions';
import type { PersonRow } from './use-people-accounts';

const HOW = { email: 'by e-mail', letter: 'on paper' } as const;

/** The letter's code, shown to the Admin once: it is stored only as a hash. */
function LetterCodeDialog({ name, code, onClose }: { name: string; code: string; onClose: () => void }) {
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Code for {name}’s letter</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Code fontSize="2xl" p="3" alignSelf="start" data-testid="letter-code">
                  {code}
                </Code>
                <Text>
                  Write or print it now: it is shown only this once. {name} types it at the school’s address /join.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const STANDING_PALETTE: Partial<Record<string, string>> = { invited: 'blue', expired: 'orange', bounced: 'red' };

/** A person without an account: whether they are invited (when, how, until when) and the Admin's invite and revoke. */
export function InvitationControls({ personType, person }: { personType: PersonCollection; person: PersonRow }) {
  const session = useSession();
  const schoolId = session.status === 'signed-in' ? (session.claims?.school_id ?? '') : '';
  const where = useSchoolLocale(schoolId);
  const { invite, revokeInvitation } = useAccountActions();
  const { outcome, busy, submit } = useSubmission(errorMessage('The invitation could not be changed.'));
  const [letter, setLetter] = useState<string | null>(null);
  // The page's clock when it rendered: good enough to say whether an invitation of days has run out.
  const [now] = useState(() => Date.now());
  const standing = accountStanding(person, undefined, now);
  const account = person.account;
  const name = `${person.firstName} ${person.lastName}`;

  return (
    <Stack gap="3">
      <HStack wrap="wrap">
        <Badge colorPalette={STANDING_PALETTE[standing] ?? 'gray'}>{ACCOUNT_STANDING_LABEL[standing]}</Badge>
        {account?.invitedAt && account.expiresAt && account.channel && standing !== 'none' && (
          <Text fontSize="sm">
            Invited {HOW[account.channel]} on {formatDate(account.invitedAt, where)};{' '}
            {standing === 'expired' ? 'expired' : 'expires'} {formatDate(account.expiresAt, where)}.
          </Text>
        )}
      </HStack>
      {standing === 'bounced' && (
        <Text fontSize="sm">
          The invitation e-mail to {person.email ?? 'their address'} bounced
          {account?.bounceReason ? ` (${account.bounceReason})` : ''}. Send a letter instead, or check the address.
        </Text>
      )}
      <HStack wrap="wrap">
        {person.email && (
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            onClick={() => void submit(() => invite(personType, person.id, 'email').then((r) => r.message))}
          >
            {account?.channel === 'email' && standing !== 'none' ? 'Invite again by e-mail' : 'Invite by e-mail'}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          onClick={() =>
            void submit(async () => {
              const result = await invite(personType, person.id, 'letter');
              setLetter(result.letters[0]?.code ?? null);
              return result.message;
            })
          }
        >
          Invite on paper (letter code)
        </Button>
        {(standing === 'invited' || standing === 'expired' || standing === 'bounced') && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={busy}
            onClick={() => void submit(() => revokeInvitation(personType, person.id))}
          >
            Revoke invitation
          </Button>
        )}
      </HStack>
      <FormStatus outcome={outcome} />
      {letter && <LetterCodeDialog name={name} code={letter} onClose={() => setLetter(null)} />}
    </Stack>
  );
}
