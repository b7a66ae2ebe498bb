import type { PersonCollection } from '@academy/shared/accounts';
import type { InvitationChannel } from '@academy/shared/invitations';
import { Button, Field, Flex } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';

/**
 * After a CSV import: invite everyone it created, by e-mail or on paper, as one invite job; the list behind the dialog
 * shows its progress and result.
 */
export function InviteImported(props: { kind: PersonCollection; ids: string[] }) {
  const [channel, setChannel] = useState<InvitationChannel>('email');
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The invitations could not be started.`));
  // The job's name on the people list, kept with the job in the words of the Admin who started it.
  const label = {
    students: t`Imported students`,
    parents: t`Imported parents`,
    teachers: t`Imported teachers`,
    staff: t`Imported staff`,
  }[props.kind];
  if (!props.ids.length) return null;
  return (
    <Flex gap="3" wrap="wrap" align="end" aria-label={t`Invite the imported`} role="group">
      <Field.Root width="auto">
        <Field.Label>
          <Trans>How to invite</Trans>
        </Field.Label>
        <SelectField
          value={channel}
          onChange={(raw) => setChannel(raw as InvitationChannel)}
          options={[
            { value: 'email', label: t`By e-mail (on paper when no address)` },
            { value: 'letter', label: t`On paper (letters to print)` },
          ]}
        />
      </Field.Root>
      <Button
        colorPalette="blue"
        loading={busy}
        disabled={outcome?.ok === true}
        onClick={() =>
          void submit(async () => {
            const result = await callApi('startInviteJob', {
              people: props.ids.map((id) => ({ kind: props.kind, id })),
              label,
              channel,
            });
            return result.message;
          })
        }
      >
        <Trans>Invite everyone imported</Trans>
      </Button>
      {outcome && <FormStatus outcome={outcome} />}
    </Flex>
  );
}
