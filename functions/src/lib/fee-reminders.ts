/**
 * Reminders for overdue fees, as a plain function tests call with the day they want: each family with an unpaid
 * instalment due before that day is told (in-app and push) what is overdue, at most once a week. The notification's
 * key is the family and the week (Monday's date), so a second run, the office's button pressed again, or the weekly
 * schedule after the office's own reminder, tells nobody twice.
 */
import type { FamilyDoc, InvoiceDoc } from '@academy/shared/fees';
import { sum } from '@academy/shared/money';
import { addIsoDays, type IsoDate, isoWeekday, schoolTimeOfDay, schoolToday } from '@academy/shared/school-time';
import type { MulticastMessage } from 'firebase-admin/messaging';
import { db } from './firebase';
import { type Message, notifyMany, sendPush } from './notify';
import { type Reader, readersOf, readOutside, schoolReading } from './readers';

const MESSAGES = {
  title: /*i18n*/ { id: 'alert.fees.overdue.title', message: 'School fees overdue' },
  body: /*i18n*/ {
    id: 'alert.fees.overdue.body',
    message: '{amount} of the fees for {children} has been due since {day}. You can pay it from the Fees panel.',
  },
  bodyNoNames: /*i18n*/ {
    id: 'alert.fees.overdue.body-your-child',
    message: '{amount} of the fees for your child has been due since {day}. You can pay it from the Fees panel.',
  },
};

const PAGE = 300;
const PARALLEL = 8;

/** The Monday of `day`'s week: the once-a-week part of a reminder's key. */
export const weekOf = (day: IsoDate) => addIsoDays(day, 1 - isoWeekday(day));
export const reminderKey = (familyId: string, day: IsoDate) => `fees-overdue_${familyId}_${weekOf(day)}`;

interface Overdue {
  guardianUids: Set<string>;
  studentId: string;
  amount: number;
  since: IsoDate;
  currency: string;
}

/** Families with money overdue on `day`: from the invoices whose earliest unpaid instalment is due before it. */
async function overdueFamilies(schoolId: string, day: IsoDate): Promise<Map<string, Overdue>> {
  const families = new Map<string, Overdue>();
  const invoices = db.collection(`schools/${schoolId}/invoices`);
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let q = invoices.where('nextDueDate', '<', day).orderBy('nextDueDate').limit(PAGE);
    if (last) q = q.startAfter(last);
    const page = await q.get();
    for (const d of page.docs) {
      const invoice = d.data() as InvoiceDoc;
      if (invoice.status === 'void' || invoice.status === 'paid') continue;
      const due = invoice.instalments.filter((i) => i.dueDate < day && i.paid < i.amount);
      const amount = sum(due.map((i) => i.amount - i.paid));
      if (amount <= 0) continue;
      const f = families.get(invoice.familyId) ?? {
        guardianUids: new Set<string>(),
        studentId: invoice.studentId,
        amount: 0,
        since: due[0]!.dueDate,
        currency: invoice.currency,
      };
      for (const uid of invoice.guardianUids) f.guardianUids.add(uid);
      f.amount += amount;
      if (due[0]!.dueDate < f.since) f.since = due[0]!.dueDate;
      families.set(invoice.familyId, f);
    }
    if (page.size < PAGE) return families;
    last = page.docs.at(-1);
  }
}

export function reminderMessage(children: readonly string[], overdue: Overdue, reader: Reader): Message {
  const values = {
    amount: reader.money(overdue.amount, overdue.currency),
    children: reader.list(children),
    day: reader.date(overdue.since),
  };
  return {
    title: reader.t(MESSAGES.title),
    body: reader.t(children.length ? MESSAGES.body : MESSAGES.bodyNoNames, values),
    link: `/app/parent/students/${overdue.studentId}`,
  };
}

/**
 * Tells every family with fees overdue on `day`, once that week. Answers how many families owe, how many of them were
 * told now (the others were told already this week, or have no guardian with an account), the accounts told, and the
 * push messages built for their devices (sent in production; the emulators send none).
 */
export async function remindOverdueFamilies(
  schoolId: string,
  day: IsoDate,
): Promise<{ overdue: number; reminded: number; accounts: number; pushes: MulticastMessage[] }> {
  const owing = [...(await overdueFamilies(schoolId, day))];
  const school = schoolReading((await db.doc(`schools/${schoolId}`).get()).data());
  let reminded = 0;
  let accounts = 0;
  const pushes: MulticastMessage[] = [];
  for (let i = 0; i < owing.length; i += PARALLEL) {
    const chunk = owing.slice(i, i + PARALLEL);
    const familyDocs = await db.getAll(...chunk.map(([id]) => db.doc(`schools/${schoolId}/families/${id}`)));
    // The chunk's guardians' records, for their languages: one read for the chunk's families together.
    const readers = await readersOf(
      readOutside,
      chunk.flatMap(([, overdue]) => [...overdue.guardianUids]),
      school,
    );
    await Promise.all(
      chunk.map(async ([familyId, overdue], n) => {
        const family = familyDocs[n]!.data() as FamilyDoc | undefined;
        const audience = readers.tell([...overdue.guardianUids], (reader) =>
          reminderMessage(family?.childNames ?? [], overdue, reader),
        );
        const told = await notifyMany(schoolId, audience, reminderKey(familyId, day));
        if (told.length === 0) return;
        reminded += 1;
        accounts += told.reduce((count, group) => count + group.uids.length, 0);
        pushes.push(...(await sendPush(schoolId, told)).messages);
      }),
    );
  }
  return { overdue: owing.length, reminded, accounts, pushes };
}

/** The weekly schedule: every school, on its own date. */
/** When a school's families are reminded: Monday from 10:00, in the school's own time zone. */
export const REMINDER_WEEKDAY = 1;
export const REMINDER_HOUR = 10;

/** Whether it is the reminders' hour at this school: Monday 10:00–10:59 where the school is. */
export function remindersDue(timeZone: string, now: number): boolean {
  return (
    isoWeekday(schoolToday(timeZone, now)) === REMINDER_WEEKDAY &&
    Number(schoolTimeOfDay(timeZone, now).slice(0, 2)) === REMINDER_HOUR
  );
}

/**
 * Runs every hour: each school whose own Monday 10:00 hour it is reminds its families with fees overdue (each family
 * at most once a week, so a second run in the hour sends nothing).
 */
export async function runFeeReminders(now: number): Promise<{ schools: number; reminded: number }> {
  const schools = await db.collection('schools').get();
  let reminded = 0;
  let due = 0;
  for (const school of schools.docs) {
    const timeZone = (school.get('timezone') as string | undefined) ?? 'UTC';
    if (!remindersDue(timeZone, now)) continue;
    due++;
    reminded += (await remindOverdueFamilies(school.id, schoolToday(timeZone, now))).reminded;
  }
  return { schools: due, reminded };
}
