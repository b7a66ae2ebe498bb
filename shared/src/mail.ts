import { z } from 'zod';

export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;

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
  /** Why sending failed, in the mail server's words. */
  error: z.string().nullable(),
});
export type MailDoc = z.infer<typeof mailSchema>;
