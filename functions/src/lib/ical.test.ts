import type { CalendarEvent } from '@academy/shared/calendar';
import { describe, expect, it } from 'vitest';
import { foldLine, icsCalendar, icsText } from './ical';

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'ev1',
  title: 'Sports day',
  description: 'Bring water; wear trainers,\nand a hat',
  location: 'Field',
  category: 'sport',
  allDay: false,
  startDate: '2026-12-03',
  endDate: '2026-12-03',
  startTime: '09:00',
  endTime: '12:30',
  repeat: 'none',
  repeatUntil: null,
  lastDate: '2026-12-03',
  audience: { wholeSchool: true, roles: [], grades: [], classIds: [], members: 'everyone' },
  audienceKeys: ['school'],
  authorUid: 'a',
  authorName: 'Office',
  createdAt: 0,
  updatedAt: 0,
  cancelledDates: [],
  changedOccurrences: [],
  ...over,
});

describe('iCalendar feed', () => {
  it('escapes text as RFC 5545 asks', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });
  it('lets no form of line break start a line of its own, so text cannot add an event', () => {
    const hostile = 'x\rEND:VEVENT\r\nBEGIN:VEVENT\u2028SUMMARY:y\u2029z\u0085w\vv\fu\u0000t';
    const escaped = icsText(hostile);
    expect(escaped).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029]/);
    expect(escaped.includes(String.fromCharCode(0))).toBe(false);
    expect(escaped).toBe('x\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:y\\nz\\nw\\nv\\nut');
    const ics = icsCalendar(
      'Demo\r',
      [event({ title: hostile, description: hostile, location: hostile })],
      'Europe/London',
    );
    // Every line of the feed is one the feed wrote: events begin only where an event is.
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
  it('defines the zone its times are in (VTIMEZONE), as RFC 5545 requires for a TZID', () => {
    const ics = icsCalendar('Demo', [event()], 'Europe/London', 'h', 0);
    const zone = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE'));
    expect(zone).toContain('TZID:Europe/London\r\n');
    expect(zone).toContain('TZOFFSETTO:+0100');
    expect(ics.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
    expect(icsCalendar('Demo', [event()], 'America/New_York')).toContain('TZID:America/New_York\r\n');
  });
  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
  it('stamps a timed event with the school’s zone and an all-day one as dates', () => {
    const ics = icsCalendar(
      'Demo',
      [event(), event({ id: 'ev2', allDay: true, startTime: null, endTime: null, endDate: '2026-12-04' })],
      'Europe/London',
      'h',
      0,
    );
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261203T090000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/London:20261203T123000\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261203\r\nDTEND;VALUE=DATE:20261205\r\n');
    expect(ics).toContain('DESCRIPTION:Bring water\\; wear trainers\\,\\nand a hat');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
  it('repeats weekly until the end of the last day, in UTC', () => {
    const ics = icsCalendar('Demo', [event({ repeat: 'weekly', repeatUntil: '2027-01-28' })], 'Europe/London', 'h', 0);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;UNTIL=20270128T235959Z');
  });
  it('leaves out a cancelled date (EXDATE) and sends a changed date as its own VEVENT (RECURRENCE-ID)', () => {
    const ics = icsCalendar(
      'Demo',
      [
        event({
          repeat: 'weekly',
          repeatUntil: '2027-01-28',
          cancelledDates: ['2026-12-10'],
          changedOccurrences: [
            {
              occurrence: '2026-12-17',
              title: 'Sports day (hall)',
              description: '',
              location: 'Hall',
              startDate: '2026-12-18',
              endDate: '2026-12-18',
              startTime: '10:00',
              endTime: '11:00',
            },
          ],
        }),
        event({
          id: 'ev2',
          allDay: true,
          startTime: null,
          endTime: null,
          repeat: 'monthly',
          repeatUntil: '2027-03-03',
          cancelledDates: ['2027-01-03'],
        }),
      ],
      'Europe/London',
      'h',
      0,
    );
    expect(ics).toContain('EXDATE;TZID=Europe/London:20261210T090000\r\n');
    expect(ics).toContain('EXDATE;VALUE=DATE:20270103\r\n');
    const changed = ics.split('BEGIN:VEVENT').find((v) => v.includes('RECURRENCE-ID'))!;
    expect(changed).toContain('UID:ev1@h\r\n');
    expect(changed).toContain('RECURRENCE-ID;TZID=Europe/London:20261217T090000\r\n');
    expect(changed).toContain('DTSTART;TZID=Europe/London:20261218T100000\r\n');
    expect(changed).toContain('DTEND;TZID=Europe/London:20261218T110000\r\n');
    expect(changed).toContain('SUMMARY:Sports day (hall)\r\nLOCATION:Hall\r\n');
    expect(changed).not.toContain('RRULE');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });
});
