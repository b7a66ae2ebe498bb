/**
 * An iCalendar (RFC 5545) feed of events, built by hand: the format is small, and the maintained generator
 * (ical-generator) needs Node 22. Dates and times are the school's wall-clock ones, stamped with its IANA time zone
 * (TZID), so a weekly 09:00 stays 09:00 across clock changes; all-day events are dates (DTEND is the day after).
 * A repeating event's cancelled dates are EXDATEs; each date changed on its own is a VEVENT of its own with the same
 * UID and a RECURRENCE-ID naming the occurrence it replaces.
 */
import type { CalendarEvent } from '@academy/shared/calendar';
import { addIsoDays, zonedInstant } from '@academy/shared/school-time';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { logs } from '../logs';

/**
 * Text escaped as RFC 5545 asks: backslash, semicolon, comma, and every form of line break (CRLF, a bare CR or LF, and
 * the Unicode ones) as \n, so no text can start a line of its own in the feed; other control characters, which TEXT
 * may not hold, are dropped.
 */
export function icsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, '\\n')
      // eslint-disable-next-line no-control-regex -- the control characters are exactly what is removed
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, '')
  );
}

/**
 * The zone's definition (VTIMEZONE), which RFC 5545 requires for every TZID a feed uses: without it Outlook reads the
 * times in its own zone. From timezones-ical-library, kept current with the IANA database.
 */
export function icsTimeZone(timeZone: string): string[] {
  const found = tzlib_get_ical_block(timeZone);
  const block = Array.isArray(found) ? found[0] : undefined;
  // A zone newer than the library's data: the feed goes without it rather than not at all, and the log says so.
  if (!block?.startsWith('BEGIN:VTIMEZONE')) {
    logs.zoneNotDefined(timeZone);
    return [];
  }
  return block.split(/\r?\n/).filter(Boolean);
}

/** Lines longer than 75 octets folded (CRLF and a space), without splitting a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length;
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;
const utcStamp = (at: number) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A start or end: a date for an all-day event, the school's wall-clock time with its zone otherwise. */
function stamp(name: string, allDay: boolean, date: string, time: string | null, timeZone: string): string {
  return allDay
    ? `${name};VALUE=DATE:${compactDate(date)}`
    : `${name};TZID=${timeZone}:${compactDate(date)}T${compactTime(time ?? '00:00')}`;
}

interface Shown {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  title: string;
  description: string;
  location: string;
}

function body(event: CalendarEvent, shown: Shown, timeZone: string): string[] {
  return [
    stamp('DTSTART', event.allDay, shown.startDate, shown.startTime, timeZone),
    event.allDay
      ? stamp('DTEND', true, addIsoDays(shown.endDate, 1), null, timeZone)
      : stamp('DTEND', false, shown.endDate, shown.endTime, timeZone),
  ];
}

function details(event: CalendarEvent, shown: Shown): string[] {
  const lines = [`SUMMARY:${icsText(shown.title)}`];
  if (shown.description) lines.push(`DESCRIPTION:${icsText(shown.description)}`);
  if (shown.location) lines.push(`LOCATION:${icsText(shown.location)}`);
  lines.push(`CATEGORIES:${icsText(event.category.toUpperCase())}`);
  return lines;
}

export function icsEvent(event: CalendarEvent, timeZone: string, host: string, now: number): string[] {
  const head = [`UID:${event.id}@${host}`, `DTSTAMP:${utcStamp(now)}`, `LAST-MODIFIED:${utcStamp(event.updatedAt)}`];
  const lines = ['BEGIN:VEVENT', ...head, ...body(event, event, timeZone)];
  const repeats = event.repeat !== 'none' && event.repeatUntil;
  if (repeats) {
    // UNTIL is the last instant of the last day, in UTC, as RFC 5545 asks when DTSTART has a zone.
    const until = utcStamp(zonedInstant(addIsoDays(event.repeatUntil!, 1), '00:00', timeZone) - 1000);
    lines.push(`RRULE:FREQ=${event.repeat === 'weekly' ? 'WEEKLY' : 'MONTHLY'};UNTIL=${until}`);
    for (const date of event.cancelledDates ?? [])
      lines.push(stamp('EXDATE', event.allDay, date, event.startTime, timeZone));
  }
  lines.push(...details(event, event), 'END:VEVENT');
  if (repeats)
    for (const changed of event.changedOccurrences ?? [])
      lines.push(
        'BEGIN:VEVENT',
        ...head,
        stamp('RECURRENCE-ID', event.allDay, changed.occurrence, event.startTime, timeZone),
        ...body(event, changed, timeZone),
        ...details(event, changed),
        'END:VEVENT',
      );
  return lines;
}

/** The whole feed: one VCALENDAR with each event. */
export function icsCalendar(
  name: string,
  events: readonly CalendarEvent[],
  timeZone: string,
  host = 'academy',
  now = Date.now(),
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Academy//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...icsTimeZone(timeZone),
    ...events.flatMap((e) => icsEvent(e, timeZone, host, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
