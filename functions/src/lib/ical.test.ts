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
  audience: { wholeSchool: true, roles: [], grades: [], classIds: [] },
  audienceKeys: ['school'],
  authorUid: 'a',
  authorName: 'Office',
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

describe('iCalendar feed', () => {
  it('escapes text as RFC 5545 asks', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
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
});
