import { type CalendarEvent, eventSchema } from '@academy/shared/calendar';
import type { FileRef } from '@academy/shared/files';
import { termSchema } from '@academy/shared/structure';
import { collection, doc, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

/**
 * The events that touch the dates from..to, live: one query, `startDate <= to` and `lastDate >= from`, asking for the
 * reader's audience words (an Admin reads every event). What it reads is the events in the range, no more.
 */
export function useEventsBetween(schoolId: string, keys: string[] | null, from: string, to: string) {
  const firestore = useFirestore();
  const constraints: QueryConstraint[] = [where('startDate', '<=', to), where('lastDate', '>=', from)];
  if (keys) constraints.unshift(where('audienceKeys', 'array-contains-any', keys.slice(0, 30)));
  const { status, data } = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'events'), ...constraints, limit(500)),
    { idField: 'id' },
  );
  const events: CalendarEvent[] = (data ?? []).flatMap((d) => {
    const parsed = eventSchema.safeParse(d);
    return parsed.success ? [{ ...parsed.data, id: String(d.id) }] : [];
  });
  return { status, events };
}

/**
 * The next events from a date on (the dashboards' panel). Listed by their last date, so twice the count is read: a
 * long series ending late still has its next date among them when it comes sooner than a one-off.
 */
export function useUpcomingEvents(schoolId: string, keys: string[] | null, from: string, count: number) {
  const firestore = useFirestore();
  const constraints: QueryConstraint[] = [where('lastDate', '>=', from), orderBy('lastDate'), limit(count * 2)];
  if (keys) constraints.unshift(where('audienceKeys', 'array-contains-any', keys.slice(0, 30)));
  const { status, data } = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'events'), ...constraints),
    { idField: 'id' },
  );
  const events: CalendarEvent[] = (data ?? []).flatMap((d) => {
    const parsed = eventSchema.safeParse(d);
    return parsed.success ? [{ ...parsed.data, id: String(d.id) }] : [];
  });
  return { status, events };
}

/** An event's files as it now has them, live: its form lists each one as soon as it is added or removed. */
export function useEventFiles(schoolId: string, eventId: string): FileRef[] {
  const firestore = useFirestore();
  const { data } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'events', eventId));
  const parsed = eventSchema.shape.attachments.safeParse((data as { attachments?: unknown } | undefined)?.attachments);
  return parsed.success ? (parsed.data ?? []) : [];
}

export interface TermDates {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

/** The school's terms, for their first and last days on the calendar. */
export function useTerms(schoolId: string): TermDates[] {
  const firestore = useFirestore();
  const { data } = useFirestoreCollectionData(
    query(collection(firestore, 'schools', schoolId, 'terms'), orderBy('startDate'), limit(50)),
    { idField: 'id' },
  );
  return (data ?? []).flatMap((d) => {
    const parsed = termSchema.safeParse(d);
    return parsed.success
      ? [{ id: String(d.id), name: parsed.data.name, startDate: parsed.data.startDate, endDate: parsed.data.endDate }]
      : [];
  });
}
