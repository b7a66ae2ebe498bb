import { Button, Field, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  type CalendarEvent,
  type ChangeOccurrenceInput,
  changeOccurrenceInput,
  occurrenceChangeProblem,
  type SeriesOccurrence,
} from '@academy/shared/calendar';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';

type Change = NonNullable<ChangeOccurrenceInput['change']>;

/**
 * Changes one date of a repeating event on its own: its title, dates, times, place and description. Checked with the
 * route's own schema and the series' rules (the same the server applies) before it is sent.
 */
export function OccurrenceForm({
  event,
  occurrence,
  onDone,
}: {
  event: CalendarEvent;
  occurrence: SeriesOccurrence;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Change>({
    title: occurrence.title,
    description: occurrence.description,
    location: occurrence.location,
    startDate: occurrence.startDate,
    endDate: occurrence.endDate,
    startTime: occurrence.startTime,
    endTime: occurrence.endTime,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { outcome, busy, submit } = useSubmission(errorMessage('The date could not be changed.'));
  const set = (patch: Partial<Change>) => setDraft((d) => ({ ...d, ...patch }));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body: ChangeOccurrenceInput = {
      id: event.id,
      occurrence: occurrence.occurrence,
      change: {
        ...draft,
        startTime: event.allDay ? null : draft.startTime || null,
        endTime: event.allDay ? null : draft.endTime || null,
      },
    };
    const parsed = changeOccurrenceInput.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path.at(-1) ?? 'title')] ??= issue.message;
    else {
      const problem = occurrenceChangeProblem(event, parsed.data);
      if (problem) found[problem[0].replace(/^change\./, '')] = problem[1];
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    if (await submit(async () => (await callApi('changeOccurrence', body)).message)) onDone();
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <Stack gap="4">
        <FormField
          label="Title"
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
          error={errors.title}
          required
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField
            label="Starts on"
            type="date"
            value={draft.startDate}
            onChange={(e) =>
              set({
                startDate: e.target.value,
                endDate: draft.endDate < e.target.value ? e.target.value : draft.endDate,
              })
            }
            error={errors.startDate}
          />
          <FormField
            label="Ends on"
            type="date"
            value={draft.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
            error={errors.endDate}
          />
          {!event.allDay && (
            <>
              <FormField
                label="Start time"
                type="time"
                value={draft.startTime ?? ''}
                onChange={(e) => set({ startTime: e.target.value })}
                error={errors.startTime}
              />
              <FormField
                label="End time"
                type="time"
                value={draft.endTime ?? ''}
                onChange={(e) => set({ endTime: e.target.value })}
                error={errors.endTime}
              />
            </>
          )}
        </SimpleGrid>
        <FormField
          label="Location"
          value={draft.location ?? ''}
          onChange={(e) => set({ location: e.target.value })}
          error={errors.location}
        />
        <Field.Root invalid={!!errors.description}>
          <Field.Label>Description</Field.Label>
          <Textarea value={draft.description ?? ''} onChange={(e) => set({ description: e.target.value })} rows={3} />
          {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
        </Field.Root>
        {errors.occurrence && <FormStatus outcome={{ ok: false, message: errors.occurrence }} />}
        <FormStatus outcome={outcome} />
        <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
          Change this date only
        </Button>
      </Stack>
    </form>
  );
}
