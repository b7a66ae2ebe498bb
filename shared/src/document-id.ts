/**
 * What may reach Firestore as a document id. Letters, digits, - and _ only, so an id can never reach another path;
 * and never one of the ids Firestore reserves (`__name__`, `__x__`): reading one fails with an internal error rather
 * than finding nothing, so every id a request brings is checked here first and refused as bad input.
 */
import { z } from 'zod';
import { type CatalogueMessage, checkMessage } from './sentence';

/** Firestore reserves ids that begin and end with two underscores. */
export const isReservedId = (id: string) => /^__.*__$/.test(id);

/** An id Firestore takes as it is: 1 to 128 letters, digits, - and _, and not reserved. */
export const isDocumentId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id) && !isReservedId(id);

/** A document id in a request, with the message a person reads when it is not one (by default, naming the label). */
const ID_CHECKS = {
  required: /*i18n*/ { id: 'check.field.required', message: '{field} is required.' },
  tooLong: /*i18n*/ { id: 'check.field.too-long', message: '{field} is too long.' },
  notValid: /*i18n*/ { id: 'check.field.not-valid-id', message: '{field} is not a valid id.' },
};

/**
 * A document id typed by the caller. A label that is a word of the catalogue (a field a family fills in) makes the
 * messages translatable; a plain label (a staff route's) keeps them English.
 */
export const documentIdField = (label: string | CatalogueMessage, message?: string) => {
  const write = (check: CatalogueMessage) =>
    typeof label === 'string' ? check.message.replace('{field}', label) : checkMessage(check, { field: label });
  const notValid = message ?? write(ID_CHECKS.notValid);
  return z
    .string(write(ID_CHECKS.required))
    .min(1, write(ID_CHECKS.required))
    .max(128, write(ID_CHECKS.tooLong))
    .regex(/^[A-Za-z0-9_-]+$/, notValid)
    .refine((id) => !isReservedId(id), notValid);
};
