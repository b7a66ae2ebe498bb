import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatFileSize,
  formatMonth,
  formatTime,
  formatTimeOfDay,
  formatTimeRange,
  formatWeekday,
  firstDayOfWeek,
  isLocale,
  parseDateText,
  readerLocale,
  schoolLocaleOf,
} from './date-format';

describe('date format', () => {
  const london = { locale: 'en-GB', timeZone: 'Europe/London' };
  // 23:30 UTC on Monday 23 November 2026: already Tuesday in Tokyo.
  const lateMondayUtc = Date.UTC(2026, 10, 23, 23, 30);

  it('shows a calendar date as it is, whatever the zone', () => {
    expect(formatDate('2026-11-26', london)).toBe('Thu, 26 Nov 2026');
    expect(formatDate('2026-11-26', { locale: 'en-GB', timeZone: 'Pacific/Kiritimati' })).toBe('Thu, 26 Nov 2026');
    expect(formatDate('2026-11-26', { locale: 'en-GB', timeZone: 'Pacific/Pago_Pago' })).toBe('Thu, 26 Nov 2026');
    expect(formatDay('2026-11-26', london)).toBe('Thu 26 Nov');
  });

  it('shows an instant in the school zone, not the server or the browser', () => {
    expect(formatDateTime(lateMondayUtc, london)).toBe('Mon, 23 Nov 2026, 23:30');
    expect(formatDateTime(lateMondayUtc, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('Tue, 24 Nov 2026, 08:30');
    expect(formatDate(lateMondayUtc, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('Tue, 24 Nov 2026');
    expect(formatTime(lateMondayUtc, { locale: 'en-GB', timeZone: 'America/Chicago' })).toBe('17:30');
  });

  it('follows the school locale', () => {
    const chicago = { locale: 'en-US', timeZone: 'America/Chicago' };
    expect(formatDate('2026-11-26', chicago)).toBe('Thu, Nov 26, 2026');
    // ICU puts a narrow no-break space before AM/PM.
    expect(formatTime(lateMondayUtc, chicago).replace(/\s/u, ' ')).toBe('5:30 PM');
    expect(formatTimeOfDay('09:05', chicago).replace(/\s/u, ' ')).toBe('9:05 AM');
    expect(formatTimeOfDay('09:05', london)).toBe('09:05');
    expect(formatDate('2026-11-26', { locale: 'fr-FR' })).toBe('jeu. 26 nov. 2026');
  });

  it('reads the school record, defaulting what an older record lacks', () => {
    expect(schoolLocaleOf({ timezone: 'Africa/Lagos' })).toEqual({ locale: 'en-GB', timeZone: 'Africa/Lagos' });
    expect(schoolLocaleOf({ timezone: 'Africa/Lagos', locale: 'fr-FR' })).toEqual({
      locale: 'fr-FR',
      timeZone: 'Africa/Lagos',
    });
    expect(schoolLocaleOf(undefined)).toEqual({ locale: 'en-GB', timeZone: 'UTC' });
    expect(isLocale('en-GB')).toBe(true);
    expect(isLocale('not a locale')).toBe(false);
  });
});

describe('months and weekdays', () => {
  it('names a month in the locale', () => {
    expect(formatMonth('2026-11', { locale: 'en-GB' })).toBe('November 2026');
    expect(formatMonth('2026-01', { locale: 'en-US' })).toBe('January 2026');
    expect(formatMonth('2026-11', { locale: 'fr-FR' })).toBe('novembre 2026');
    expect(formatMonth('2026-11', { locale: 'de-DE' })).toBe('November 2026');
  });

  it("shows a lesson's times in the locale's style", () => {
    expect(formatTimeRange('09:00', '09:50', { locale: 'en-GB' })).toBe('09:00–09:50');
    // A record without its times shows none instead of failing the page.
    expect(formatTimeRange(undefined, '09:50', { locale: 'en-GB' })).toBe('09:50');
    expect(formatTimeOfDay(undefined, { locale: 'en-GB' })).toBe('');
    expect(formatTimeRange('13:05', '14:00', { locale: 'en-US' })).toMatch(/^1:05\sPM–2:00\sPM$/);
  });

  it("names a date's weekday, narrow for a grid's head and long for its name", () => {
    expect(formatWeekday('2026-11-26', { locale: 'en-GB' }, 'narrow')).toBe('T');
    expect(formatWeekday('2026-11-26', { locale: 'en-GB' }, 'long')).toBe('Thursday');
    expect(formatWeekday('2026-11-26', { locale: 'fr-FR' }, 'long')).toBe('jeudi');
    expect(formatWeekday('2026-11-30', { locale: 'de-DE' }, 'narrow')).toBe('M');
    expect(formatWeekday('2026-11-26', { locale: 'en-US' }, 'short')).toBe('Thu');
    expect(formatWeekday('2026-11-26', { locale: 'fr-FR' }, 'short')).toBe('jeu.');
  });
});

describe('parseDateText', () => {
  it('reads what the picker shows and what people type', () => {
    expect(parseDateText('2026-11-26', 'en-GB')).toBe('2026-11-26');
    expect(parseDateText('Thu, 26 Nov 2026', 'en-GB')).toBe('2026-11-26');
    expect(parseDateText('26 november 2026', 'en-GB')).toBe('2026-11-26');
    expect(parseDateText('26/11/2026', 'en-GB')).toBe('2026-11-26');
    expect(parseDateText('11/26/2026', 'en-US')).toBe('2026-11-26');
    expect(parseDateText('Thu, Nov 26, 2026', 'en-US')).toBe('2026-11-26');
    expect(parseDateText(formatDate('2026-11-26', { locale: 'fr-FR' }), 'fr-FR')).toBe('2026-11-26');
    expect(parseDateText(formatDate('2026-11-26', { locale: 'de-DE' }), 'de-DE')).toBe('2026-11-26');
    expect(parseDateText(formatDate('2026-11-26', { locale: 'ja-JP' }), 'ja-JP')).toBe('2026-11-26');
  });

  it('refuses what is not a date', () => {
    expect(parseDateText('', 'en-GB')).toBeNull();
    expect(parseDateText('31/02/2026', 'en-GB')).toBeNull();
    expect(parseDateText('next Thursday', 'en-GB')).toBeNull();
    expect(parseDateText('26 Nov', 'en-GB')).toBeNull();
  });
});

describe('the school’s choices and the reader’s language', () => {
  const at = Date.UTC(2026, 10, 26, 14, 30);
  it('a US school reads month first and 12 hours', () => {
    const us = schoolLocaleOf({ timezone: 'UTC', locale: 'en-US' });
    expect(formatTime(at, us)).toBe('2:30 PM');
    expect(firstDayOfWeek(us.locale)).toBe(7);
  });
  it('the Admin’s hour cycle and first day travel in the tag', () => {
    const uk = schoolLocaleOf({ timezone: 'UTC', locale: 'en-GB', hourCycle: 'h12', weekStart: 7 });
    expect(uk.locale).toBe('en-GB-u-hc-h12-fw-sun');
    expect(formatTime(at, uk)).toMatch(/^2:30\s?pm$/i);
    expect(firstDayOfWeek(uk.locale)).toBe(7);
  });
  it('a reader of another language gets its words with the school’s hour cycle', () => {
    const us = schoolLocaleOf({ timezone: 'UTC', locale: 'en-US' });
    const polish = readerLocale(us, 'pl');
    expect(formatDate(at, polish)).toContain('lis');
    expect(formatTime(at, polish)).toMatch(/2:30/);
    expect(readerLocale(us, 'en')).toEqual(us);
  });
});

describe('file sizes', () => {
  it('spells bytes out in full in every language, and keeps short units from a kilobyte up', () => {
    expect(formatFileSize(193, { locale: 'en-GB' })).toBe('193 bytes');
    expect(formatFileSize(1, { locale: 'en-GB' })).toBe('1 byte');
    expect(formatFileSize(193, { locale: 'pl' })).toBe('193 bajty');
    expect(formatFileSize(5, { locale: 'pl' })).toBe('5 bajtów');
    expect(formatFileSize(193, { locale: 'ar' })).toMatch(/^(193|١٩٣) بايت$/u);
    expect(formatFileSize(1500, { locale: 'en-GB' })).toBe('1.5 kB');
    expect(formatFileSize(12_400_000, { locale: 'pl' })).toBe('12 MB');
  });
});
