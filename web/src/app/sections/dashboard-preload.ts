/**
 * A first visit's dashboard, fetched at once. Left to render, its code comes in waves: the section's route, then the
 * panels' slots, then each panel, then what each panel loads, each wave waiting for the one before to run (five waves,
 * about a second, on a phone's CPU: `npm run bench:first-visit`). As soon as the session knows the role, and while the
 * user's record is still on its way, this starts every one of those downloads together; rendering then finds them
 * loaded.
 */
import { SCHOOL_TOTALS_ID } from '@academy/shared/dashboard';
import { teacherTimetableId } from '@academy/shared/lesson';
import type { Role } from '@academy/shared/roles';
import {
  collection,
  doc,
  DocumentReference,
  type Firestore,
  onSnapshot,
  orderBy,
  query,
  type Query,
  where,
} from 'firebase/firestore';

export async function preloadDashboard(role: Role) {
  const [, slots] = await Promise.all([import('./section-route'), import('./panel-slots')]);
  slots.preloadDashboardPanels(role);
}

/**
 * The first reads of a role's dashboard that the sign-in alone names (the school, the user's id), started beside its
 * code instead of once their panels have rendered: the school's record (the header, every dashboard's clock and
 * settings), the office's figures, a teacher's classes, a parent's children. Each is exactly the document or query its
 * panel listens to, so the panel's listener joins this one (Firestore shares a listened target) and finds its answer
 * already here: nothing is read twice, and nothing a dashboard does not show is read. Returns the stop.
 */
export function warmDashboardReads(firestore: Firestore, role: Role, schoolId: string, uid: string): () => void {
  const school = (name: string) => collection(firestore, 'schools', schoolId, name);
  const reads: (DocumentReference | Query)[] = [doc(firestore, 'schools', schoolId)];
  if (role === 'Admin') reads.push(doc(school('schoolTotals'), SCHOOL_TOTALS_ID));
  // As useCurrentClass asks for them (the Teacher's class at the top of the dashboard).
  if (role === 'Teacher')
    reads.push(query(school('classes'), where('teacherUids', 'array-contains', uid), orderBy('name')));
  // As useChildren asks for them (the children's panel, first on the Parent's dashboard).
  if (role === 'Parent') reads.push(query(school('students'), where('guardianUids', 'array-contains', uid)));
  return listenTo(reads);
}

/**
 * The next reads, named by the user's data as soon as it arrives (before the signed-in shell has rendered): the
 * Student's own record (their class, then today's lessons) and, with Attendance on, the Teacher's timetable. As
 * warmDashboardReads: the very reads the panels make, for panels that show.
 */
export function warmPersonReads(
  firestore: Firestore,
  user: { role: Role; school_id: string; personId?: string | null; attendance: boolean },
): () => void {
  const reads: DocumentReference[] = [];
  if (user.personId && user.role === 'Student')
    reads.push(doc(firestore, 'schools', user.school_id, 'students', user.personId));
  if (user.personId && user.role === 'Teacher' && user.attendance)
    reads.push(doc(firestore, 'schools', user.school_id, 'timetables', teacherTimetableId(user.personId)));
  return listenTo(reads);
}

function listenTo(reads: (DocumentReference | Query)[]): () => void {
  // A read the rules refuse is the panel's to show; here it is only not warmed.
  const ignore = () => undefined;
  const stops = reads.map((r) =>
    r instanceof DocumentReference ? onSnapshot(r, ignore, ignore) : onSnapshot(r, ignore, ignore),
  );
  return () => stops.forEach((stop) => stop());
}

/** Whether this address leads to a role's dashboard: signing in, `/app`, or `/app/<role>`. */
export const headingForDashboard = (path: string, search: string) =>
  /^\/app(\/[a-z]+)?\/?$/.test(path) || (/^\/login\/?$/.test(path) && !new URLSearchParams(search).has('next'));
