/**
 * Text as people type it, made safe to store, compare and export: Unicode normalised to NFC (so "é" typed two ways is
 * one name when uniqueness is checked), and invisible or direction-changing characters refused, because a name that
 * reads "Ada" on screen must not be a different string in the database or the CSV.
 */
import { z } from 'zod';
import { type CatalogueMessage, checkMessage } from './sentence';

/** C0 and C1 controls, DEL. Free text may still hold tab and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/u;
/** Bidirectional overrides, embeddings, isolates and marks: they make text display in an order it is not stored in. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Zero-width and invisible characters, including the byte-order mark and the Mongolian vowel separator. */
const INVISIBLE = /[\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/u;
/** In longer free text the zero-width joiners stay: emoji sequences and some scripts need them. */
const INVISIBLE_IN_PROSE = /[\u180E\u200B\u2060-\u2064\uFEFF]/u;

/** What is wrong with a name-like value (one line, nothing invisible), or undefined when nothing is. */
export function nameProblem(value: string): string | undefined {
  if (CONTROL.test(value) || LINE_BREAKS_AND_TABS.test(value)) return 'must not hold control characters';
  if (BIDI.test(value)) return 'must not hold text-direction characters';
  if (INVISIBLE.test(value)) return 'must not hold invisible (zero-width) characters';
  return undefined;
}

/** The same for free text (notes, descriptions, lecture content): line breaks and tabs are allowed. */
export function proseProblem(value: string): string | undefined {
  if (CONTROL.test(value)) return 'must not hold control characters';
  if (BIDI.test(value)) return 'must not hold text-direction characters';
  if (INVISIBLE_IN_PROSE.test(value)) return 'must not hold invisible (zero-width) characters';
  return undefined;
}

const normalised = (label: string) => z.string(`${label} is required.`).transform((value) => value.normalize('NFC'));

/** How many bytes Firestore counts for a string: its UTF-8 length. */
export const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/** A required one-line name or title: NFC, trimmed, nothing invisible, 1 to `max` characters. */
export const nameText = (label: string, max: number) =>
  normalised(label)
    .pipe(z.string().trim())
    .superRefine((value, ctx) => {
      const problem = nameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}.` });
    })
    .pipe(z.string().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`));

/** An optional one-line field (department, phone, section …): as `nameText`, and may be empty. */
export const optionalNameText = (label: string, max: number) =>
  z
    .string(`${label} must be text.`)
    .transform((value) => value.normalize('NFC').trim())
    .superRefine((value, ctx) => {
      const problem = nameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}.` });
    })
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`));

/** Optional free text over several lines (notes, descriptions, lecture content). */
const PROSE_CHECKS = {
  text: /*i18n*/ { id: 'check.field.must-be-text', message: '{field} must be text.' },
  tooLong: /*i18n*/ { id: 'check.field.at-most-characters', message: '{field} must be at most {max} characters.' },
};

/** A label that is a word of the catalogue (a field a family fills in) makes the type and length checks translatable. */
export const proseText = (label: string | CatalogueMessage, max: number) => {
  const name = typeof label === 'string' ? label : label.message;
  const write = (check: CatalogueMessage) =>
    typeof label === 'string'
      ? check.message.replace('{field}', label).replace('{max}', String(max))
      : checkMessage(check, { field: label, max });
  return z
    .string(write(PROSE_CHECKS.text))
    .transform((value) => value.normalize('NFC').trim())
    .superRefine((value, ctx) => {
      const problem = proseProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${name} ${problem}.` });
    })
    .pipe(z.string().max(max, write(PROSE_CHECKS.tooLong)));
};

/** An e-mail address: checked for invisible characters first (so the message says why), NFC and lower case. */
export const emailText = (label: string) =>
  z
    .string(`${label} must be a valid e-mail address.`)
    .transform((value) => value.normalize('NFC'))
    .superRefine((value, ctx) => {
      const problem = nameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}.` });
    })
    .pipe(
      z
        .email(`${label} must be a valid e-mail address.`)
        .max(254, `${label} must be at most 254 characters.`)
        .transform((e) => e.toLowerCase()),
    );
