import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { formatDate, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { describeAudience } from '@academy/shared/audience';
import {
  type CalendarEvent,
  describeWhen,
  EVENT_CATEGORY_WORDS,
  type SeriesOccurrence,
  seriesOccurrencesBetween,
} from '@academy/shared/calendar';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddressableClasses, useReach } from '@/components/audience/use-reach';
import { useSchoolLocale } from '@/lib/use-school';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { calendarEntries } from './calendar-entries';
import { EventForm } from './event-form';
import { OccurrenceForm } from './occurrence-form';
import { useDueWork } from './use-due-work';
import { useEventsBetween, useTerms } from './use-events';

/** FullCalendar's toolbar wraps on a phone instead of widening the page; its buttons keep a readable contrast. */
const CALENDAR_CSS = {
  '& .fc .fc-header-toolbar': { flexWrap: 'wrap', gap: '8px' },
  '& .fc .fc-toolbar-title': { fontSize: '1.25rem' },
  '& .fc .fc-button-primary': { backgroundColor: '#1a365d', borderColor: '#1a365d' },
  '& .fc .fc-button-primary:disabled': { backgroundColor: '#4a5568', borderColor: '#4a5568', opacity: 1 },
  '& .fc .fc-button-primary:not(:disabled).fc-button-active': { backgroundColor: '#2a4365' },
  '& .fc .fc-list-event:hover td': { backgroundColor: '#edf2f7' },
  '& .fc .fc-list-event-title, & .fc .fc-list-event-time': { color: '#1a202c' },
  '& .fc a': { color: 'inherit' },
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: '#4a5568' },
  // An event's title wraps anywhere (a web address has no spaces), so the agenda never widens past a phone's screen.
  '& .fc .fc-list-event-title, & .fc .fc-event-title': { overflowWrap: 'anywhere', wordBreak: 'break-word' },
} as const;

/** Phones open on the agenda (a list); wider screens on the month. */
const narrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 600px)').matches;

