import { DEFAULT_ATTENDANCE_CODES } from '@academy/shared/attendance';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { codeLabel, markLabel, sessionName } from './attendance-words';

// A stand-in language: every message it translates is marked, so what went through the catalogue shows.
const t = (d: MessageDescriptor) => `«${d.message ?? d.id}»`;

describe('attendance codes in the reader’s language', () => {
  it('translates each default code while the school keeps its default label', () => {
    for (const code of DEFAULT_ATTENDANCE_CODES) expect(codeLabel(code, t)).toBe(`«${code.label}»`);
  });

  it('shows a renamed or added code exactly as the school wrote it', () => {
    expect(codeLabel({ letter: 'A', label: 'Not in school' }, t)).toBe('Not in school');
    expect(codeLabel({ letter: 'T', label: 'Trip' }, t)).toBe('Trip');
    // A default label on another letter is the school's own choice too.
    expect(codeLabel({ letter: 'X', label: 'Absent' }, t)).toBe('Absent');
  });

  it('names a mark by its letter with the school’s codes, and an unknown letter as it is', () => {
    expect(markLabel('L', DEFAULT_ATTENDANCE_CODES, t)).toBe('«Late»');
    expect(markLabel('Q', DEFAULT_ATTENDANCE_CODES, t)).toBe('Q');
  });

  it('translates the daily register’s name and keeps a lesson’s', () => {
    expect(sessionName({ session: 'day', sessionLabel: 'Daily register' }, t)).toBe('«Daily register»');
    expect(sessionName({ session: 'lesson-1', sessionLabel: '09:00–10:00 Maths' }, t)).toBe('09:00–10:00 Maths');
  });
});
