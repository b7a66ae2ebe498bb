import { z } from 'zod';

import { isDocumentId } from './document-id';

/** Queued, then sent or failed (the server refused it); bounced when the provider reports it could not be delivered. */
export const MAIL_STATES = ['queued', 'sent', 'failed', 'bounced'] as const;

/** `schools/{schoolId}/mail/{id}`: each e-mail the school sends, with its state (Admins read it; only the server writes). */
export const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  /** What the message is about, e.g. "invitation", and that record's id. */
  kind: z.string(),
  refId: z.string().nullable(),
  state: z.enum(MAIL_STATES),
  createdAt: z.number().int(),
  sentAt: z.number().int().nullable(),
  /** Why sending failed or the message bounced, in the mail server's or the provider's words. */
  error: z.string().nullable(),
  /** When the provider reported the bounce. */
  bouncedAt: z.number().int().nullable().optional(),
});
export type MailDoc = z.infer<typeof mailSchema>;

/**
 * What the mail provider's bounce report says, relayed to `POST /api/mail/bounced` with the shared secret: the message
 * is named by the `X-Academy-Mail` header every message carries (`<schoolId>/<mailId>`).
 */
export const mailBouncedInput = z.strictObject({
  message: z.string('Message is required: the X-Academy-Mail header of the message that bounced.').refine((m) => {
    const [school, mail, ...rest] = m.split('/');
    return !rest.length && isDocumentId(school ?? '') && isDocumentId(mail ?? '');
  }, 'Message must be the X-Academy-Mail header of the message that bounced, such as school-id/mail-id.'),
  reason: z
    .string('Reason is required: the provider’s words for why the message bounced.')
    .trim()
    .min(1, 'Reason is required: the provider’s words for why the message bounced.')
    .max(500, 'Reason must be at most 500 characters.'),
});
export type MailBouncedInput = z.infer<typeof mailBouncedInput>;

/** The header naming a message's record, which the provider's bounce report carries back. */
export const MAIL_ID_HEADER = 'X-Academy-Mail';
/** The header carrying the shared secret on a bounce report. */
export const BOUNCE_SECRET_HEADER = 'X-Academy-Bounce-Secret';
