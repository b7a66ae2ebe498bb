/** Roles, modules and who may do what: the one matrix the sidebar, route guards, API and rules follow. */

export const ROLES = ['Admin', 'Teacher', 'Student', 'Parent'] as const;
export type Role = (typeof ROLES)[number];

export const MODULES = [
  'Dashboard',
  'Assignments',
  'Attendance',
  'Calendar',
  'Classes',
  'Courses',
  'Fees',
  'Lessons',
  'Messages',
  'Newsfeed',
  'Parents',
  'Reports',
  'Staff',
  'Students',
  'Subjects',
  'Teachers',
  'Terms',
] as const;
export type ModuleName = (typeof MODULES)[number];

/** Spec §6: the modules each role's menu is built from, in menu order. */
export const ROLE_MODULES: Record<Role, readonly ModuleName[]> = {
  Admin: MODULES,
  Teacher: ['Dashboard', 'Assignments', 'Attendance', 'Calendar', 'Messages', 'Newsfeed', 'Reports', 'Students'],
  Student: ['Dashboard'],
  Parent: ['Dashboard', 'Calendar', 'Messages', 'Newsfeed', 'Students'],
};

export type ModulesMap = Partial<Record<ModuleName, boolean>>;

export function defaultModules(role: Role): ModulesMap {
  return Object.fromEntries(ROLE_MODULES[role].map((m) => [m, true]));
}

/** The menu a user sees: their role's modules that their modules map switches on. */
export function visibleModules(role: Role, modules: ModulesMap): ModuleName[] {
  return ROLE_MODULES[role].filter((m) => modules[m] === true);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The path segment of a role: /app/admin, /app/teacher … */
export function roleSegment(role: Role): string {
  return role.toLowerCase();
}

export function roleFromSegment(segment: string | undefined): Role | undefined {
  return ROLES.find((r) => roleSegment(r) === segment);
}

/** The path segment of a section: students, terms …; Dashboard has none. */
export function sectionSegment(module: ModuleName): string | undefined {
  return module === 'Dashboard' ? undefined : module.toLowerCase();
}

export function moduleFromSegment(segment: string | undefined): ModuleName | undefined {
  if (!segment) return 'Dashboard';
  return MODULES.find((m) => m.toLowerCase() === segment.toLowerCase());
}

export function sectionPath(role: Role, module: ModuleName): string {
  const section = sectionSegment(module);
  return section ? `/app/${roleSegment(role)}/${section}` : `/app/${roleSegment(role)}`;
}

/** Custom claims every account carries; set only by the API or the bootstrap command. */
export interface AcademyClaims {
  role: Role;
  school_id: string;
  /** Every role the account holds, when it holds more than one (a teacher who is also a parent): the profile menu's views. */
  roles?: Role[];
}
