/**
 * What FullCalendar shows: each occurrence of each event, the first and last day of each term, and the viewer's work
 * due in the dates shown.
 */
import { type CalendarEvent, EVENT_CATEGORY_WORDS, seriesOccurrencesBetween } from '@academy/shared/calendar';
import { addIsoDays, schoolDate, schoolTimeOfDay } from '@academy/shared/school-time';
import type { EventInput } from '@fullcalendar/core';
import type { DueWork } from './use-due-work';
import type { TermDates } from './use-events';

/** Work due: its own colour (white text on it passes WCAG AA) and its own word. */
export const DUE_WORK_COLOUR = '#702459';
export const DUE_WORK_WORD = 'Work due';

/** Dark enough for white text (WCAG AA, 4.5:1 or more). */
export const CATEGORY_COLOURS: Record<CalendarEvent['category'], string> = {
  term: '#2a4365',
  holiday: '#22543d',
  closure: '#9b2c2c',
  exam: '#553c9a',
  trip: '#744210',
  meeting: '#2c5282',
  sport: '#276749',
  other: '#4a5568',
};

/**
 * Times are the school's wall-clock times, given to FullCalendar without a zone so it shows them as they are (09:00
 * at the school reads 09:00 wherever the calendar is opened).
 */
export function calendarEntries(
  events: readonly CalendarEvent[],
  terms: readonly TermDates[],
  from: string,
  to: string,
  dueWork: readonly DueWork[] = [],
  timeZone = 'UTC',
) {
  const entries: EventInput[] = [];
  // Each occurrence as it now is: a cancelled date is left out, a date changed on its own shows its own details.
  for (const e of events)
    for (const o of seriesOccurrencesBetween(e, from, to))
      entries.push({
        id: `${e.id}@${o.occurrence}`,
        groupId: e.id,
        title: `${e.category === 'closure' ? 'Closed: ' : ''}${o.title}`,
        allDay: e.allDay,
        start: e.allDay ? o.startDate : `${o.startDate}T${o.startTime}`,
        end: e.allDay ? addIsoDays(o.endDate, 1) : `${o.endDate}T${o.endTime}`,
        backgroundColor: CATEGORY_COLOURS[e.category],
        borderColor: CATEGORY_COLOURS[e.category],
        textColor: '#ffffff',
        extendedProps: {
          eventId: e.id,
          occurrence: o.occurrence,
          category: EVENT_CATEGORY_WORDS[e.category],
          location: o.location,
        },
      });
  for (const t of terms)
    for (const [date, word] of [
      [t.startDate, 'starts'],
      [t.endDate, 'ends'],
    ] as const)
      if (date >= from && date <= to)
        entries.push({
          id: `term-${t.id}-${word}`,
          title: `${t.name} ${word}`,
          allDay: true,
          start: date,
          backgroundColor: CATEGORY_COLOURS.term,
          borderColor: CATEGORY_COLOURS.term,
          textColor: '#ffffff',
          extendedProps: { category: 'Term date' },
        });
  // Due at an instant: shown at the school's wall-clock time, as a link to the work.
  for (const w of dueWork)
    entries.push({
      id: w.key,
      title: `Due: ${w.title} (${w.who})`,
      allDay: false,
      start: `${schoolDate(timeZone, w.dueAt)}T${schoolTimeOfDay(timeZone, w.dueAt)}`,
      url: w.href,
      backgroundColor: DUE_WORK_COLOUR,
      borderColor: DUE_WORK_COLOUR,
      textColor: '#ffffff',
      extendedProps: { href: w.href, category: DUE_WORK_WORD },
    });
  return entries;
}
