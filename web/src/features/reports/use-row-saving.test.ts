import type { EntryRowInput } from '@academy/shared/reports';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowSaver, SAVE_AFTER_MS, type Shown } from './use-row-saving';

function harness(send: (rows: EntryRowInput[]) => Promise<unknown>) {
  let shown: Shown = { edits: {}, states: {}, error: null };
  const saver = rowSaver('math', (update) => (shown = update(shown)), send);
  return { saver, shown: () => shown };
}

const values = (comment: string) => ({ grade: 'A', effort: null, comment });

describe('rowSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for typing to pause, then saves every changed row in one call and marks them saved', async () => {
    const send = vi.fn((_rows: EntryRowInput[]) => Promise.resolve());
    const { saver, shown } = harness(send);
    saver.change('s1', values('Goo'));
    saver.change('s1', values('Good'));
    saver.change('s2', values('Fine'));
    expect(shown().states).toEqual({ s1: 'unsaved', s2: 'unsaved' });
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual([
      { studentId: 's1', subjectId: 'math', ...values('Good') },
      { studentId: 's2', subjectId: 'math', ...values('Fine') },
    ]);
    expect(shown().states).toEqual({ s1: 'saved', s2: 'saved' });
  });

  it('saves a row again when it changed while its save was on the way', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { saver, shown } = harness(send);
    saver.change('s1', values('One'));
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    saver.change('s1', values('Two'));
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown().states.s1).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual([[{ studentId: 's1', subjectId: 'math', ...values('Two') }]]);
    expect(shown().states.s1).toBe('saved');
  });

  it('says which rows failed and why, and saves them on the next try', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('Row 1: the grade is not on the scale.'));
    send.mockResolvedValue(undefined);
    const { saver, shown } = harness(send);
    saver.change('s1', values('One'));
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    expect(shown()).toMatchObject({ states: { s1: 'failed' }, error: 'Row 1: the grade is not on the scale.' });
    await saver.flush();
    expect(shown()).toMatchObject({ states: { s1: 'saved' }, error: null });
  });
});

describe('rowSaver with rows the server would refuse', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a held row back and sends the others, then sends it once mended', async () => {
    const send = vi.fn((_rows: EntryRowInput[]) => Promise.resolve());
    let shown: Shown = { edits: {}, states: {}, error: null };
    const saver = rowSaver(
      'math',
      (update) => (shown = update(shown)),
      send,
      (v) => v.comment.length > 5,
    );
    saver.change('s1', values('Far too long'));
    saver.change('s2', values('Fine'));
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    expect(send.mock.calls[0]![0].map((r) => r.studentId)).toEqual(['s2']);
    expect(shown.states).toEqual({ s1: 'held', s2: 'saved' });
    saver.change('s1', values('Short'));
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    expect(send.mock.calls[1]![0].map((r) => r.studentId)).toEqual(['s1']);
    expect(shown.states.s1).toBe('saved');
  });
});
