/**
 * A record's danger area (Admin): "Erase personal data…", for a student who has left or a parent whose children all
 * have. The dialog says what stays and what goes, asks for the full name typed, and then shows what was done.
 * Disabled, with the reason, for someone who may not be erased yet.
 */
import { Box, Button, Card, Field, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import type { ErasableKind } from '@academy/shared/erasure';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export function ErasePerson({
  kind,
  id,
  name,
  notYet,
  erased,
}: {
  kind: ErasableKind;
  id: string;
  /** The full name as the record shows it: what the Admin types to confirm. */
  name: string;
  /** Why the person may not be erased yet, as a sentence saying what to do; null when they may. */
  notYet: string | null;
  /** Already erased: nothing to offer, but a dialog still open shows its result. */
  erased: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // The name as it was when the dialog opened: once erased, the record (read live) shows the pseudonym instead.
  const [shown, setShown] = useState(name);
  const [done, setDone] = useState(false);
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The personal data could not be erased.`));
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const dialog = (
    <FormDialog title={t`Erase ${shown}’s personal data`} onClose={close}>
      {done ? (
        <Stack gap="4">
          <FormStatus outcome={outcome} />
          <Button alignSelf="start" onClick={close}>
            <Trans>Done</Trans>
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit(async () => (await callApi('erasePerson', { kind, id, confirmName: typed })).message).then(
              (ok) => ok && setDone(true),
            );
          }}
        >
          <Stack gap="4">
            <Box>
              <Text fontWeight="semibold">
                <Trans>What stays, as anonymous figures under a pseudonym such as “Erased student 4F2A”:</Trans>
              </Text>
              <List.Root ps="5">
                <List.Item>
                  <Trans>marks and grades, attendance marks and totals;</Trans>
                </List.Item>
                <List.Item>
                  <Trans>invoices, payments, receipts and the family’s balance, which the school must keep.</Trans>
                </List.Item>
              </List.Root>
            </Box>
            <Box>
              <Text fontWeight="semibold">
                <Trans>What goes:</Trans>
              </Text>
              <List.Root ps="5">
                <List.Item>
                  <Trans>
                    the name wherever it appears, date of birth, contact details, medical notes and notes about the
                    person;
                  </Trans>
                </List.Item>
                <List.Item>
                  <Trans>
                    their account and sign-in, notifications, e-mails, invitations, the photo, documents and handed-in
                    files.
                  </Trans>
                </List.Item>
              </List.Root>
            </Box>
            <Field.Root>
              <Field.Label>
                <Trans>Type the full name to confirm: {shown}</Trans>
              </Field.Label>
              <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
            </Field.Root>
            <FormStatus outcome={outcome} />
            <Button
              type="submit"
              colorPalette="red"
              alignSelf="start"
              loading={busy}
              disabled={!sameName(typed, shown)}
            >
              <Trans>Erase personal data</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </FormDialog>
  );
  // Erased while the dialog is open: the record now reads the pseudonym, and the dialog shows what was done.
  if (erased) return open ? dialog : null;
  return (
    <Card.Root mt="8" borderColor="red.300" borderWidth="1px" data-testid="danger-area">
      <Card.Body>
        <Heading as="h2" size="md" mb="2" color="red.700">
          <Trans>Danger area</Trans>
        </Heading>
        <Text mb="3">
          <Trans>
            Erasing personal data removes this person’s name and details from every module, for good. It cannot be
            undone.
          </Trans>
        </Text>
        <Button
          colorPalette="red"
          variant="outline"
          bg="white"
          disabled={!!notYet}
          aria-describedby={notYet ? `erase-not-yet-${id}` : undefined}
          onClick={() => {
            setShown(name);
            setOpen(true);
          }}
        >
          <Trans>Erase personal data…</Trans>
        </Button>
        {notYet && (
          <Text id={`erase-not-yet-${id}`} mt="2" fontSize="sm" color="gray.700">
            {notYet}
          </Text>
        )}
      </Card.Body>
      {open && dialog}
    </Card.Root>
  );
}
