import { Button, Stack } from '@chakra-ui/react';
import {
  type CalendarEvent,
  type ChangeOccurrenceInput,
  changeOccurrenceInput,
  occurrenceChangeProblem,
  type SeriesOccurrence,
} from '@academy/shared/calendar';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { callApi } from '@/lib/api';
import { EventPlaceFields, EventWhenFields } from './event-fields';

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
  const { t } = useLingui();
  const [draft, setDraft] = useState<Change>({
    title: occurrence.title,
    description: occurrence.description,
    location: occurrence.location,
    startDate: occurrence.startDate,
    endDate: occurrence.endDate,
    startTime: occurrence.startTime,
    endTime: occurrence.endTime,
  });
  const { errors, outcome, busy, send } = useCheckedSubmission(
    changeOccurrenceInput,
    t`The date could not be changed.`,
    {
      // The changed fields sit under `change`: a problem belongs to the field itself.
      fieldOf: (path) => String(path.at(-1) ?? 'title'),
      check: (body) => {
        const problem = occurrenceChangeProblem(event, body);
        return problem ? [problem[0].replace(/^change\./, ''), problem[1]] : null;
      },
    },
  );
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
    if (await send(body, async (checked) => (await callApi('changeOccurrence', checked)).message)) onDone();
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <Stack gap="4">
        <FormField
          label={t`Title`}
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
          error={errors.title}
          required
        />
        <EventWhenFields value={draft} allDay={event.allDay} errors={errors} onChange={set} />
        <EventPlaceFields
          location={draft.location ?? ''}
          description={draft.description ?? ''}
          errors={errors}
          onChange={set}
        />
        {errors.occurrence && <FormStatus outcome={{ ok: false, message: errors.occurrence }} />}
        <FormStatus outcome={outcome} />
        <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
          <Trans>Change this date only</Trans>
        </Button>
      </Stack>
    </form>
  );
}
