import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { type PersonCollection, ROLE_FOR_PERSON } from '@academy/shared/accounts';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { RecordSection } from '@/components/records/record-section';
import { CreateAccountDialog } from './create-account-dialog';
import { InvitationControls } from './invitation-controls';
import { ManageAccountDialog } from './manage-account-dialog';
import { articleFor } from './role-words';
import { useAccount } from './use-account';
import type { PersonRow } from './use-people-accounts';

function AccountState({ uid, selfUid }: { uid: string; selfUid: string | undefined }) {
  const { loading, account } = useAccount(uid);
  const [managing, setManaging] = useState(false);
  if (loading) return <Spinner size="sm" aria-label="Loading the account" />;
  if (!account) return <Text color="red.700">This person’s account record could not be read.</Text>;
  return (
    <Stack gap="3">
      <Text>
        Signs in as <strong>{account.email}</strong>
      </Text>
      <HStack>
        <Badge colorPalette="blue">{account.role}</Badge>
        <Badge colorPalette={account.disabled ? 'red' : 'green'}>{account.disabled ? 'Disabled' : 'Active'}</Badge>
      </HStack>
      <HStack>
        <Button size="sm" variant="outline" onClick={() => setManaging(true)}>
          Manage account
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
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <RecordSection id="person-account-heading" title="Account">
      {person.accountUid ? (
        <AccountState uid={person.accountUid} selfUid={selfUid} />
      ) : (
        <Stack gap="3">
          <Text>
            No account: {name} cannot sign in yet.{' '}
            {archived
              ? 'Restore them to give them an account.'
              : `An account lets them sign in as ${articleFor(ROLE_FOR_PERSON[personType])} ${ROLE_FOR_PERSON[personType]}.`}
          </Text>
          {!archived && (
            <>
              <InvitationControls personType={personType} person={person} />
              <HStack>
                <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
                  Create account
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
