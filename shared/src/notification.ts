import { z } from 'zod';

/** `schools/{schoolId}/notifications/{id}`: one message for one user, read live by that user only. */
export const notificationSchema = z.object({
  recipientUid: z.string().min(1),
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(1000),
  /** An in-app path the notification leads to, e.g. /app/parent/calendar. */
  link: z.string().startsWith('/').max(300).nullable(),
  read: z.boolean(),
  /** Milliseconds since the epoch: sortable and cheap to index. */
  createdAt: z.number().int().nonnegative(),
});
export type NotificationDoc = z.infer<typeof notificationSchema>;
export type AppNotification = NotificationDoc & { id: string };

/** Devices one account receives push notifications on; saving one more drops the least recently saved. */
export const MAX_PUSH_TOKENS_PER_ACCOUNT = 10;