/** The school's calendar for one member: the events that reach them, term dates, and for writers adding events. */
export function CalendarScreen({ user }: { user: UserRecord }) {
  const reach = useReach(user);
  const schoolLocale = useSchoolLocale(user.school_id);
  const { timeZone } = schoolLocale;
  const today = schoolToday(timeZone);
  const [range, setRange] = useState({ from: addIsoDays(today, -42), to: addIsoDays(today, 42) });
  const { events } = useEventsBetween(user.school_id, reach.keys, range.from, range.to);
  const terms = useTerms(user.school_id);
  const dueWork = useDueWork(user, range.from, range.to, timeZone);
  const entries = useMemo(
    () => calendarEntries(events, terms, range.from, range.to, dueWork, timeZone),
    [events, terms, range, dueWork, timeZone],
  );
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  // Changing one date or the whole event happens in the same dialog as its details: closing one dialog while opening
  // another loses the focus, and the new one closes at once.
  const [changing, setChanging] = useState<'date' | 'series' | null>(null);
  const writer = user.role === 'Admin' || user.role === 'Teacher';
  const classNames = new Map(
    reach.children.flatMap((c) => (c.classId ? [[c.classId, `${c.name}’s class`] as const] : [])),
  );

  function onDates(arg: DatesSetArg) {
    const from = arg.startStr.slice(0, 10);
    const to = addIsoDays(arg.endStr.slice(0, 10), -1);
    if (from !== range.from || to !== range.to) setRange({ from, to });
  }
  function onClick(arg: EventClickArg) {
    arg.jsEvent.preventDefault();
    // Work due leads to the work: My work, the child's page or the marking page.
    const href = arg.event.extendedProps.href as string | undefined;
    if (href) return void navigate(href);
    const id = arg.event.extendedProps.eventId as string | undefined;
    const date = arg.event.extendedProps.occurrence as string | undefined;
    const found = events.find((e) => e.id === id);
    if (!found) return;
    const occurrence = seriesOccurrencesBetween(found, '0001-01-01', '9999-12-31').find((o) => o.occurrence === date);
    setShown({ event: found, occurrence: occurrence ?? null });
  }
  const canChange = (e: CalendarEvent) => user.role === 'Admin' || e.authorUid === user.uid;

  return (
    <Stack gap="4" mt="4">
      {writer && (
        <HStack>
          <Button colorPalette="blue" onClick={() => setAdding(true)}>
            Add an event
          </Button>
        </HStack>
      )}
      <Box
        className="academy-calendar"
        css={CALENDAR_CSS}
        data-testid="calendar"
        bg="white"
        p={{ base: 1, md: 3 }}
        borderRadius="md"
        borderWidth="1px"
      >
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
          initialView={narrow() ? 'agenda' : 'dayGridMonth'}
          now={today}
          initialDate={today}
          // The agenda lists five weeks from the day it opens on, so a phone opens on today, not the month's first.
          views={{ agenda: { type: 'list', duration: { days: 35 }, buttonText: 'Agenda' } }}
          headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,agenda' }}
          buttonIcons={false}
          buttonText={{ prev: 'Previous', next: 'Next', today: 'Today', month: 'Month', week: 'Week', list: 'Agenda' }}
          buttonHints={{ prev: 'Previous $0', next: 'Next $0', today: 'This $0' }}
          firstDay={1}
          height="auto"
          eventInteractive
          events={entries}
          datesSet={onDates}
          eventClick={onClick}
          noEventsText="Nothing on the calendar in these dates."
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        />
      </Box>
      <SubscribeBox />
      {adding && (
        <FormDialog title="Add an event" onClose={() => setAdding(false)}>
          <WriterEventForm user={user} event={null} date={today} onDone={() => setAdding(false)} />
        </FormDialog>
      )}
      {shown && (
        <FormDialog
          title={
            changing === 'date' && shown.occurrence
              ? `Change ${shown.event.title} on ${formatDate(shown.occurrence.occurrence, schoolLocale)} only`
              : changing === 'series'
                ? `Change ${shown.event.title}`
                : (shown.occurrence?.title ?? shown.event.title)
          }
          onClose={() => {
            setShown(null);
            setChanging(null);
          }}
        >
          {changing === 'date' && shown.occurrence ? (
            <OccurrenceForm
              event={shown.event}
              occurrence={shown.occurrence}
              onDone={() => {
                setShown(null);
                setChanging(null);
              }}
            />
          ) : changing === 'series' ? (
            <WriterEventForm
              user={user}
              event={shown.event}
              date={today}
              onDone={() => {
                setShown(null);
                setChanging(null);
              }}
            />
          ) : (
            <EventDetails
              event={shown.event}
              occurrence={shown.occurrence}
              schoolLocale={schoolLocale}
              audience={describeAudience(shown.event.audience as never, classNames)}
              canChange={canChange(shown.event)}
              onEdit={() => setChanging('series')}
              onChangeDate={() => setChanging('date')}
              onDone={() => setShown(null)}
            />
          )}
        </FormDialog>
      )}
    </Stack>
  );
}

/** The form, with the classes this writer may address (read only for writers: others may not list classes). */
function WriterEventForm(props: { user: UserRecord; event: CalendarEvent | null; date: string; onDone: () => void }) {
  const classes = useAddressableClasses(props.user);
  return <EventForm {...props} classes={classes} />;
}

/** An event as clicked: the series, and which of its dates (as it now is), when it repeats. */
interface Shown {
  event: CalendarEvent;
  occurrence: SeriesOccurrence | null;
}

