import { z } from 'zod';
import { MODULES, ROLES } from './roles';

export const modulesMapSchema = z.partialRecord(z.enum(MODULES), z.boolean());

/** `users/{uid}`: the signed-in user record behind getUserData. */
export const userSchema = z.object({
  email: z.email(),
  username: z.string().min(1).max(120),
  role: z.enum(ROLES),
  school_id: z.string().min(1),
  modules: modulesMapSchema,
  personId: z.string().nullable(),
  disabled: z.boolean().default(false),
});
export type UserDoc = z.infer<typeof userSchema>;
