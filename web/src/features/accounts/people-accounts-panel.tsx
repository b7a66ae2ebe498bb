import { Badge, Box, Button, Heading, Table, Text } from '@chakra-ui/react';
import type { PersonCollection } from '@academy/shared/accounts';
import { useState } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { CreateAccountDialog } from '@/components/accounts/create-account-dialog';
import { ManageAccountDialog } from '@/components/accounts/manage-account-dialog';
import { type AccountRow, type PersonRow, usePeopleAccounts } from '@/components/accounts/use-people-accounts';

const NOUN: Record<PersonCollection, string> = {
  teachers: 'teachers',
  staff: 'staff members',
  students: 'students',
  parents: 'parents',
};

/**
 * Who in this part of the school can sign in, and the Admin's controls over it. Closed until the Admin asks for it:
 * the list reads up to 200 people and every account of the school, which opening the section must not cost (each
 * person's own page has their account too).
 */
export function PeopleAccountsPanel(props: { schoolId: string; people: PersonCollection; selfUid: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="section" aria-labelledby="accounts-heading" mt="8">
      <Heading id="accounts-heading" as="h2" size="lg" mb="3">
        Accounts
      </Heading>
      {open ? (
        <AccountsList {...props} />
      ) : (
        <>
          <Text color="gray.600" mb="3">
            Who among the school&apos;s {NOUN[props.people]} can sign in, with a way to create or manage their accounts.
          </Text>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            Show accounts
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

  if (loading) return <PageLoader />;
  if (error) return <Text color="red.700">The list could not be loaded. Reload the page to try again.</Text>;
  return (
    <>
      {rows.length === 0 ? (
        <Text color="gray.600">There are no {NOUN[people]} in the school yet.</Text>
      ) : (
        <Table.ScrollArea maxW="100%">
          <Table.Root size="sm" variant="outline" bg="white">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                <Table.ColumnHeader>Account</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
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
                          {account.role} · {account.disabled ? 'disabled' : 'active'}
                        </Badge>
                      ) : (
                        <Badge>No account</Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {account ? (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Manage the account of ${name}`}
                          onClick={() => setManaging(account)}
                        >
                          Manage
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          colorPalette="blue"
                          aria-label={`Create an account for ${name}`}
                          onClick={() => setCreating(person)}
                        >
                          Create account
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
