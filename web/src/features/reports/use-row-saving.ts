/**
 * Saving a grid as it is written: each change waits a moment for the next keystroke, then every row changed since the
 * last save goes in one `saveEntries` call (at most MAX_ROWS_PER_SAVE a call). A row changed again while its save is
 * on the way is saved again afterwards; each row says whether it is saved.
 */
import { type EntryRowInput, MAX_ROWS_PER_SAVE } from '@academy/shared/reports';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api';

export type RowValues = { grade: string | null; effort: string | null; comment: string };
/** `held`: a row the server would refuse (a comment over the round's length) waits, unsent, until it is mended. */
export type RowState = 'unsaved' | 'held' | 'saving' | 'saved' | 'failed';

export const SAVE_AFTER_MS = 800;

export interface Shown {
  edits: Record<string, RowValues>;
  states: Record<string, RowState>;
  error: string | null;
}

const partition = <T>(list: T[], test: (item: T) => boolean): [T[], T[]] => [
  list.filter(test),
  list.filter((item) => !test(item)),
];

/** The rows waiting to be saved and the one save on the way, outside React: a save outlives the render that began it. */
export function rowSaver(
  subjectId: string,
  show: (update: (s: Shown) => Shown) => void,
  send: (rows: EntryRowInput[]) => Promise<unknown>,
  held: (values: RowValues) => boolean = () => false,
) {
  // Each row's latest values and change number, and the change number its last save carried.
  const latest: Record<string, RowValues> = {};
  const version: Record<string, number> = {};
  const sent: Record<string, number> = {};
  let timer: ReturnType<typeof setTimeout> | null = null;
  let busy: Promise<void> | null = null;
  const waiting = () => Object.keys(version).filter((id) => version[id] !== sent[id]);
  const setStates = (ids: string[], state: (id: string) => RowState) =>
    show((s) => ({ ...s, states: { ...s.states, ...Object.fromEntries(ids.map((id) => [id, state(id)])) } }));

  async function saveOnce() {
    // One refused row refuses the whole save: a row the server would refuse stays here, and the others go.
    const [kept, ids] = partition(waiting(), (id) => held(latest[id]!));
    if (kept.length) setStates(kept, () => 'held');
    if (!ids.length) return;
    const sending = Object.fromEntries(ids.map((id) => [id, version[id]!]));
    setStates(ids, () => 'saving');
    try {
      for (let i = 0; i < ids.length; i += MAX_ROWS_PER_SAVE)
        await send(
          ids.slice(i, i + MAX_ROWS_PER_SAVE).map((studentId) => ({ studentId, subjectId, ...latest[studentId]! })),
        );
      for (const id of ids) sent[id] = sending[id]!;
      show((s) => ({ ...s, error: null }));
      setStates(ids, (id) => (version[id] === sending[id] ? 'saved' : 'unsaved'));
    } catch (e) {
      show((s) => ({ ...s, error: e instanceof Error ? e.message : String(e) }));
      setStates(ids, () => 'failed');
    }
  }

  /** Saves now whatever is waiting (after the save on the way, if any); settles when it is done. */
  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (busy) await busy;
    busy = saveOnce().finally(() => (busy = null));
    await busy;
  }

  function change(studentId: string, values: RowValues) {
    latest[studentId] = values;
    version[studentId] = (version[studentId] ?? 0) + 1;
    show((s) => ({
      ...s,
      edits: { ...s.edits, [studentId]: values },
      states: { ...s.states, [studentId]: 'unsaved' },
    }));
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), SAVE_AFTER_MS);
  }

  /** On leaving the grid: what is waiting goes now. */
  const leave = () => (timer ? void flush() : undefined);
  return { change, flush, leave };
}

export function useRowSaving(roundId: string, subjectId: string, held?: (values: RowValues) => boolean) {
  const [shown, setShown] = useState<Shown>({ edits: {}, states: {}, error: null });
  const [saver] = useState(() =>
    rowSaver(subjectId, setShown, (rows) => callApi('saveEntries', { roundId, rows }), held),
  );
  useEffect(() => () => saver.leave(), [saver]);
  const pending = Object.values(shown.states).some((s) => s !== 'saved' && s !== 'failed');
  return { ...shown, change: saver.change, flush: saver.flush, pending };
}
