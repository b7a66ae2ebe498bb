import { Field, SimpleGrid, Textarea } from '@chakra-ui/react';
import { DateFormField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';

/** When an event happens: its first and last day and, unless it lasts all day, its times. */
export interface EventWhen {
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
}

/** The dates and times of an event or of one date of a series. Moving the start past the end moves the end too. */
export function EventWhenFields({
  value,
  allDay,
  errors,
  onChange,
}: {
  value: EventWhen;
  allDay: boolean;
  errors: Record<string, string>;
  onChange: (patch: Partial<EventWhen>) => void;
}) {
  const { t } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <DateFormField
        label={t`Starts on`}
        value={value.startDate}
        onChange={(v) =>
          onChange({
            startDate: v,
            endDate: value.endDate < v ? v : value.endDate,
          })
        }
        error={errors.startDate}
      />
      <DateFormField
        label={t`Ends on`}
        value={value.endDate}
        onChange={(v) => onChange({ endDate: v })}
        error={errors.endDate}
      />
      {!allDay && (
        <>
          <FormField
            label={t`Start time`}
            type="time"
            value={value.startTime ?? ''}
            onChange={(e) => onChange({ startTime: e.target.value })}
            error={errors.startTime}
          />
          <FormField
            label={t`End time`}
            type="time"
            value={value.endTime ?? ''}
            onChange={(e) => onChange({ endTime: e.target.value })}
            error={errors.endTime}
          />
        </>
      )}
    </SimpleGrid>
  );
}

/** Where an event is and what it is about. */
export function EventPlaceFields({
  location,
  description,
  errors,
  onChange,
}: {
  location: string;
  description: string;
  errors: Record<string, string>;
  onChange: (patch: { location?: string; description?: string }) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField
        label={t`Location`}
        value={location}
        onChange={(e) => onChange({ location: e.target.value })}
        error={errors.location}
      />
      <Field.Root invalid={!!errors.description}>
        <Field.Label>
          <Trans>Description</Trans>
        </Field.Label>
        <Textarea dir="auto" value={description} onChange={(e) => onChange({ description: e.target.value })} rows={3} />
        {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
      </Field.Root>
    </>
  );
}
