import { Badge, Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { firstDayOfWeek, formatDate, type SchoolLocale } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import {
  type CalendarEvent,
  describeWhen,
  type SeriesOccurrence,
  seriesOccurrencesBetween,
} from '@academy/shared/calendar';
import { addIsoDays, schoolToday } from '@academy/shared/school-time';
import type { DatesSetArg, EventClickArg, LocaleInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeAudienceIn } from '@/components/audience/audience-words';
import { useAddressableClasses, useReach } from '@/components/audience/use-reach';
import { directionOf, SOURCE_LANGUAGE, useLanguage } from '@/lib/i18n';
import { useSchoolLocale } from '@/lib/use-school';
import { FormDialog } from '@/components/ui/form-dialog';
import { FileList } from '@/components/files/file-list';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { calendarEntries } from './calendar-entries';
import { CATEGORY_NAMES } from './calendar-words';
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
  // The agenda's column heads are for screen readers only. FullCalendar moves them 10000 px to the left, which a
  // right-to-left page can scroll to: they are hidden in place instead.
  '& .fc .fc-list-table thead': {
    left: 'auto',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
} as const;

/**
 * FullCalendar's own words (all-day, "more", the list view's, month and day names) in the reader's language: its
 * locale for each language Academy has a catalogue for, loaded only when that language is read. English is built in.
 */
const CALENDAR_LOCALES: Record<string, () => Promise<{ default: LocaleInput }>> = {
  pl: () => import('@fullcalendar/core/locales/pl'),
  ar: () => import('@fullcalendar/core/locales/ar'),
};

/** The reader's FullCalendar locale: undefined for English (or a language it has none for), null while it loads. */
function useCalendarLocale(language: string): LocaleInput | undefined | null {
  const load = language === SOURCE_LANGUAGE ? undefined : CALENDAR_LOCALES[language.split('-')[0]!];
  const [loaded, setLoaded] = useState<{ language: string; locale: LocaleInput } | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((m) => live && setLoaded({ language, locale: m.default }));
    return () => {
      live = false;
    };
  }, [load, language]);
  if (!load) return undefined;
  return loaded?.language === language ? loaded.locale : null;
}

/** Phones open on the agenda (a list); wider screens on the month. */
const narrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 600px)').matches;

