import { z } from 'zod';

/** `schools/{schoolId}/auditLog/{id}`: who changed what, when, with the record before and after. Written by the API only. */
export const auditEntrySchema = z.object({
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  /** The server's time of the write (a Firestore timestamp). */
  at: z.unknown(),
});
export type AuditEntryDoc = z.infer<typeof auditEntrySchema>;
