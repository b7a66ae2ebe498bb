import { Button, Checkbox, Field, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Audience } from '@academy/shared/audience';
import type { UserRecord } from '@academy/shared/api';
import { formatFileSize, type SchoolLocale } from '@academy/shared/date-format';
import { PLACE_POLICIES } from '@academy/shared/files';
import { type CalendarEvent, EVENT_CATEGORIES, type SaveEventInput, saveEventInput } from '@academy/shared/calendar';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AudienceFields } from '@/components/audience/audience-fields';
import { RecordAttachments } from '@/components/files/record-attachments';
import type { ClassChoices } from '@/components/audience/use-reach';
import { DateFormField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select-field';
import { useCheckedSubmission } from '@/components/ui/use-checked-submission';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { CATEGORY_NAMES } from './calendar-words';
import { EventPlaceFields, EventWhenFields } from './event-fields';
import { useEventFiles } from './use-events';

type Draft = Omit<SaveEventInput, 'audience'> & { audience: Audience };

function draftOf(event: CalendarEvent | null, date: string, role: UserRecord['role']): Draft {
  if (event)
    return {
      id: event.id,
      title: event.title,
      description: event.description,
      location: event.location,
      category: event.category,
      allDay: event.allDay,
      startDate: event.startDate,
      endDate: event.endDate,
      startTime: event.startTime,
      endTime: event.endTime,
      repeat: event.repeat,
      repeatUntil: event.repeatUntil,
      audience: event.audience as Audience,
    };
  return {
    title: '',
    description: '',
    location: '',
    category: role === 'Admin' ? 'other' : 'trip',
    allDay: true,
    startDate: date,
    endDate: date,
    startTime: null,
    endTime: null,
    repeat: 'none',
    repeatUntil: null,
    audience: { wholeSchool: role === 'Admin', roles: [], grades: [], classIds: [], members: 'everyone' },
  };
}

/** The event's files, added and removed at once (not with Save). */
function EventFiles({
  schoolId,
  eventId,
  where,
  hint,
}: {
  schoolId: string;
  eventId: string;
  where: SchoolLocale;
  hint: string;
}) {
  const files = useEventFiles(schoolId, eventId);
  return <RecordAttachments place="event" recordId={eventId} files={files} where={where} hint={hint} />;
}

/** Adds or changes an event; checked with the route's own schema before it is sent. */
export function EventForm({
  user,
  event,
  date,
  classes,
  onDone,
}: {
  user: UserRecord;
  event: CalendarEvent | null;
  date: string;
  classes: ClassChoices;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(event, date, user.role));
  const { errors, outcome, busy, send } = useCheckedSubmission(saveEventInput, t`The event could not be saved.`);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const categories = user.role === 'Admin' ? EVENT_CATEGORIES : EVENT_CATEGORIES.filter((c) => c !== 'closure');
  const closure = draft.category === 'closure';
  const where = useSchoolLocale(user.school_id);
  const max = PLACE_POLICIES.event.maxFiles;
  const size = formatFileSize(PLACE_POLICIES.event.maxBytes, where);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body: SaveEventInput = {
      ...draft,
      startTime: draft.allDay ? null : draft.startTime || null,
      endTime: draft.allDay ? null : draft.endTime || null,
      repeatUntil: draft.repeat === 'none' ? null : draft.repeatUntil || null,
    };
    if (await send(body, async (checked) => (await callApi('saveEvent', checked)).message)) onDone();
  }

  return (
    <Stack gap="6">
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack gap="4">
          <FormField
            label={t`Title`}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            error={errors.title}
            required
          />
          <Field.Root invalid={!!errors.category}>
            <Field.Label>
              <Trans>Category</Trans>
            </Field.Label>
            <SelectField
              aria-label={t`Category`}
              value={draft.category}
              onChange={(v) => {
                const category = v as Draft['category'];
                set(
                  category === 'closure'
                    ? {
                        category,
                        allDay: true,
                        repeat: 'none',
                        audience: { ...draft.audience, roles: [], classIds: [] },
                      }
                    : { category },
                );
              }}
              options={categories.map((c) => ({ value: c, label: t(CATEGORY_NAMES[c]) }))}
            />
            {errors.category && <Field.ErrorText>{errors.category}</Field.ErrorText>}
          </Field.Root>
          {!closure && (
            <Checkbox.Root checked={draft.allDay} onCheckedChange={(e) => set({ allDay: e.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>All day</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
          <EventWhenFields value={draft} allDay={draft.allDay} errors={errors} onChange={set} />
          {!closure && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Field.Root>
                <Field.Label>
                  <Trans>Repeats</Trans>
                </Field.Label>
                <SelectField
                  aria-label={t`Repeats`}
                  value={draft.repeat ?? 'none'}
                  onChange={(v) => set({ repeat: v as Draft['repeat'] })}
                  options={[
                    { value: 'none', label: t`Does not repeat` },
                    { value: 'weekly', label: t`Every week` },
                    { value: 'monthly', label: t`Every month` },
                  ]}
                />
              </Field.Root>
              {draft.repeat !== 'none' && (
                <DateFormField
                  label={t`Repeat until`}
                  value={draft.repeatUntil ?? ''}
                  onChange={(v) => set({ repeatUntil: v })}
                  error={errors.repeatUntil}
                />
              )}
            </SimpleGrid>
          )}
          <EventPlaceFields
            location={draft.location ?? ''}
            description={draft.description ?? ''}
            errors={errors}
            onChange={set}
          />
          <AudienceFields
            role={user.role}
            value={draft.audience}
            onChange={(audience) => set({ audience })}
            classes={classes}
            error={errors.audience}
            gradesOnly={closure}
          />
          <FormStatus outcome={outcome} />
          <Button type="submit" colorPalette="blue" loading={busy} alignSelf="start">
            {event ? t`Save changes` : closure ? t`Mark the closure` : t`Add to the calendar`}
          </Button>
          {!event && (
            <Text fontSize="sm" color="gray.600">
              <Trans>To attach a letter or photos, add the event first, then open it and choose Change.</Trans>
            </Text>
          )}
        </Stack>
      </form>
      {event && (
        <EventFiles
          schoolId={user.school_id}
          eventId={event.id}
          where={where}
          hint={t`PDFs, Office and OpenDocument files or pictures, up to ${max} files of ${size} each. Everyone the event is for can open them.`}
        />
      )}
    </Stack>
  );
}
