/**
 * useCurrentClass(): the signed-in teacher's classes (read live: classes whose teacherUids hold them) and the current
 * one, for every teacher module to follow. The choice is kept per user in localStorage and shared by every
 * component on the page; reactfire shares the listeners, so each screen calling the hook costs no extra reads.
 */
import type { UserRecord } from '@academy/shared/api';
import { collection, documentId, orderBy, query, where } from 'firebase/firestore';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import {
  chooseCurrentClass,
  type CurrentClass,
  currentClassKey,
  type TaughtClass,
  type TermState,
} from './current-class';

const listeners = new Set<() => void>();
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked: the choice lasts for this page only
  }
}
const inMemory = new Map<string, string>();
const readChoice = (uid: string) => storage()?.getItem(currentClassKey(uid)) ?? inMemory.get(uid) ?? null;
function writeChoice(uid: string, classId: string) {
  inMemory.set(uid, classId);
  storage()?.setItem(currentClassKey(uid), classId);
  for (const l of listeners) l();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key?.startsWith('academy_currentClass_') && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface CurrentClassState {
  loading: boolean;
  /** The classes the teacher may switch between, in the switcher's order. */
  choices: CurrentClass[];
  /** null once loaded when the teacher teaches no class. */
  current: CurrentClass | null;
  choose: (classId: string) => void;
}

export function useCurrentClass(user: Pick<UserRecord, 'uid' | 'school_id' | 'personId'>): CurrentClassState {
  const firestore = useFirestore();
  const classes = useFirestoreCollectionData(
    query(
      collection(firestore, 'schools', user.school_id, 'classes'),
      where('teacherUids', 'array-contains', user.uid),
      orderBy('name'),
    ),
    { idField: 'id' },
  );
  // Only the terms of the classes taught (at most 30, the most an 'in' filter takes), not every term there has been.
  const termIds = [...new Set((classes.data ?? []).map((c) => String(c.termId)))].sort().slice(0, 30);
  const terms = useFirestoreCollectionData(
    query(
      collection(firestore, 'schools', user.school_id, 'terms'),
      where(documentId(), 'in', termIds.length ? termIds : ['-']),
    ),
    { idField: 'id' },
  );
  const stored = useSyncExternalStore(subscribe, () => readChoice(user.uid));
  const choose = useCallback((classId: string) => writeChoice(user.uid, classId), [user.uid]);

  return useMemo(() => {
    const termMap = new Map(((terms.data ?? []) as (TermState & { id: string })[]).map((t) => [t.id, t]));
    const today = new Date().toISOString().slice(0, 10);
    const { choices, current } = chooseCurrentClass(
      (classes.data ?? []) as TaughtClass[],
      termMap,
      stored,
      user.personId,
      user.school_id,
      today,
    );
    return { loading: classes.status === 'loading' || terms.status === 'loading', choices, current, choose };
  }, [classes.data, classes.status, terms.data, terms.status, stored, user.personId, user.school_id, choose]);
}
