/**
 * The server's answer to "is this a school day for this class?" (shared/src/school-days.ts), read inside the
 * caller's transaction: the school's teaching weekdays, the class's term, and the closures covering the date.
 *
 * Closures are `schools/{id}/events` documents with `category: 'closure'`, `startDate` and `endDate` (the school's
 * local dates, both included) and an `audience` whose `wholeSchool` (boolean) and `grades` (numbers) say whom the
 * closure covers. Whatever else an event holds, the calendar keeps those fields on every closure.
 */
import { schoolLocaleOf } from '@academy/shared/date-format';
import type { ClassDoc } from '@academy/shared/structure';
import {
  type ClosureSpan,
  DEFAULT_TEACHING_WEEKDAYS,
  schoolDayRefusal,
  type SchoolDayFacts,
  schoolDaySentence,
} from '@academy/shared/school-days';
import type { SharedSentence } from '@academy/shared/sentence';
import type { IsoDate } from '@academy/shared/school-time';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';

/** The closures of the school that are still running on or after `date` and have begun by it. */
export async function closuresOn(tx: Transaction, schoolId: string, date: IsoDate): Promise<ClosureSpan[]> {
  const snap = await tx.get(
    db
      .collection(`schools/${schoolId}/events`)
      .where('category', '==', 'closure')
      .where('endDate', '>=', date)
      .orderBy('endDate')
      .limit(50),
  );
  return (
    snap.docs
      // A cancelled date of a closure is no closure (closures do not repeat today, so this is their one date).
      .filter((d) => !((d.get('cancelledDates') as string[] | undefined) ?? []).includes(String(d.get('startDate'))))
      .map((d) => ({
        title: String(d.get('title') ?? 'School closed'),
        startDate: String(d.get('startDate')),
        endDate: String(d.get('endDate')),
        grades:
          d.get('audience.wholeSchool') === true ? null : ((d.get('audience.grades') as number[] | undefined) ?? []),
      }))
      .filter((c) => c.startDate <= date)
  );
}

/**
 * Null when the class is taught on `date`; otherwise the reason, for a 400's message. A caller that has read the
 * school's document in this transaction already passes it, so it is not read twice.
 */
export async function schoolDayRefusalFor(
  tx: Transaction,
  schoolId: string,
  klass: Pick<ClassDoc, 'termId' | 'grade'>,
  date: IsoDate,
  schoolRead?: DocumentSnapshot,
): Promise<string | null> {
  const { facts, school } = await schoolDayFactsFor(tx, schoolId, klass, date, schoolRead);
  return schoolDayRefusal(facts, schoolLocaleOf(school.data()));
}

/** The same reason as a sentence of the catalogue, to be written in the reader's language. */
export async function schoolDaySentenceFor(
  tx: Transaction,
  schoolId: string,
  klass: Pick<ClassDoc, 'termId' | 'grade'>,
  date: IsoDate,
  schoolRead?: DocumentSnapshot,
): Promise<SharedSentence | null> {
  return schoolDaySentence((await schoolDayFactsFor(tx, schoolId, klass, date, schoolRead)).facts);
}

async function schoolDayFactsFor(
  tx: Transaction,
  schoolId: string,
  klass: Pick<ClassDoc, 'termId' | 'grade'>,
  date: IsoDate,
  schoolRead?: DocumentSnapshot,
): Promise<{ facts: SchoolDayFacts; school: DocumentSnapshot }> {
  const [school, term, closures] = await Promise.all([
    schoolRead ?? tx.get(db.doc(`schools/${schoolId}`)),
    klass.termId ? tx.get(db.doc(`schools/${schoolId}/terms/${klass.termId}`)) : Promise.resolve(undefined),
    closuresOn(tx, schoolId, date),
  ]);
  const weekdays = school.get('settings.teachingWeekdays') as number[] | undefined;
  const facts: SchoolDayFacts = {
    date,
    teachingWeekdays: weekdays?.length ? weekdays : DEFAULT_TEACHING_WEEKDAYS,
    term: term?.exists
      ? {
          name: String(term.get('name')),
          startDate: String(term.get('startDate')),
          endDate: String(term.get('endDate')),
        }
      : null,
    closures,
    grade: klass.grade,
  };
  return { facts, school };
}
