import { Box, Button, Checkbox, Dialog, Field, Fieldset, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ModulesMap, ROLE_MODULES, ROLES, type Role } from '@academy/shared/roles';
import { modulesLost, modulesOnRoleChange } from '@academy/shared/user';
import { type FormEvent, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { FormStatus } from '@/components/ui/form-status';
import { useSubmission } from '@/components/ui/use-submission';
import type { AccountRow } from './use-people-accounts';
import { useAccountActions } from './use-account-actions';

/** Change a user's role, switch their account on or off, and choose which modules their menu shows. */
export function ManageAccountDialog({
  account,
  isSelf,
  onClose,
}: {
  account: AccountRow;
  isSelf: boolean;
  onClose: () => void;
}) {
  const { updateAccount } = useAccountActions();
  const [role, setRole] = useState<Role>(account.role);
  const [active, setActive] = useState(!account.disabled);
  const [modules, setModules] = useState<ModulesMap>(account.modules);
  const {
    outcome,
    busy,
    submit: run,
  } = useSubmission((error) => (error instanceof Error ? error.message : 'The account could not be changed.'));

  // A role change is confirmed first, naming what the person loses; nothing is sent until then.
  const [confirming, setConfirming] = useState(false);
  function changeRole(next: Role) {
    setRole(next);
    setConfirming(false);
    setModules(next === account.role ? account.modules : modulesOnRoleChange(account, next));
  }
  const lost = modulesLost(account.role, role);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (role !== account.role && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    await run(() =>
      updateAccount({
        uid: account.uid,
        ...(role !== account.role ? { role } : {}),
        ...(active === account.disabled ? { disabled: !active } : {}),
        modules,
      }),
    );
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Account of {account.username}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Field.Root disabled={isSelf}>
                    <Field.Label>Role</Field.Label>
                    <SelectField
                      value={role}
                      onChange={(r) => changeRole(r as Role)}
                      options={ROLES.map((r) => ({ value: r, label: r }))}
                    />
                    <Field.HelperText>
                      {isSelf
                        ? 'You cannot change your own role.'
                        : 'A new role signs the user out; they sign in again to their new menu.'}
                    </Field.HelperText>
                  </Field.Root>
                  <Checkbox.Root
                    checked={active}
                    disabled={isSelf}
                    onCheckedChange={(e) => setActive(e.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Account active (can sign in)</Checkbox.Label>
                  </Checkbox.Root>
                  <Fieldset.Root>
                    <Fieldset.Legend>Modules in the menu</Fieldset.Legend>
                    <SimpleGrid columns={2} gap="2" mt="2">
                      {ROLE_MODULES[role].map((m) => (
                        <Checkbox.Root
                          key={m}
                          checked={modules[m] === true}
                          onCheckedChange={(e) => setModules({ ...modules, [m]: e.checked === true })}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{m}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </SimpleGrid>
                  </Fieldset.Root>
                  {confirming && (
                    <Box role="alert" p="3" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md">
                      <Text fontWeight="semibold">
                        Make {account.username} a {role} instead of a {account.role}?
                      </Text>
                      <Text fontSize="sm" mt="1">
                        {lost.length
                          ? `They lose ${lost.join(', ')} from their menu, and are signed out everywhere.`
                          : 'They are signed out everywhere.'}{' '}
                        Their {account.role} menu is kept, should they be given that role back.
                      </Text>
                    </Box>
                  )}
                  <FormStatus outcome={outcome} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Close
                </Button>
                <Button type="submit" colorPalette={confirming ? 'red' : 'blue'} loading={busy}>
                  {confirming ? `Yes, make them a ${role}` : 'Save changes'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
