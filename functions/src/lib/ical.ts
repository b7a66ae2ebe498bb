/**
 * An iCalendar (RFC 5545) feed of events, built by hand: the format is small, and the maintained generator
 * (ical-generator) needs Node 22. Dates and times are the school's wall-clock ones, stamped with its IANA time zone
 * (TZID), so a weekly 09:00 stays 09:00 across clock changes; all-day events are dates (DTEND is the day after).
 */
import type { CalendarEvent } from '@academy/shared/calendar';
import { addIsoDays, zonedInstant } from '@academy/shared/school-time';

/** Text escaped as RFC 5545 asks: backslash, semicolon, comma, and line breaks as \n. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
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

export function icsEvent(event: CalendarEvent, timeZone: string, host: string, now: number): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
  ];
  if (event.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.startDate)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(addIsoDays(event.endDate, 1))}`);
  } else {
    lines.push(`DTSTART;TZID=${timeZone}:${compactDate(event.startDate)}T${compactTime(event.startTime ?? '00:00')}`);
    lines.push(`DTEND;TZID=${timeZone}:${compactDate(event.endDate)}T${compactTime(event.endTime ?? '00:00')}`);
  }
  if (event.repeat !== 'none' && event.repeatUntil) {
    // UNTIL is the last instant of the last day, in UTC, as RFC 5545 asks when DTSTART has a zone.
    const until = utcStamp(zonedInstant(addIsoDays(event.repeatUntil, 1), '00:00', timeZone) - 1000);
    lines.push(`RRULE:FREQ=${event.repeat === 'weekly' ? 'WEEKLY' : 'MONTHLY'};UNTIL=${until}`);
  }
  lines.push(`SUMMARY:${icsText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${icsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${icsText(event.location)}`);
  lines.push(`CATEGORIES:${icsText(event.category.toUpperCase())}`);
  lines.push('END:VEVENT');
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
    ...events.flatMap((e) => icsEvent(e, timeZone, host, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
