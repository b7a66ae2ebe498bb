/**
 * Marks not yet saved, kept on the device (localStorage) per user and register, so marks taken without a network
 * survive a reload and are sent when the connection comes back. Each carries when it was made: on the server the
 * later change of a student's mark wins, so a mark sent late never overwrites a newer one. Marks are only sent once the
 * teacher has asked to save them (`queued`): a mark tapped by mistake alerts no guardian until then.
 */
import type { MarkInput } from '@academy/shared/attendance';
import { useCallback, useSyncExternalStore } from 'react';

export interface PendingRegister {
  classId: string;
  date: string;
  session: string;
  marks: Record<string, MarkInput & { at: number }>;
  /** The teacher pressed Save: send these marks as soon as there is a connection. */
  queued?: boolean;
}
type Pending = Record<string, PendingRegister>;

// eslint-disable-next-line lingui/no-unlocalized-strings -- a storage key, kept as marks already saved use it
const key = (uid: string) => `academy_pendingMarks_${uid}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: Pending }>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
const memory = new Map<string, string>();

export function readPending(uid: string): Pending {
  const raw = storage()?.getItem(key(uid)) ?? memory.get(uid) ?? null;
  const hit = cache.get(uid);
  if (hit && hit.raw === raw) return hit.value;
  let value: Pending;
  try {
    value = raw ? (JSON.parse(raw) as Pending) : {};
  } catch {
    value = {};
  }
  cache.set(uid, { raw, value });
  return value;
}

function writePending(uid: string, pending: Pending) {
  const raw = JSON.stringify(pending);
  memory.set(uid, raw);
  storage()?.setItem(key(uid), raw);
  for (const l of listeners) l();
}

export function setPendingMark(
  uid: string,
  registerId: string,
  where: Omit<PendingRegister, 'marks'>,
  studentId: string,
  mark: MarkInput & { at: number },
) {
  const pending = readPending(uid);
  const register = pending[registerId] ?? { ...where, marks: {} };
  writePending(uid, { ...pending, [registerId]: { ...register, marks: { ...register.marks, [studentId]: mark } } });
}

/** The teacher asked to save this register: its marks are sent now, or when the connection comes back. */
export function queuePending(uid: string, registerId: string): PendingRegister | undefined {
  const pending = readPending(uid);
  const register = pending[registerId];
  if (!register) return undefined;
  const queued = { ...register, queued: true };
  writePending(uid, { ...pending, [registerId]: queued });
  return queued;
}

/**
 * The server refused the register (a closure day, a term that ended): its marks stay on the device but are not sent
 * again by themselves, since the same request would be refused, and would go through unseen if the reason went away.
 */
export function holdPending(uid: string, registerId: string) {
  const pending = readPending(uid);
  const register = pending[registerId];
  if (register?.queued) writePending(uid, { ...pending, [registerId]: { ...register, queued: false } });
}

/** Forgets the marks that were sent, keeping any made since (a newer mark of the same student stays). */
export function clearSent(uid: string, registerId: string, sent: PendingRegister['marks']) {
  const pending = readPending(uid);
  const register = pending[registerId];
  if (!register) return;
  const marks = Object.fromEntries(
    Object.entries(register.marks).filter(([sid, m]) => !sent[sid] || sent[sid].at !== m.at),
  );
  const next = { ...pending };
  if (Object.keys(marks).length === 0) delete next[registerId];
  // Marks made while the save was on its way wait for the teacher's next Save.
  else next[registerId] = { ...register, marks, queued: false };
  writePending(uid, next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key?.startsWith('academy_pendingMarks_') && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's unsent marks, live. */
export function usePendingMarks(uid: string) {
  const pending = useSyncExternalStore(subscribe, () => readPending(uid));
  const count = Object.values(pending).reduce((n, r) => n + Object.keys(r.marks).length, 0);
  // Marks of registers the teacher asked to save that are still here: their send is waiting for the connection.
  const queued = Object.values(pending).reduce((n, r) => n + (r.queued ? Object.keys(r.marks).length : 0), 0);
  return {
    pending,
    count,
    queued,
    forget: useCallback((id: string, sent: PendingRegister['marks']) => clearSent(uid, id, sent), [uid]),
    hold: useCallback((id: string) => holdPending(uid, id), [uid]),
  };
}
