import { z } from 'zod';
import { type AcademyClaims, defaultModules, MODULES, type ModulesMap, ROLE_MODULES, ROLES, type Role } from './roles';

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
  /**
   * Every role the account holds and the person record it acts as in each (a teacher who is also a parent holds
   * Teacher: their teacher record, Parent: their parent record). Absent for an account of one role: `role` and
   * `personId` are then all it holds. Only the server writes it; switchRole reads it, never the client's word.
   */
  personIds: z.partialRecord(z.enum(ROLES), z.string().nullable()).optional(),
  /**
   * The language the person reads Academy in (a catalogue in locales/, e.g. "pl"), chosen in the profile menu. What
   * the server writes to them (notifications, e-mails, alerts) comes in it. Absent: the school's language.
   */
  language: z.string().trim().min(2).max(35).optional(),
  /**
   * A safeguarding lead (given per person by an Admin): told of every reported message, and reads any conversation of
   * the school through the API only, each read in the audit log. Only the server writes it.
   */
  safeguardingLead: z.boolean().optional(),
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

/** The roles an account holds, in the order of ROLES: its active role and any other it was given. */
export function rolesHeld(user: Pick<UserDoc, 'role' | 'personIds'>): Role[] {
  return ROLES.filter((r) => r === user.role || user.personIds?.[r] !== undefined);
}

/** The person ids of every role the account holds, its active role's included. */
export function personIdsOf(
  user: Pick<UserDoc, 'role' | 'personId' | 'personIds'>,
): Partial<Record<Role, string | null>> {
  return { ...user.personIds, [user.role]: user.personId };
}

/** The custom claims of an account acting as `role`: the list of roles only when it holds more than one. */
export function claimsFor(role: Role, schoolId: string, held: readonly Role[]): AcademyClaims {
  const roles = ROLES.filter((r) => r === role || held.includes(r));
  return roles.length > 1 ? { role, school_id: schoolId, roles } : { role, school_id: schoolId };
}

/**
 * What an Admin's role change leaves the account holding: the new role replaces the one it is acting as now, and its
 * other roles stay. Changed to a role it already holds, it acts as that role's person; otherwise as the same person.
 */
export function personIdsAfterRoleChange(
  user: Pick<UserDoc, 'role' | 'personId' | 'personIds'>,
  next: Role,
): { personId: string | null; personIds: Partial<Record<Role, string | null>> | undefined } {
  if (next === user.role) return { personId: user.personId, personIds: user.personIds };
  const all = personIdsOf(user);
  const personId = all[next] !== undefined ? (all[next] ?? null) : user.personId;
  const kept = { ...Object.fromEntries(Object.entries(all).filter(([r]) => r !== user.role)), [next]: personId };
  return { personId, personIds: Object.keys(kept).length > 1 ? kept : undefined };
}

/**
 * Whether an account holding `held` may also take `next`: the office and teachers may also be parents (and a teacher
 * may also work in the office), but a student's account is theirs alone.
 */
export function mayAddRole(held: readonly Role[], next: Role): boolean {
  return !held.includes(next) && next !== 'Student' && !held.includes('Student');
}
