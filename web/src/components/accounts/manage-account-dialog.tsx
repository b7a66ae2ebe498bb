import { Box, Button, Checkbox, Dialog, Field, Fieldset, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ModuleName, type ModulesMap, ROLE_MODULES, ROLES, type Role } from '@academy/shared/roles';
import { modulesLost, modulesOnRoleChange } from '@academy/shared/user';
import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { FormStatus } from '@/components/ui/form-status';
import { useSubmission } from '@/components/ui/use-submission';
import { MODULE_NAMES, ROLE_NAMES } from './account-words';
import type { AccountRow } from './use-people-accounts';
import { useAccountActions } from './use-account-actions';

/** "Make Mei Lin a Parent instead of a Teacher?": each role with its own article. */
function roleChangeQuestion(username: string, role: Role, current: Role): MessageDescriptor {
  return msg`Make ${username} ${select(role, { Admin: 'an Admin', Teacher: 'a Teacher', Student: 'a Student', other: 'a Parent' })} instead of ${select(current, { Admin: 'an Admin', Teacher: 'a Teacher', Student: 'a Student', other: 'a Parent' })}?`;
}

/** The confirming button: "Yes, make them a Parent". */
function confirmLabel(role: Role): MessageDescriptor {
  return msg`${select(role, { Admin: 'Yes, make them an Admin', Teacher: 'Yes, make them a Teacher', Student: 'Yes, make them a Student', other: 'Yes, make them a Parent' })}`;
}

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
  const { t } = useLingui();
  const { updateAccount } = useAccountActions();
  const [role, setRole] = useState<Role>(account.role);
  const [active, setActive] = useState(!account.disabled);
  const [modules, setModules] = useState<ModulesMap>(account.modules);
  const {
    outcome,
    busy,
    submit: run,
  } = useSubmission((error) => (error instanceof Error ? error.message : t`The account could not be changed.`));

  // A role change is confirmed first, naming what the person loses; nothing is sent until then.
  const [confirming, setConfirming] = useState(false);
  function changeRole(next: Role) {
    setRole(next);
    setConfirming(false);
    setModules(next === account.role ? account.modules : modulesOnRoleChange(account, next));
  }
  const lost = modulesLost(account.role, role);
  const username = account.username;
  const lostModules = lost
    .map((m) => {
      const known = MODULE_NAMES[m as ModuleName] as MessageDescriptor | undefined;
      return known ? t(known) : m;
    })
    .join(', ');
  const currentRole = t(ROLE_NAMES[account.role]);

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
                <Dialog.Title>
                  <Trans>Account of {username}</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Field.Root disabled={isSelf}>
                    <Field.Label>
                      <Trans>Role</Trans>
                    </Field.Label>
                    <SelectField
                      value={role}
                      onChange={(r) => changeRole(r as Role)}
                      options={ROLES.map((r) => ({ value: r, label: t(ROLE_NAMES[r]) }))}
                    />
                    <Field.HelperText>
                      {isSelf
                        ? t`You cannot change your own role.`
                        : t`A new role signs the user out; they sign in again to their new menu.`}
                    </Field.HelperText>
                  </Field.Root>
                  <Checkbox.Root
                    checked={active}
                    disabled={isSelf}
                    onCheckedChange={(e) => setActive(e.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Trans>Account active (can sign in)</Trans>
                    </Checkbox.Label>
                  </Checkbox.Root>
                  <Fieldset.Root>
                    <Fieldset.Legend>
                      <Trans>Modules in the menu</Trans>
                    </Fieldset.Legend>
                    <SimpleGrid columns={2} gap="2" mt="2">
                      {ROLE_MODULES[role].map((m) => (
                        <Checkbox.Root
                          key={m}
                          checked={modules[m] === true}
                          onCheckedChange={(e) => setModules({ ...modules, [m]: e.checked === true })}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{t(MODULE_NAMES[m])}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </SimpleGrid>
                  </Fieldset.Root>
                  {confirming && (
                    <Box role="alert" p="3" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md">
                      <Text fontWeight="semibold">{t(roleChangeQuestion(username, role, account.role))}</Text>
                      <Text fontSize="sm" mt="1">
                        {lost.length
                          ? t`They lose ${lostModules} from their menu, and are signed out everywhere.`
                          : t`They are signed out everywhere.`}{' '}
                        <Trans>Their {currentRole} menu is kept, should they be given that role back.</Trans>
                      </Text>
                    </Box>
                  )}
                  <FormStatus outcome={outcome} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  <Trans>Close</Trans>
                </Button>
                <Button type="submit" colorPalette={confirming ? 'red' : 'blue'} loading={busy}>
                  {confirming ? t(confirmLabel(role)) : t`Save changes`}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
