/**
 * What may reach Firestore as a document id. Letters, digits, - and _ only, so an id can never reach another path;
 * and never one of the ids Firestore reserves (`__name__`, `__x__`): reading one fails with an internal error rather
 * than finding nothing, so every id a request brings is checked here first and refused as bad input.
 */
import { z } from 'zod';

/** Firestore reserves ids that begin and end with two underscores. */
export const isReservedId = (id: string) => /^__.*__$/.test(id);

/** An id Firestore takes as it is: 1 to 128 letters, digits, - and _, and not reserved. */
export const isDocumentId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id) && !isReservedId(id);

/** A document id in a request, with the message a person reads when it is not one (by default, naming the label). */
export const documentIdField = (label: string, message = `${label} is not a valid id.`) =>
  z
    .string(`${label} is required.`)
    .min(1, `${label} is required.`)
    .max(128, `${label} is too long.`)
    .regex(/^[A-Za-z0-9_-]+$/, message)
    .refine((id) => !isReservedId(id), message);
