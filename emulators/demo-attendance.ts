/** Demo Academy's and Northside's attendance: their register codes (and, below, their history). */
import type { AttendanceCode } from '@academy/shared/attendance';

/** Northside, an American school, marks tardies rather than lates. */
export const NORTHSIDE_ATTENDANCE_CODES: AttendanceCode[] = [
  {
    letter: 'P',
    label: 'Present',
    countsAsPresent: true,
    minutesLate: false,
    explained: false,
    alertsGuardians: false,
  },
  { letter: 'A', label: 'Absent', countsAsPresent: false, minutesLate: false, explained: false, alertsGuardians: true },
  { letter: 'T', label: 'Tardy', countsAsPresent: true, minutesLate: true, explained: false, alertsGuardians: true },
  {
    letter: 'E',
    label: 'Excused',
    countsAsPresent: false,
    minutesLate: false,
    explained: true,
    alertsGuardians: false,
  },
];
