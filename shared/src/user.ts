import { z } from 'zod';
import { MODULES, ROLES } from './roles';

/**
 * Which modules a user's menu shows. Every key must be a module: an unknown one (a typo, or `__proto__`, which a plain
 * object would silently swallow) is refused and named rather than dropped.
 */
export const modulesMapSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const key of Object.keys(value))
      if (!(MODULES as readonly string[]).includes(key))
        ctx.addIssue({ code: 'custom', message: `modules.${key} is not a module.`, path: [key] });
  })
  .pipe(z.partialRecord(z.enum(MODULES), z.boolean()));

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
