/**
 * Erasing a person (a student who has left, or a parent whose children have all left) and the school's retention
 * setting: the inputs, and the pseudonym an erased record keeps in place of the name.
 */
import { z } from 'zod';
import { documentIdField } from './document-id';

/** The people a school may erase: their `kind` is their collection. */
export const ERASABLE_KINDS = ['students', 'parents'] as const;
export type ErasableKind = (typeof ERASABLE_KINDS)[number];

/** A short code, the same for the same record every time, so an erased record and its copies read alike. */
export function pseudonymCode(id: string): string {
  let hash = 0x811c9dc5;
  for (const ch of id) hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return (hash & 0xffff).toString(16).toUpperCase().padStart(4, '0');
}

/** "Erased student 4F2A": what every record that named the person says instead, split as a record's two names. */
export function pseudonymOf(kind: ErasableKind, id: string) {
  // "Erased student" reads as a first name too: "Erased student's work", "No invoice for Erased student yet".
  const firstName = kind === 'students' ? 'Erased student' : 'Erased parent';
  const lastName = pseudonymCode(id);
  return { firstName, lastName, name: `${firstName} ${lastName}` };
}

export const erasePersonInput = z.strictObject({
  kind: z.enum(ERASABLE_KINDS, 'Kind must be students or parents.'),
  id: documentIdField('Person'),
  confirmName: z
    .string('Name is required: type the person’s full name as shown to confirm.')
    .trim()
    .min(1, 'Name is required: type the person’s full name as shown to confirm.')
    .max(200, 'Name must be at most 200 characters.'),
});
export type ErasePersonInput = z.output<typeof erasePersonInput>;

export interface PersonErased {
  status: 200;
  message: string;
  /** Records anonymised (kept with the name taken out), and records, accounts and files deleted. */
  changed: number;
  deleted: number;
  pseudonym: string;
}

/** The longest a school may keep a leaver's records before they are erased: ten years. */
export const MAX_RETENTION_MONTHS = 120;
const MONTHS =
  'Months after leaving must be a whole number from 1 to 120, or empty to keep records until erased by hand.';

export const updateRetentionInput = z.strictObject({
  eraseLeaversAfterMonths: z.number(MONTHS).int(MONTHS).min(1, MONTHS).max(MAX_RETENTION_MONTHS, MONTHS).nullable(),
});
export type UpdateRetentionInput = z.output<typeof updateRetentionInput>;

/** The day `months` after `from` (milliseconds), on the same day of the month or the month's last day. */
export function monthsAfter(from: number, months: number): number {
  const d = new Date(from);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return target.getTime();
}