/** The school's calendar for one member: the events that reach them, term dates, and for writers adding events. */
export function CalendarScreen({ user }: { user: UserRecord }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const calendarLocale = useCalendarLocale(language);
  const reach = useReach(user);
  const schoolLocale = useSchoolLocale(user.school_id);
  const { timeZone } = schoolLocale;
  const today = schoolToday(timeZone);
  const [range, setRange] = useState({ from: addIsoDays(today, -42), to: addIsoDays(today, 42) });
  const { events } = useEventsBetween(user.school_id, reach.keys, range.from, range.to);
  const terms = useTerms(user.school_id);
  const dueWork = useDueWork(user, range.from, range.to, timeZone);
  const entries = useMemo(
    () => calendarEntries(i18n, events, terms, range.from, range.to, dueWork, timeZone),
    // The entries' words change with the reader's language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [events, terms, range, dueWork, timeZone, i18n, language],
  );
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  // Changing one date or the whole event happens in the same dialog as its details: closing one dialog while opening
  // another loses the focus, and the new one closes at once.
  const [changing, setChanging] = useState<'date' | 'series' | null>(null);
  const writer = user.role === 'Admin' || user.role === 'Teacher';
  const classNames = new Map(
    reach.children.flatMap(({ classId, name }) => (classId ? [[classId, t`${name}’s class`] as const] : [])),
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
            <Trans>Add an event</Trans>
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
        {calendarLocale === null ? (
          <Spinner aria-label={t`Loading the calendar…`} />
        ) : (
          <FullCalendar
            plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
            // Its month and day names, all-day and list words from its locale; the buttons and hints are ours.
            {...(calendarLocale ? { locale: calendarLocale } : {})}
            direction={directionOf(language)}
            initialView={narrow() ? 'agenda' : 'dayGridMonth'}
            now={today}
            initialDate={today}
            // The agenda lists five weeks from the day it opens on, so a phone opens on today, not the month's first.
            views={{ agenda: { type: 'list', duration: { days: 35 }, buttonText: t`Agenda` } }}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the toolbar's buttons by FullCalendar's names
            headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,agenda' }}
            buttonIcons={false}
            buttonText={{
              prev: t`Previous`,
              next: t`Next`,
              today: t`Today`,
              month: t`Month`,
              week: t`Week`,
              list: t`Agenda`,
            }}
            // "$0" is the view's name ("month", "week"), put in by FullCalendar.
            buttonHints={{ prev: t`Previous $0`, next: t`Next $0`, today: t`This $0` }}
            viewHint={t`$0 view`}
            navLinkHint={t`Go to $0`}
            closeHint={t`Close`}
            timeHint={t`Time`}
            eventHint={t`Event`}
            // The school's first day of the week (ISO 1 Monday … 7 Sunday; FullCalendar counts from 0, Sunday).
            firstDay={firstDayOfWeek(schoolLocale.locale) % 7}
            height="auto"
            eventInteractive
            events={entries}
            datesSet={onDates}
            eventClick={onClick}
            noEventsText={t`Nothing on the calendar in these dates.`}
            eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          />
        )}
      </Box>
      <SubscribeBox />
      {adding && (
        <FormDialog title={t`Add an event`} onClose={() => setAdding(false)}>
          <WriterEventForm user={user} event={null} date={today} onDone={() => setAdding(false)} />
        </FormDialog>
      )}
      {shown && (
        <FormDialog
          title={
            changing === 'date' && shown.occurrence
              ? t`Change ${ph({ title: shown.event.title })} on ${ph({ date: formatDate(shown.occurrence.occurrence, schoolLocale) })} only`
              : changing === 'series'
                ? t`Change ${ph({ title: shown.event.title })}`
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
              audience={describeAudienceIn(i18n, shown.event.audience as never, classNames)}
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
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The event could not be changed.`));
  const repeats = event.repeat !== 'none';
  const shown = occurrence ?? event;
  const until = formatDate(event.repeatUntil ?? event.endDate, schoolLocale);
  const { location, description } = shown;
  const author = event.authorName;
  const act = (call: () => Promise<{ message: string }>) =>
    void submit(async () => (await call()).message).then((ok) => ok && onDone());
  const dateCall = (over: { cancelled?: boolean }, date = occurrence?.occurrence ?? event.startDate) =>
    act(() => callApi('changeOccurrence', { id: event.id, occurrence: date, ...over }));
  return (
    <Stack gap="3">
      <HStack wrap="wrap">
        <Badge colorPalette={event.category === 'closure' ? 'red' : 'blue'}>{t(CATEGORY_NAMES[event.category])}</Badge>
        {repeats && (
          <Badge whiteSpace="normal">
            {event.repeat === 'weekly' ? t`Every week until ${until}` : t`Every month until ${until}`}
          </Badge>
        )}
        {occurrence?.changed && (
          <Badge colorPalette="orange">
            <Trans>Changed for this date</Trans>
          </Badge>
        )}
      </HStack>
      <Text fontWeight="semibold">{describeWhen({ ...shown, allDay: event.allDay }, schoolLocale)}</Text>
      {location && (
        <Text>
          <Trans>
            Where: <bdi>{location}</bdi>
          </Trans>
        </Text>
      )}
      {description && (
        <Text whiteSpace="pre-wrap" dir="auto">
          {description}
        </Text>
      )}
      {(event.attachments?.length ?? 0) > 0 && (
        <FileList files={event.attachments ?? []} label={t`Attached files`} where={schoolLocale} />
      )}
      <Text color="gray.600">
        <Trans>
          For: {audience}. Added by <bdi>{author}</bdi>.
        </Trans>
      </Text>
      {repeats && (event.cancelledDates ?? []).length > 0 && (
        <Stack gap="1" data-testid="cancelled-dates">
          <Text fontWeight="semibold">
            <Trans>Cancelled dates</Trans>
          </Text>
          {(event.cancelledDates ?? []).map((d) => {
            const date = formatDate(d, schoolLocale);
            return (
              <HStack key={d} wrap="wrap">
                <Text>{date}</Text>
                {canChange && (
                  <Button size="xs" variant="outline" loading={busy} onClick={() => dateCall({}, d)}>
                    <Trans>Put {date} back</Trans>
                  </Button>
                )}
              </HStack>
            );
          })}
        </Stack>
      )}
      <FormStatus outcome={outcome} />
      {canChange && repeats && occurrence && (
        <HStack wrap="wrap">
          <Button onClick={onChangeDate}>
            <Trans>Change this date only</Trans>
          </Button>
          <Button colorPalette="red" variant="outline" loading={busy} onClick={() => dateCall({ cancelled: true })}>
            <Trans>Cancel this date only</Trans>
          </Button>
          {occurrence.changed && (
            <Button variant="outline" loading={busy} onClick={() => dateCall({})}>
              <Trans>Undo this date’s change</Trans>
            </Button>
          )}
        </HStack>
      )}
      {canChange && (
        <HStack wrap="wrap">
          <Button onClick={onEdit}>{repeats ? t`Change every date` : t`Change`}</Button>
          <Button
            colorPalette="red"
            variant="outline"
            loading={busy}
            onClick={() => act(() => callApi('deleteEvent', { id: event.id }))}
          >
            {repeats ? t`Delete every date` : t`Delete`}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** The member's private .ics address, for a phone's or Google's or Outlook's calendar; resetting turns the old one off. */
function SubscribeBox() {
  const [path, setPath] = useState<string | null>(null);
  const { t } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The calendar address could not be made.`));
  const address = path ? `${window.location.origin}${path}` : null;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4" bg="white">
      <Text fontWeight="semibold">
        <Trans>Subscribe from your phone or another calendar</Trans>
      </Text>
      <Text color="gray.600">
        <Trans>Your private address carries your events. Anyone with it sees them: reset it if it was shared.</Trans>
      </Text>
      {address && (
        <Input
          readOnly
          dir="ltr"
          value={address}
          aria-label={t`Your private calendar address`}
          onFocus={(e) => e.target.select()}
        />
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
            <Trans>Show my calendar address</Trans>
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
                return t`A new address is ready; the old one no longer works.`;
              })
            }
          >
            <Trans>Reset the address</Trans>
          </Button>
        )}
      </HStack>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}
