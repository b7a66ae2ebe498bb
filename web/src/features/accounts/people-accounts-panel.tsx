import { Badge, Box, Button, Heading, Table, Text } from '@chakra-ui/react';
import type { PersonCollection } from '@academy/shared/accounts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { ROLE_NAMES } from '@/components/accounts/account-words';
import { CreateAccountDialog } from '@/components/accounts/create-account-dialog';
import { ManageAccountDialog } from '@/components/accounts/manage-account-dialog';
import { type AccountRow, type PersonRow, usePeopleAccounts } from '@/components/accounts/use-people-accounts';

const ABOUT: Record<PersonCollection, MessageDescriptor> = {
  teachers: msg`Who among the school's teachers can sign in, with a way to create or manage their accounts.`,
  staff: msg`Who among the school's staff members can sign in, with a way to create or manage their accounts.`,
  students: msg`Who among the school's students can sign in, with a way to create or manage their accounts.`,
  parents: msg`Who among the school's parents can sign in, with a way to create or manage their accounts.`,
};

const NONE_YET: Record<PersonCollection, MessageDescriptor> = {
  teachers: msg`There are no teachers in the school yet.`,
  staff: msg`There are no staff members in the school yet.`,
  students: msg`There are no students in the school yet.`,
  parents: msg`There are no parents in the school yet.`,
};

/**
 * Who in this part of the school can sign in, and the Admin's controls over it. Closed until the Admin asks for it:
 * the list reads up to 200 people and every account of the school, which opening the section must not cost (each
 * person's own page has their account too).
 */
export function PeopleAccountsPanel(props: { schoolId: string; people: PersonCollection; selfUid: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Box as="section" aria-labelledby="accounts-heading" mt="8">
      <Heading id="accounts-heading" as="h2" size="lg" mb="3">
        <Trans>Accounts</Trans>
      </Heading>
      {open ? (
        <AccountsList {...props} />
      ) : (
        <>
          <Text color="gray.600" mb="3">
            {t(ABOUT[props.people])}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <Trans>Show accounts</Trans>
          </Button>
        </>
      )}
    </Box>
  );
}

function AccountsList({ schoolId, people, selfUid }: { schoolId: string; people: PersonCollection; selfUid: string }) {
  const { loading, error, people: rows, accountOf } = usePeopleAccounts(schoolId, people);
  const [creating, setCreating] = useState<PersonRow | null>(null);
  const [managing, setManaging] = useState<AccountRow | null>(null);
  const { t } = useLingui();

  if (loading) return <PageLoader />;
  if (error)
    return (
      <Text color="red.700">
        <Trans>The list could not be loaded. Reload the page to try again.</Trans>
      </Text>
    );
  return (
    <>
      {rows.length === 0 ? (
        <Text color="gray.600">{t(NONE_YET[people])}</Text>
      ) : (
        <Table.ScrollArea maxW="100%">
          <Table.Root size="sm" variant="outline" bg="white">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Name</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>E-mail</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Account</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Action</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((person) => {
                const account = accountOf(person);
                const name = `${person.firstName} ${person.lastName}`;
                return (
                  <Table.Row key={person.id}>
                    <Table.Cell>{name}</Table.Cell>
                    <Table.Cell>{account?.email ?? person.email ?? '—'}</Table.Cell>
                    <Table.Cell>
                      {account ? (
                        <Badge colorPalette={account.disabled ? 'red' : 'green'}>
                          <RoleAndState role={t(ROLE_NAMES[account.role])} disabled={account.disabled === true} />
                        </Badge>
                      ) : (
                        <Badge>
                          <Trans>No account</Trans>
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {account ? (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t`Manage the account of ${name}`}
                          onClick={() => setManaging(account)}
                        >
                          <Trans>Manage</Trans>
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          colorPalette="blue"
                          aria-label={t`Create an account for ${name}`}
                          onClick={() => setCreating(person)}
                        >
                          <Trans>Create account</Trans>
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {creating && <CreateAccountDialog personType={people} person={creating} onClose={() => setCreating(null)} />}
      {managing && (
        <ManageAccountDialog account={managing} isSelf={managing.uid === selfUid} onClose={() => setManaging(null)} />
      )}
    </>
  );
}

/** "Teacher · active": the account's role and whether it can sign in. */
function RoleAndState({ role, disabled }: { role: string; disabled: boolean }) {
  return disabled ? <Trans>{role} · disabled</Trans> : <Trans>{role} · active</Trans>;
}
