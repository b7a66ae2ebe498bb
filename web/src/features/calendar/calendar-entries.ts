/**
 * What FullCalendar shows: each occurrence of each event, the first and last day of each term, and the viewer's work
 * due in the dates shown.
 */
import { type CalendarEvent, seriesOccurrencesBetween } from '@academy/shared/calendar';
import { addIsoDays, schoolDate, schoolTimeOfDay } from '@academy/shared/school-time';
import type { EventInput } from '@fullcalendar/core';
import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { CATEGORY_NAMES, DUE_WORK_WORD } from './calendar-words';
import type { DueWork } from './use-due-work';
import type { TermDates } from './use-events';

/** Work due: its own colour (white text on it passes WCAG AA) and its own word. */
export const DUE_WORK_COLOUR = '#702459';

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

/** A wall-clock date and time as FullCalendar reads it, without a zone: `2026-11-26T09:30`. */
const dateTime = (date: string, time: string | null) => [date, time].join('T');

/**
 * Times are the school's wall-clock times, given to FullCalendar without a zone so it shows them as they are (09:00
 * at the school reads 09:00 wherever the calendar is opened). Titles and kinds are in the reader's language (`i18n`);
 * what people typed (an event's or a term's name, a piece of work's title) stays as written.
 */
export function calendarEntries(
  i18n: I18n,
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
        title: e.category === 'closure' ? i18n._(msg`Closed: ${ph({ title: o.title })}`) : o.title,
        allDay: e.allDay,
        start: e.allDay ? o.startDate : dateTime(o.startDate, o.startTime),
        end: e.allDay ? addIsoDays(o.endDate, 1) : dateTime(o.endDate, o.endTime),
        backgroundColor: CATEGORY_COLOURS[e.category],
        borderColor: CATEGORY_COLOURS[e.category],
        textColor: '#ffffff',
        extendedProps: {
          eventId: e.id,
          occurrence: o.occurrence,
          category: i18n._(CATEGORY_NAMES[e.category]),
          location: o.location,
        },
      });
  for (const t of terms) {
    const term = t.name;
    for (const [date, word, title] of [
      [t.startDate, 'starts', i18n._(msg`${term} starts`)],
      [t.endDate, 'ends', i18n._(msg`${term} ends`)],
    ] as const)
      if (date >= from && date <= to)
        entries.push({
          id: `term-${t.id}-${word}`,
          title,
          allDay: true,
          start: date,
          backgroundColor: CATEGORY_COLOURS.term,
          borderColor: CATEGORY_COLOURS.term,
          textColor: '#ffffff',
          extendedProps: { category: i18n._(CATEGORY_NAMES.term) },
        });
  }
  // Due at an instant: shown at the school's wall-clock time, as a link to the work.
  for (const w of dueWork)
    entries.push({
      id: w.key,
      title: i18n._(msg`Due: ${ph({ title: w.title })} (${ph({ who: w.who })})`),
      allDay: false,
      start: dateTime(schoolDate(timeZone, w.dueAt), schoolTimeOfDay(timeZone, w.dueAt)),
      url: w.href,
      backgroundColor: DUE_WORK_COLOUR,
      borderColor: DUE_WORK_COLOUR,
      textColor: '#ffffff',
      extendedProps: { href: w.href, category: i18n._(DUE_WORK_WORD) },
    });
  return entries;
}
