import { Checkbox, Field, Fieldset, HStack, Input, Wrap } from '@chakra-ui/react';
import { formatWeekday, type SchoolLocale } from '@academy/shared/date-format';
import type { WorkingHours } from '@academy/shared/messages';
import { addIsoDays } from '@academy/shared/school-time';
import { Trans } from '@lingui/react/macro';

// 1 January 2024 was a Monday: ISO weekday n is that date plus n - 1 days.
const MONDAY = '2024-01-01';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** An ISO weekday's name in the school's locale. */
export const weekdayName = (day: number, where: SchoolLocale) =>
  formatWeekday(addIsoDays(MONDAY, day - 1), where, 'long');

/**
 * Working days and the hours of a working day: a member of staff's own (Messages → Working hours) and the school's
 * default (School settings). `errors` are the route's problems by field (days, start, end).
 */
export function WorkingHoursFields({
  hours,
  onChange,
  where,
  errors = {},
}: {
  hours: WorkingHours;
  onChange: (hours: WorkingHours) => void;
  where: SchoolLocale;
  errors?: Partial<Record<'days' | 'start' | 'end', string>>;
}) {
  const setDay = (day: number, on: boolean) =>
    onChange({
      ...hours,
      days: on ? [...new Set([...hours.days, day])].sort() : hours.days.filter((d) => d !== day),
    });
  return (
    <>
      <Fieldset.Root invalid={!!errors.days}>
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
              <Checkbox.Label>{weekdayName(d, where)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
        {errors.days && <Fieldset.ErrorText>{errors.days}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <HStack gap="3" wrap="wrap" align="start">
        <Field.Root w="auto" invalid={!!errors.start}>
          <Field.Label>
            <Trans>From</Trans>
          </Field.Label>
          <Input type="time" value={hours.start} onChange={(e) => onChange({ ...hours, start: e.target.value })} />
          {errors.start && <Field.ErrorText>{errors.start}</Field.ErrorText>}
        </Field.Root>
        <Field.Root w="auto" invalid={!!errors.end}>
          <Field.Label>
            <Trans>To</Trans>
          </Field.Label>
          <Input type="time" value={hours.end} onChange={(e) => onChange({ ...hours, end: e.target.value })} />
          {errors.end && <Field.ErrorText>{errors.end}</Field.ErrorText>}
        </Field.Root>
      </HStack>
    </>
  );
}
