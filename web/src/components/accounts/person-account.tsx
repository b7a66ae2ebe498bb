import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PersonCollection } from '@academy/shared/accounts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { RecordSection } from '@/components/records/record-section';
import { CreateAccountDialog } from './create-account-dialog';
import { InvitationControls } from './invitation-controls';
import { ManageAccountDialog } from './manage-account-dialog';
import { ROLE_NAMES } from './account-words';
import { useAccount } from './use-account';
import type { PersonRow } from './use-people-accounts';

/** What an account gives the person: "An account lets them sign in as a Teacher." */
const ACCOUNT_GIVES: Record<PersonCollection, MessageDescriptor> = {
  students: msg`An account lets them sign in as a Student.`,
  parents: msg`An account lets them sign in as a Parent.`,
  teachers: msg`An account lets them sign in as a Teacher.`,
  staff: msg`An account lets them sign in as an Admin.`,
};

function AccountState({ uid, selfUid }: { uid: string; selfUid: string | undefined }) {
  const { loading, account } = useAccount(uid);
  const [managing, setManaging] = useState(false);
  const { t } = useLingui();
  if (loading) return <Spinner size="sm" aria-label={t`Loading the account`} />;
  if (!account)
    return (
      <Text color="red.700">
        <Trans>This person’s account record could not be read.</Trans>
      </Text>
    );
  const email = account.email;
  return (
    <Stack gap="3">
      <Text>
        <Trans>
          Signs in as <strong>{email}</strong>
        </Trans>
      </Text>
      <HStack>
        <Badge colorPalette="blue">{t(ROLE_NAMES[account.role])}</Badge>
        <Badge colorPalette={account.disabled ? 'red' : 'green'}>{account.disabled ? t`Disabled` : t`Active`}</Badge>
      </HStack>
      <HStack>
        <Button size="sm" variant="outline" onClick={() => setManaging(true)}>
          <Trans>Manage account</Trans>
        </Button>
      </HStack>
      {managing && (
        <ManageAccountDialog account={account} isSelf={account.uid === selfUid} onClose={() => setManaging(false)} />
      )}
    </Stack>
  );
}

/**
 * The account part of a person's page: whether they can sign in, as whom and in which role, and the Admin's
 * "Create account" or "Manage account" (the same dialogs as the section's Accounts panel).
 */
export function PersonAccount({
  personType,
  person,
  archived = false,
}: {
  personType: PersonCollection;
  person: PersonRow;
  archived?: boolean;
}) {
  const session = useSession();
  const selfUid = session.status === 'signed-in' ? session.user?.uid : undefined;
  const [creating, setCreating] = useState(false);
  const { t } = useLingui();
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <RecordSection id="person-account-heading" title={t`Account`}>
      {person.accountUid ? (
        <AccountState uid={person.accountUid} selfUid={selfUid} />
      ) : (
        <Stack gap="3">
          <Text>
            <Trans>No account: {name} cannot sign in yet.</Trans>{' '}
            {archived ? t`Restore them to give them an account.` : t(ACCOUNT_GIVES[personType])}
          </Text>
          {!archived && (
            <>
              <InvitationControls personType={personType} person={person} />
              <HStack>
                <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
                  <Trans>Create account</Trans>
                </Button>
              </HStack>
            </>
          )}
        </Stack>
      )}
      {creating && <CreateAccountDialog personType={personType} person={person} onClose={() => setCreating(false)} />}
    </RecordSection>
  );
}
