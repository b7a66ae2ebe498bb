import { Alert, Stack } from '@chakra-ui/react';
import { type Participant, withinHours } from '@academy/shared/messages';
import { useLingui } from '@lingui/react/macro';
import { useSchoolTimeZone } from '@/lib/use-school';
import { useMessageSettings, useStaffHours } from './use-messages';
import { useNow } from './use-now';

/** What a family reads before writing to a member of staff: their away notice, and that it is outside their hours. */
export function StaffNotice({
  name,
  awayNotice,
  outsideHours,
}: {
  name: string;
  awayNotice: string | null;
  outsideHours: boolean;
}) {
  const { t } = useLingui();
  if (!awayNotice && !outsideHours) return null;
  return (
    <Alert.Root status={awayNotice ? 'warning' : 'info'} data-testid="staff-notice">
      <Alert.Indicator />
      <Alert.Content>
        {awayNotice && <Alert.Title dir="auto">{t`${name} is away: ${awayNotice}`}</Alert.Title>}
        {outsideHours && <Alert.Description>{t`${name} usually replies during school hours.`}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

function LiveStaffNotice({ schoolId, person }: { schoolId: string; person: Participant }) {
  const hours = useStaffHours(schoolId, person.uid);
  const { settings } = useMessageSettings(schoolId);
  const timeZone = useSchoolTimeZone(schoolId);
  const now = useNow(60_000);
  const outside = !withinHours(hours?.hours ?? settings.defaultHours, timeZone, now);
  return <StaffNotice name={person.name} awayNotice={hours?.awayNotice ?? null} outsideHours={outside} />;
}

/** Above a family's answer box: each member of staff in the conversation who is away or outside their hours now. */
export function StaffNotices({ schoolId, people }: { schoolId: string; people: readonly Participant[] }) {
  const staff = people.filter((p) => p.kind === 'teachers' || p.kind === 'staff');
  if (!staff.length) return null;
  return (
    <Stack gap="2" mt="3">
      {staff.map((p) => (
        <LiveStaffNotice key={p.uid} schoolId={schoolId} person={p} />
      ))}
    </Stack>
  );
}
