import { describe, expect, it } from 'vitest';
import { zonedInstant } from './school-time';
import {
  canWithdraw,
  conversationKey,
  DEFAULT_WORKING_HOURS,
  notifyTimeFor,
  previewOf,
  sendMessageInput,
  startConversationInput,
  updateHoursInput,
  withinHours,
  WITHDRAW_WINDOW_MS,
} from './messages';

const ZONE = 'Europe/London';
// 2026-11-27 is a Friday.
const at = (date: string, time: string) => zonedInstant(date, time, ZONE);

describe('working hours', () => {
  it('knows a weekday afternoon is inside and an evening or a Saturday is not', () => {
    expect(withinHours(DEFAULT_WORKING_HOURS, ZONE, at('2026-11-27', '10:00'))).toBe(true);
    expect(withinHours(DEFAULT_WORKING_HOURS, ZONE, at('2026-11-27', '16:30'))).toBe(false);
    expect(withinHours(DEFAULT_WORKING_HOURS, ZONE, at('2026-11-28', '10:00'))).toBe(false);
  });

  it('tells at once inside hours, at the next start outside them', () => {
    const inside = at('2026-11-27', '10:00');
    expect(notifyTimeFor(DEFAULT_WORKING_HOURS, ZONE, inside)).toBe(inside);
    expect(notifyTimeFor(DEFAULT_WORKING_HOURS, ZONE, at('2026-11-26', '06:00'))).toBe(at('2026-11-26', '08:00'));
    // Friday evening waits for Monday morning.
    expect(notifyTimeFor(DEFAULT_WORKING_HOURS, ZONE, at('2026-11-27', '21:00'))).toBe(at('2026-11-30', '08:00'));
  });
});

describe('conversations', () => {
  it('keys the same people about the same child alike, whatever their order', () => {
    expect(conversationKey(['b', 'a'], 's1')).toBe(conversationKey(['a', 'b', 'a'], 's1'));
    expect(conversationKey(['a', 'b'], 's1')).not.toBe(conversationKey(['a', 'b'], null));
  });

  it('previews a long message on one line', () => {
    expect(previewOf('Hello\n\nthere')).toBe('Hello there');
    expect(previewOf('x'.repeat(500))).toHaveLength(140);
  });

  it('lets a message be withdrawn for five minutes only', () => {
    expect(canWithdraw(0, WITHDRAW_WINDOW_MS)).toBe(true);
    expect(canWithdraw(0, WITHDRAW_WINDOW_MS + 1)).toBe(false);
  });
});

describe('inputs', () => {
  it('names the field a family left empty', () => {
    const empty = sendMessageInput.safeParse({ conversationId: 'c1', text: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('Message is required: write what you want to say.');
    const long = sendMessageInput.safeParse({ conversationId: 'c1', text: 'x'.repeat(4001) });
    expect(long.error?.issues[0]?.message).toBe('Message must be at most 4000 characters.');
    const nobody = startConversationInput.safeParse({ with: [], text: 'Hi' });
    expect(nobody.error?.issues[0]?.message).toBe('Choose whom to write to.');
  });

  it('takes files with a message, or files alone, and names the field when they are too many', () => {
    expect(sendMessageInput.parse({ conversationId: 'c1', text: ' Hi ' })).toEqual({
      conversationId: 'c1',
      text: 'Hi',
      attachments: [],
    });
    expect(sendMessageInput.parse({ conversationId: 'c1', attachments: ['f1'] })).toEqual({
      conversationId: 'c1',
      text: '',
      attachments: ['f1'],
    });
    const none = sendMessageInput.safeParse({ conversationId: 'c1', attachments: [] });
    expect(none.error?.issues[0]?.message).toBe('Message is required: write what you want to say.');
    const many = sendMessageInput.safeParse({ conversationId: 'c1', text: 'x', attachments: Array(11).fill('f') });
    expect(many.error?.issues[0]?.message).toBe(
      'Attachments: a message carries at most 10 files. Send the rest in another message.',
    );
    const bad = sendMessageInput.safeParse({ conversationId: 'c1', text: 'x', attachments: ['../x'] });
    expect(bad.error?.issues[0]?.message).toBe('Attachments is not a valid id.');
    expect(
      startConversationInput.safeParse({ with: [{ kind: 'teachers', id: 't1' }], text: 'x', attachments: [] }).success,
    ).toBe(false);
  });

  it('refuses hours that end before they start', () => {
    const r = updateHoursInput.safeParse({ hours: { days: [1], start: '16:00', end: '08:00' }, awayNotice: null });
    expect(r.error?.issues[0]?.message).toBe('End of working hours must be after the start.');
    expect(updateHoursInput.parse({ hours: null, awayNotice: '  ' })).toEqual({ hours: null, awayNotice: null });
  });
});
