import { z } from 'zod';
import { defaultModules, MODULES, type ModulesMap, ROLE_MODULES, ROLES, type Role } from './roles';

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
  /** Absent for an account that signs in only with a phone number (a parent invited on paper). */
  email: z.email().optional(),
  phoneNumber: z.string().optional(),
  username: z.string().min(1).max(120),
  role: z.enum(ROLES),
  school_id: z.string().min(1),
  modules: modulesMapSchema,
  personId: z.string().nullable(),
  disabled: z.boolean().default(false),
  /**
   * The module choices the user had under each role they held before: a role changed and changed back restores them,
   * rather than the new role's defaults.
   */
  modulesByRole: z.partialRecord(z.enum(ROLES), modulesMapSchema).optional(),
});
export type UserDoc = z.infer<typeof userSchema>;

/**
 * The menu a user gets when their role changes to `next`: the modules they had chosen the last time they held that
 * role (only those the role still has), over the role's defaults.
 */
export function modulesOnRoleChange(user: Pick<UserDoc, 'modulesByRole'>, next: Role): ModulesMap {
  const kept = Object.entries(user.modulesByRole?.[next] ?? {}).filter(([m]) =>
    (ROLE_MODULES[next] as readonly string[]).includes(m),
  );
  return { ...defaultModules(next), ...Object.fromEntries(kept) };
}

/** The modules a user's menu has now that it would not have under `next`: what a role change takes away. */
export function modulesLost(current: Role, next: Role): string[] {
  return ROLE_MODULES[current].filter((m) => !(ROLE_MODULES[next] as readonly string[]).includes(m));
}
