/** The dashboards' per-day attendance totals, moved inside the transaction that changes a daily register's marks. */
import type { AttendanceCode } from '@academy/shared/attendance';
import { attendanceMove, monthTotalsId } from '@academy/shared/dashboard';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';

/** Adds marks new to a daily register of `date`, and moves those changed between present and not. */
export function moveDayAttendance(
  tx: Transaction,
  schoolId: string,
  date: string,
  changes: readonly { before: string | undefined; after: string }[],
  codes: readonly AttendanceCode[],
) {
  const move = attendanceMove(changes, (letter) => codes.some((c) => c.letter === letter && c.countsAsPresent));
  if (move.sessions === 0 && move.present === 0) return;
  tx.set(
    db.doc(`schools/${schoolId}/monthTotals/${monthTotalsId(date)}`),
    {
      month: monthTotalsId(date),
      attendance: {
        [date]: { sessions: FieldValue.increment(move.sessions), present: FieldValue.increment(move.present) },
      },
    },
    { merge: true },
  );
}
