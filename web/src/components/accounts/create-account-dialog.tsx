import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { type PersonCollection, ROLE_FOR_PERSON } from '@academy/shared/accounts';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { useSubmission } from '@/components/ui/use-submission';
import type { PersonRow } from './use-people-accounts';
import { articleFor } from './role-words';
import { useAccountActions } from './use-account-actions';

export function CreateAccountDialog({
  personType,
  person,
  onClose,
}: {
  personType: PersonCollection;
  person: PersonRow;
  onClose: () => void;
}) {
  const { createAccount } = useAccountActions();
  const [email, setEmail] = useState(person.email ?? '');
  const {
    outcome,
    busy,
    submit: run,
  } = useSubmission((error) => (error instanceof Error ? error.message : 'The account could not be created.'));
  const name = `${person.firstName} ${person.lastName}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(() => createAccount(personType, person.id, person.email ? undefined : email.trim()));
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Create an account for {name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    {name} will sign in as {articleFor(ROLE_FOR_PERSON[personType])}{' '}
                    <strong>{ROLE_FOR_PERSON[personType]}</strong> and receive an e-mail to set their password.
                  </Text>
                  {person.email ? (
                    <Text>
                      E-mail: <strong>{person.email}</strong>
                    </Text>
                  ) : (
                    <FormField
                      label="E-mail for this account"
                      type="email"
                      value={email}
                      onChange={(e) => setEmail(e.target.value)}
                      required
                    />
                  )}
                  <FormStatus outcome={outcome} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {outcome?.ok ? 'Close' : 'Cancel'}
                </Button>
                {!outcome?.ok && (
                  <Button type="submit" colorPalette="blue" loading={busy}>
                    Create account
                  </Button>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
