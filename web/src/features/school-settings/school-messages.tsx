/**
 * The school's message settings: whether students may message their teachers, the staff's default working hours, and
 * who the safeguarding leads are (told of every report; they read any conversation, each read audited). How long
 * conversations are kept is the school's leavers' retention, above.
 */
import { Box, Button, Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import {
  DEFAULT_MESSAGE_SETTINGS,
  type MessageSettings,
  messageSettingsSchema,
  updateMessageSettingsInput,
  type WorkingHours,
} from '@academy/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { WorkingHoursFields } from '@/components/messages/working-hours-fields';
import { FormStatus } from '@/components/ui/form-status';
import { PageLoader } from '@/components/ui/page-loader';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { type StaffAccount, useSafeguardingLeads, useStaffAccounts } from './use-safeguarding-leads';

/** The saved settings on the school's record (their defaults where the school has chosen none). */
export const messageSettingsOf = (school: Record<string, unknown> | undefined): MessageSettings => {
  const parsed = messageSettingsSchema.safeParse(
    (school?.settings as { messages?: unknown } | undefined)?.messages ?? {},
  );
  return parsed.success ? parsed.data : DEFAULT_MESSAGE_SETTINGS;
};

export function SchoolMessages({ user, saved }: { user: UserRecord; saved: MessageSettings }) {
  return (
    <Stack gap="4">
      {/* Started once from what is saved: saving must not remount it, or its outcome would vanish. */}
      <MessageSettingsForm user={user} saved={saved} />
      <SafeguardingLeads user={user} />
    </Stack>
  );
}

function MessageSettingsForm({ user, saved }: { user: UserRecord; saved: MessageSettings }) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const [studentsEnabled, setStudentsEnabled] = useState(saved.studentsEnabled);
  const [hours, setHours] = useState<WorkingHours>(saved.defaultHours);
  // A problem in the hours is shown beside its own field: days, start or end.
  const { errors, outcome, busy, send } = useCheckedSubmission(
    updateMessageSettingsInput,
    t`The message settings could not be saved.`,
    { fieldOf: (path) => String(path.at(-1) ?? 'studentsEnabled') },
  );
  return (
    <Card.Root>
      <Card.Body>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send(
              { studentsEnabled, defaultHours: hours },
              async (body) => (await callApi('updateMessageSettings', body)).message,
            );
          }}
        >
          <Stack gap="4" maxW="xl">
            <Switch.Root checked={studentsEnabled} onCheckedChange={(e) => setStudentsEnabled(e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>
                <Trans>Students may message their teachers</Trans>
              </Switch.Label>
            </Switch.Root>
            <Text fontSize="sm" color="gray.600" mt="-2">
              <Trans>
                A student writes only to the teachers of their class, and the safeguarding leads can read every such
                conversation.
              </Trans>
            </Text>
            <Heading as="h3" size="sm">
              <Trans>The school’s working hours</Trans>
            </Heading>
            <Text fontSize="sm" color="gray.600" mt="-2">
              <Trans>
                Staff who have not set their own hours are told of messages that arrive outside these only when the
                hours begin.
              </Trans>
            </Text>
            <WorkingHoursFields hours={hours} onChange={setHours} where={where} errors={errors} />
            <Text fontSize="sm" color="gray.700">
              <Trans>
                Conversations are kept as long as the school keeps a leaver’s records (Keeping records, above): when a
                student’s records are erased, the conversations about them are erased too.
              </Trans>
            </Text>
            <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
              <Trans>Save the message settings</Trans>
            </Button>
            <FormStatus outcome={outcome} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** The leads, each with a switch; the school's other staff only when the Admin asks to choose one. */
function SafeguardingLeads({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const { status, leads } = useSafeguardingLeads(user.school_id);
  const [choosing, setChoosing] = useState(false);
  const change = useSubmission(errorMessage(t`The safeguarding lead could not be changed.`));
  const setLead = (account: StaffAccount, lead: boolean) =>
    void change.submit(async () => (await callApi('setSafeguardingLead', { uid: account.uid, lead })).message);
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3" maxW="xl">
          <Heading as="h3" size="sm" id="leads-heading">
            <Trans>Safeguarding leads</Trans>
          </Heading>
          <Text fontSize="sm" color="gray.600">
            <Trans>
              They are told of every reported message, and can read any conversation of the school. Each such read is
              recorded in the audit log.
            </Trans>
          </Text>
          {status === 'loading' ? (
            <PageLoader label={t`Loading the safeguarding leads`} />
          ) : leads.length === 0 ? (
            <Text>
              <Trans>The school has no safeguarding lead yet.</Trans>
            </Text>
          ) : (
            <AccountSwitches label={t`Safeguarding leads`} accounts={leads} onChange={setLead} testId="leads" />
          )}
          {choosing ? (
            <StaffToChoose schoolId={user.school_id} onChange={setLead} />
          ) : (
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => setChoosing(true)}>
              <Trans>Choose from the staff</Trans>
            </Button>
          )}
          <FormStatus outcome={change.outcome} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function StaffToChoose({
  schoolId,
  onChange,
}: {
  schoolId: string;
  onChange: (account: StaffAccount, lead: boolean) => void;
}) {
  const { t } = useLingui();
  const { status, staff, full } = useStaffAccounts(schoolId);
  if (status === 'loading') return <PageLoader label={t`Loading the staff`} />;
  return (
    <Box>
      <AccountSwitches label={t`The school’s staff`} accounts={staff} onChange={onChange} testId="staff" />
      {full && (
        <Text fontSize="sm" color="gray.600" mt="2">
          <Trans>Only the first 100 staff accounts are shown.</Trans>
        </Text>
      )}
    </Box>
  );
}

function AccountSwitches({
  label,
  accounts,
  onChange,
  testId,
}: {
  label: string;
  accounts: StaffAccount[];
  onChange: (account: StaffAccount, lead: boolean) => void;
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={label} data-testid={`safeguarding-${testId}`}>
      {accounts.map((a) => (
        <li key={a.uid}>
          <Switch.Root checked={a.lead} onCheckedChange={(e) => onChange(a, e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>
              <bdi>{a.name}</bdi> · {a.role === 'Admin' ? t`Admin` : t`Teacher`}
            </Switch.Label>
          </Switch.Root>
        </li>
      ))}
    </Stack>
  );
}
