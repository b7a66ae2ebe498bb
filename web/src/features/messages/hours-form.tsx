import {
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { formatTimeOfDay, formatWeekday } from '@academy/shared/date-format';
import type { MessageHoursDoc, WorkingHours } from '@academy/shared/messages';
import { addIsoDays } from '@academy/shared/school-time';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { useMessageSettings, useStaffHours } from './use-messages';

// 1 January 2024 was a Monday: ISO weekday n is that date plus n - 1 days.
const MONDAY = '2024-01-01';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

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
  const { outcome, busy, submit } = useSubmission(errorMessage(t`Your working hours could not be saved.`));
  const schoolDays = school.days.map((d) => formatWeekday(addIsoDays(MONDAY, d - 1), where, 'long')).join(', ');
  const schoolFrom = formatTimeOfDay(school.start, where);
  const schoolTo = formatTimeOfDay(school.end, where);

  const setDay = (day: number, on: boolean) =>
    setHours((h) => ({ ...h, days: on ? [...new Set([...h.days, day])].sort() : h.days.filter((d) => d !== day) }));

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
          void submit(
            async () =>
              (await callApi('updateMessageHours', { hours: own ? hours : null, awayNotice: awayNotice || null }))
                .message,
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
        {own && (
          <>
            <Fieldset.Root>
              <Fieldset.Legend>
                <Trans>Working days</Trans>
              </Fieldset.Legend>
              <Wrap gap="3" mt="1">
                {WEEKDAYS.map((d) => (
                  <Checkbox.Root
                    key={d}
                    checked={hours.days.includes(d)}
                    onCheckedChange={(e) => setDay(d, e.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{formatWeekday(addIsoDays(MONDAY, d - 1), where, 'long')}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            </Fieldset.Root>
            <HStack gap="3" wrap="wrap">
              <Field.Root w="auto">
                <Field.Label>
                  <Trans>From</Trans>
                </Field.Label>
                <Input
                  type="time"
                  value={hours.start}
                  onChange={(e) => setHours({ ...hours, start: e.target.value })}
                />
              </Field.Root>
              <Field.Root w="auto">
                <Field.Label>
                  <Trans>To</Trans>
                </Field.Label>
                <Input type="time" value={hours.end} onChange={(e) => setHours({ ...hours, end: e.target.value })} />
              </Field.Root>
            </HStack>
          </>
        )}
        <Field.Root>
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
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={busy}>
          <Trans>Save</Trans>
        </Button>
        <FormStatus outcome={outcome} />
      </Stack>
    </Box>
  );
}
