/**
 * The figures a school's data must still add up to after it travels (an export restored elsewhere): how many records
 * each collection holds, and the money: invoiced, paid and owed on invoices, taken in payments, and what families owe
 * and hold as credit. Counted and summed by the database (count() and sum()), so reading them costs a few documents
 * whatever the school's size.
 */
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { SCHOOL_COLLECTION_NAMES, type SchoolCollectionName } from '@academy/shared/collections';

/** What an export leaves out: the exports themselves (jobs). */
export const NOT_EXPORTED: readonly SchoolCollectionName[] = ['jobs'] as SchoolCollectionName[];
export const EXPORTED_COLLECTIONS = SCHOOL_COLLECTION_NAMES.filter((name) => !NOT_EXPORTED.includes(name));

export interface SchoolFigures {
  counts: Record<string, number>;
  money: {
    invoiced: number;
    paidOnInvoices: number;
    owedOnInvoices: number;
    payments: number;
    familiesOwe: number;
    familyCredit: number;
  };
}

export async function schoolFigures(db: Firestore, schoolId: string): Promise<SchoolFigures> {
  const of = (name: string) => db.collection(`schools/${schoolId}/${name}`);
  const counts: Record<string, number> = {};
  await Promise.all(
    EXPORTED_COLLECTIONS.map(async (name) => {
      counts[name] = (await of(name).count().get()).data().count;
    }),
  );
  const money = emptyMoney();
  await Promise.all(
    Object.entries(MONEY_FIELDS).map(async ([name, fields]) => {
      const sums = Object.fromEntries(Object.keys(fields).map((field) => [field, AggregateField.sum(field)]));
      const data = (await of(name).aggregate(sums).get()).data() as Record<string, number | null>;
      for (const [field, figure] of Object.entries(fields)) money[figure] = data[field] ?? 0;
    }),
  );
  return { counts: Object.fromEntries(EXPORTED_COLLECTIONS.map((name) => [name, counts[name]!])), money };
}

/** Which money field of which collection adds up to which figure (the export tallies them as it writes). */
export const MONEY_FIELDS: Record<string, Record<string, keyof SchoolFigures['money']>> = {
  invoices: { total: 'invoiced', paid: 'paidOnInvoices', balance: 'owedOnInvoices' },
  payments: { amount: 'payments' },
  families: { outstanding: 'familiesOwe', credit: 'familyCredit' },
};

export const emptyMoney = (): SchoolFigures['money'] => ({
  invoiced: 0,
  paidOnInvoices: 0,
  owedOnInvoices: 0,
  payments: 0,
  familiesOwe: 0,
  familyCredit: 0,
});

/** Where two schools' figures differ, in words; empty when they agree. */
export function figuresDiffer(expected: SchoolFigures, actual: SchoolFigures): string[] {
  const differ: string[] = [];
  for (const [name, count] of Object.entries(expected.counts))
    if ((actual.counts[name] ?? 0) !== count) differ.push(`${name}: ${actual.counts[name] ?? 0} records, not ${count}`);
  for (const [name, value] of Object.entries(expected.money))
    if (actual.money[name as keyof SchoolFigures['money']] !== value)
      differ.push(`${name}: ${actual.money[name as keyof SchoolFigures['money']]}, not ${value}`);
  return differ;
}
