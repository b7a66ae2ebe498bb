import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { PersonCollection } from '@academy/shared/accounts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { useSubmission } from '@/components/ui/use-submission';
import type { PersonRow } from './use-people-accounts';
import { useAccountActions } from './use-account-actions';

/** What the account will be, in the words of the person's kind (each role with its own article). */
function SignsInAs({ personType, name }: { personType: PersonCollection; name: string }) {
  switch (personType) {
    case 'students':
      return (
        <Trans>
          {name} will sign in as a <strong>Student</strong> and receive an e-mail to set their password.
        </Trans>
      );
    case 'parents':
      return (
        <Trans>
          {name} will sign in as a <strong>Parent</strong> and receive an e-mail to set their password.
        </Trans>
      );
    case 'teachers':
      return (
        <Trans>
          {name} will sign in as a <strong>Teacher</strong> and receive an e-mail to set their password.
        </Trans>
      );
    default:
      return (
        <Trans>
          {name} will sign in as an <strong>Admin</strong> and receive an e-mail to set their password.
        </Trans>
      );
  }
}

export function CreateAccountDialog({
  personType,
  person,
  onClose,
}: {
  personType: PersonCollection;
  person: PersonRow;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { createAccount } = useAccountActions();
  const [email, setEmail] = useState(person.email ?? '');
  const {
    outcome,
    busy,
    submit: run,
  } = useSubmission((error) => (error instanceof Error ? error.message : t`The account could not be created.`));
  const name = `${person.firstName} ${person.lastName}`;
  const fileEmail = person.email;

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
                <Dialog.Title>
                  <Trans>Create an account for {name}</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    <SignsInAs personType={personType} name={name} />
                  </Text>
                  {person.email ? (
                    <Text>
                      <Trans>
                        E-mail: <strong>{fileEmail}</strong>
                      </Trans>
                    </Text>
                  ) : (
                    <FormField
                      label={t`E-mail for this account`}
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
                  {outcome?.ok ? t`Close` : t`Cancel`}
                </Button>
                {!outcome?.ok && (
                  <Button type="submit" colorPalette="blue" loading={busy}>
                    <Trans>Create account</Trans>
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