function EventDetails({
  event,
  occurrence,
  schoolLocale,
  audience,
  canChange,
  onEdit,
  onChangeDate,
  onDone,
}: {
  event: CalendarEvent;
  occurrence: SeriesOccurrence | null;
  schoolLocale: SchoolLocale;
  audience: string;
  canChange: boolean;
  onEdit: () => void;
  onChangeDate: () => void;
  onDone: () => void;
}) {
  const { outcome, busy, submit } = useSubmission(errorMessage('The event could not be changed.'));
  const repeats = event.repeat !== 'none';
  const shown = occurrence ?? event;
  const act = (call: () => Promise<{ message: string }>) =>
    void submit(async () => (await call()).message).then((ok) => ok && onDone());
  const dateCall = (over: { cancelled?: boolean }, date = occurrence?.occurrence ?? event.startDate) =>
    act(() => callApi('changeOccurrence', { id: event.id, occurrence: date, ...over }));
  return (
    <Stack gap="3">
      <HStack wrap="wrap">
        <Badge colorPalette={event.category === 'closure' ? 'red' : 'blue'}>
          {EVENT_CATEGORY_WORDS[event.category]}
        </Badge>
        {repeats && (
          <Badge>
            {event.repeat === 'weekly' ? 'Every week' : 'Every month'} until{' '}
            {formatDate(event.repeatUntil ?? event.endDate, schoolLocale)}
          </Badge>
        )}
        {occurrence?.changed && <Badge colorPalette="orange">Changed for this date</Badge>}
      </HStack>
      <Text fontWeight="semibold">{describeWhen({ ...shown, allDay: event.allDay }, schoolLocale)}</Text>
      {shown.location && <Text>Where: {shown.location}</Text>}
      {shown.description && <Text whiteSpace="pre-wrap">{shown.description}</Text>}
      <Text color="gray.600">
        For: {audience}. Added by {event.authorName}.
      </Text>
      {repeats && (event.cancelledDates ?? []).length > 0 && (
        <Stack gap="1" data-testid="cancelled-dates">
          <Text fontWeight="semibold">Cancelled dates</Text>
          {(event.cancelledDates ?? []).map((d) => (
            <HStack key={d} wrap="wrap">
              <Text>{formatDate(d, schoolLocale)}</Text>
              {canChange && (
                <Button size="xs" variant="outline" loading={busy} onClick={() => dateCall({}, d)}>
                  Put {formatDate(d, schoolLocale)} back
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      <FormStatus outcome={outcome} />
      {canChange && repeats && occurrence && (
        <HStack wrap="wrap">
          <Button onClick={onChangeDate}>Change this date only</Button>
          <Button colorPalette="red" variant="outline" loading={busy} onClick={() => dateCall({ cancelled: true })}>
            Cancel this date only
          </Button>
          {occurrence.changed && (
            <Button variant="outline" loading={busy} onClick={() => dateCall({})}>
              Undo this date’s change
            </Button>
          )}
        </HStack>
      )}
      {canChange && (
        <HStack wrap="wrap">
          <Button onClick={onEdit}>{repeats ? 'Change every date' : 'Change'}</Button>
          <Button
            colorPalette="red"
            variant="outline"
            loading={busy}
            onClick={() => act(() => callApi('deleteEvent', { id: event.id }))}
          >
            {repeats ? 'Delete every date' : 'Delete'}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** The member's private .ics address, for a phone's or Google's or Outlook's calendar; resetting turns the old one off. */
function SubscribeBox() {
  const [path, setPath] = useState<string | null>(null);
  const { outcome, busy, submit } = useSubmission(errorMessage('The calendar address could not be made.'));
  const address = path ? `${window.location.origin}${path}` : null;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4" bg="white">
      <Text fontWeight="semibold">Subscribe from your phone or another calendar</Text>
      <Text color="gray.600">
        Your private address carries your events. Anyone with it sees them: reset it if it was shared.
      </Text>
      {address && (
        <Input readOnly value={address} aria-label="Your private calendar address" onFocus={(e) => e.target.select()} />
      )}
      <HStack wrap="wrap">
        {!address && (
          <Button
            loading={busy}
            onClick={() =>
              void submit(async () => {
                const res = await callApi('calendarFeedAddress', { reset: false });
                setPath(res.path);
                return res.message;
              })
            }
          >
            Show my calendar address
          </Button>
        )}
        {address && (
          <Button
            variant="outline"
            loading={busy}
            onClick={() =>
              void submit(async () => {
                const res = await callApi('calendarFeedAddress', { reset: true });
                setPath(res.path);
                return 'A new address is ready; the old one no longer works.';
              })
            }
          >
            Reset the address
          </Button>
        )}
      </HStack>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}
