import { Box, Button, Checkbox, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatTimeOfDay } from '@academy/shared/date-format';
import { type MessageHoursDoc, updateHoursInput, type WorkingHours } from '@academy/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { WorkingHoursFields, weekdayName } from '@/components/messages/working-hours-fields';
import { FormStatus } from '@/components/ui/form-status';
import { PageLoader } from '@/components/ui/page-loader';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { useMessageSettings, useStaffHours } from './use-messages';

/** A member of staff's working hours (or the school's) and away notice: what families read before writing. */
export function HoursForm({ user }: { user: UserRecord }) {
  const { loaded } = useMessageSettings(user.school_id);
  const mine = useStaffHours(user.school_id, user.uid);
  if (!loaded) return <PageLoader />;
  // The form starts from what is saved, and again once the saved record arrives.
  return <HoursFields key={mine?.updatedAt ?? 0} user={user} saved={mine} />;
}

function HoursFields({ user, saved }: { user: UserRecord; saved: MessageHoursDoc | null }) {
  const { t } = useLingui();
  const where = useSchoolLocale(user.school_id);
  const { settings } = useMessageSettings(user.school_id);
  const school = settings.defaultHours;
  const [own, setOwn] = useState(!!saved?.hours);
  const [hours, setHours] = useState<WorkingHours>(saved?.hours ?? school);
  const [awayNotice, setAwayNotice] = useState(saved?.awayNotice ?? '');
  // A problem is shown beside its field: the days, the start, the end or the away notice.
  const { errors, outcome, busy, send } = useCheckedSubmission(
    updateHoursInput,
    t`Your working hours could not be saved.`,
    { fieldOf: (path) => String(path.at(-1) ?? 'hours') },
  );
  const schoolDays = school.days.map((d) => weekdayName(d, where)).join(', ');
  const schoolFrom = formatTimeOfDay(school.start, where);
  const schoolTo = formatTimeOfDay(school.end, where);

  return (
    <Box as="section" aria-labelledby="hours-heading" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="hours-heading" mb="1">
        <Trans>Working hours and away notice</Trans>
      </Heading>
      <Text color="gray.600" mb="4">
        <Trans>
          A message that arrives outside your hours is delivered, but you are told of it when your hours begin. Families
          writing then read that you usually reply during school hours.
        </Trans>
      </Text>
      <Stack
        as="form"
        gap="4"
        onSubmit={(e) => {
          e.preventDefault();
          void send(
            { hours: own ? hours : null, awayNotice: awayNotice || null },
            async (body) => (await callApi('updateMessageHours', body)).message,
          );
        }}
      >
        <Checkbox.Root checked={!own} onCheckedChange={(e) => setOwn(e.checked !== true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>
              The school’s hours: {schoolDays}, {schoolFrom}–{schoolTo}
            </Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        {own && <WorkingHoursFields hours={hours} onChange={setHours} where={where} errors={errors} />}
        <Field.Root invalid={!!errors.awayNotice}>
          <Field.Label>
            <Trans>Away notice</Trans>
          </Field.Label>
          <Textarea
            value={awayNotice}
            onChange={(e) => setAwayNotice(e.target.value)}
            rows={2}
            maxLength={300}
            dir="auto"
          />
          <Field.HelperText>
            <Trans>
              Shown to anyone about to write to you, e.g. “On the Year 7 trip until Friday.” Leave it empty when you are
              back.
            </Trans>
          </Field.HelperText>
          {errors.awayNotice && <Field.ErrorText>{errors.awayNotice}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={busy}>
          <Trans>Save</Trans>
        </Button>
        <FormStatus outcome={outcome} />
      </Stack>
    </Box>
  );
}
