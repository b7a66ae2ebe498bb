import { Badge, Button, Code, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { PersonCollection } from '@academy/shared/accounts';
import { formatDate } from '@academy/shared/date-format';
import { accountStanding, type PersonAccount } from '@academy/shared/invitations';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { useSession } from '@/lib/session';
import { useSchoolLocale } from '@/lib/use-school';
import { STANDING_NAMES } from './account-words';
import { useAccountActions } from './use-account-actions';
import type { PersonRow } from './use-people-accounts';

/** "Invited by e-mail on 3 Sept; expires 17 Sept.": how and when, and whether the invitation has run out. */
function invitedWhen(
  channel: PersonAccount['channel'],
  expired: boolean,
  invitedOn: string,
  expiresOn: string,
): MessageDescriptor {
  if (channel === 'letter')
    return expired
      ? msg`Invited on paper on ${invitedOn}; expired ${expiresOn}.`
      : msg`Invited on paper on ${invitedOn}; expires ${expiresOn}.`;
  return expired
    ? msg`Invited by e-mail on ${invitedOn}; expired ${expiresOn}.`
    : msg`Invited by e-mail on ${invitedOn}; expires ${expiresOn}.`;
}

/** Why the invitation e-mail came back, with the address and the mail server's reason when known. */
function bouncedText(email: string | undefined, reason: string | undefined): MessageDescriptor {
  if (email)
    return reason
      ? msg`The invitation e-mail to ${email} bounced (${reason}). Send a letter instead, or check the address.`
      : msg`The invitation e-mail to ${email} bounced. Send a letter instead, or check the address.`;
  return reason
    ? msg`The invitation e-mail to their address bounced (${reason}). Send a letter instead, or check the address.`
    : msg`The invitation e-mail to their address bounced. Send a letter instead, or check the address.`;
}

/** The letter's code, shown to the Admin once: it is stored only as a hash. */
function LetterCodeDialog({ name, code, onClose }: { name: string; code: string; onClose: () => void }) {
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Code for {name}’s letter</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Code fontSize="2xl" p="3" alignSelf="start" data-testid="letter-code">
                  {code}
                </Code>
                <Text>
                  <Trans>
                    Write or print it now: it is shown only this once. {name} types it at the school’s address /join.
                  </Trans>
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                <Trans>Done</Trans>
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
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The invitation could not be changed.`));
  const [letter, setLetter] = useState<string | null>(null);
  // The page's clock when it rendered: good enough to say whether an invitation of days has run out.
  const [now] = useState(() => Date.now());
  const standing = accountStanding(person, undefined, now);
  const account = person.account;
  const name = `${person.firstName} ${person.lastName}`;

  return (
    <Stack gap="3">
      <HStack wrap="wrap">
        <Badge colorPalette={STANDING_PALETTE[standing] ?? 'gray'}>{t(STANDING_NAMES[standing])}</Badge>
        {account?.invitedAt && account.expiresAt && account.channel && standing !== 'none' && (
          <Text fontSize="sm">
            {t(
              invitedWhen(
                account.channel,
                standing === 'expired',
                formatDate(account.invitedAt, where),
                formatDate(account.expiresAt, where),
              ),
            )}
          </Text>
        )}
      </HStack>
      {standing === 'bounced' && (
        <Text fontSize="sm">{t(bouncedText(person.email, account?.bounceReason ?? undefined))}</Text>
      )}
      <HStack wrap="wrap">
        {person.email && (
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            onClick={() => void submit(() => invite(personType, person.id, 'email').then((r) => r.message))}
          >
            {account?.channel === 'email' && standing !== 'none' ? t`Invite again by e-mail` : t`Invite by e-mail`}
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
          <Trans>Invite on paper (letter code)</Trans>
        </Button>
        {(standing === 'invited' || standing === 'expired' || standing === 'bounced') && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={busy}
            onClick={() => void submit(() => revokeInvitation(personType, person.id))}
          >
            <Trans>Revoke invitation</Trans>
          </Button>
        )}
      </HStack>
      <FormStatus outcome={outcome} />
      {letter && <LetterCodeDialog name={name} code={letter} onClose={() => setLetter(null)} />}
    </Stack>
  );
}
