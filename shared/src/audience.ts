/**
 * Who an event or a post is for, in one shape the rules can check and a query can list.
 *
 * An audience is a union of groups: the whole school, roles (staff, parents, students), grades and classes. It is
 * stored twice on the document: `audience` (what the author chose, for the form and the closure check) and
 * `audienceKeys` (one word per group: `school`, `role:staff`, `role:parents`, `role:students`, `grade:7`,
 * `class:<id>`). Each member of the school has a reach document, `schools/{id}/reach/{uid}`, kept by the server, whose
 * `keys` are the groups they belong to: a student their class and grade, a parent their children's classes and
 * grades, a teacher the classes they teach and those classes' grades. A reader sees a document when
 * `audienceKeys` and their keys share a word: the rules check that with one `get()` (the reach document), and the
 * client lists with `where('audienceKeys', 'array-contains-any', keys)`, which returns a post once even when two of
 * a parent's children are in its audience.
 */
import { z } from 'zod';
import { documentIdField } from './document-id';
import type { Role } from './roles';

export const AUDIENCE_ROLES = ['staff', 'parents', 'students'] as const;
export type AudienceRole = (typeof AUDIENCE_ROLES)[number];

export const AUDIENCE_ROLE_WORDS: Record<AudienceRole, string> = {
  staff: 'Staff',
  parents: 'Parents',
  students: 'Students',
};

/** Who in the chosen grades and classes: everyone in them, or only their parents, or only their students. */
export const AUDIENCE_MEMBERS = ['everyone', 'parents', 'students'] as const;
export type AudienceMembers = (typeof AUDIENCE_MEMBERS)[number];

/** The most groups one audience may name: array-contains-any takes at most 30 words per query. */
export const MAX_AUDIENCE_GROUPS = 30;

const classIdField = documentIdField('Class', 'Each class must be a class id.');

export const audienceSchema = z.strictObject(
  {
    wholeSchool: z.boolean('audience.wholeSchool must be true or false.'),
    roles: z
      .array(z.enum(AUDIENCE_ROLES, 'Each role must be staff, parents or students.'), 'audience.roles must be a list.')
      .max(3, 'audience.roles may name at most 3 roles.')
      .default([]),
    grades: z
      .array(
        z
          .number('Each grade must be a number.')
          .int('Each grade must be a whole number.')
          .min(0, 'Each grade must be 0 to 13.')
          .max(13, 'Each grade must be 0 to 13.'),
        'audience.grades must be a list.',
      )
      .max(14, 'audience.grades may name at most 14 grades.')
      .default([]),
    classIds: z
      .array(classIdField, 'audience.classIds must be a list.')
      .max(25, 'audience may name at most 25 classes.')
      .default([]),
    members: z.enum(AUDIENCE_MEMBERS, 'Who in them must be everyone, parents or students.').default('everyone'),
  },
  'audience is required: say who it is for.',
);
export type Audience = z.output<typeof audienceSchema>;

/** The audience's words, sorted without repeats; the whole school needs no other word. */
export function audienceKeys(audience: Audience): string[] {
  if (audience.wholeSchool) return ['school'];
  const keys = new Set<string>();
  // "7A's parents" is a group of its own (`class:7a:parents`), never 7A and every parent.
  const only = audience.members === 'everyone' ? '' : `:${audience.members}`;
  for (const role of audience.roles) keys.add(`role:${role}`);
  for (const grade of audience.grades) keys.add(`grade:${grade}${only}`);
  for (const id of audience.classIds) keys.add(`class:${id}${only}`);
  return [...keys].sort();
}

/** Why this audience is empty, or undefined. */
export function emptyAudienceProblem(audience: Audience): string | undefined {
  return audienceKeys(audience).length === 0
    ? 'audience must name someone: the whole school, a role, a grade or a class.'
    : undefined;
}

/** The role word a member's role is reached by. */
export function roleAudienceKey(role: Role): string {
  if (role === 'Parent') return 'role:parents';
  if (role === 'Student') return 'role:students';
  return 'role:staff';
}

/**
 * What a teacher may address: only classes they teach. Answers the refusal's message, or undefined.
 * `taughtClassIds` are the classes whose teacherUids hold the teacher.
 */
export function teacherAudienceProblem(audience: Audience, taughtClassIds: ReadonlySet<string>): string | undefined {
  if (audience.wholeSchool || audience.roles.length || audience.grades.length)
    return 'audience: a teacher writes only to their own classes.';
  const foreign = audience.classIds.find((id) => !taughtClassIds.has(id));
  if (foreign) return `audience: you do not teach the class ${foreign}.`;
  return undefined;
}

/**
 * A member's groups: `school`, their role's word, and their classes' and grades' words; a parent also their
 * children's classes' and grades' parents (`class:7a:parents`), a student their own class's and grade's students.
 */
export function memberKeys(role: Role, classes: readonly { id: string; grade: number }[]): string[] {
  const keys = new Set<string>(['school', roleAudienceKey(role)]);
  const only = role === 'Parent' ? ':parents' : role === 'Student' ? ':students' : null;
  for (const c of classes) {
    keys.add(`class:${c.id}`);
    keys.add(`grade:${c.grade}`);
    if (only) {
      keys.add(`class:${c.id}${only}`);
      keys.add(`grade:${c.grade}${only}`);
    }
  }
  return [...keys].sort();
}

/** Whether a member with these keys is in an audience with those. */
export function reaches(audienceKeysOfDoc: readonly string[], memberKeysOfReader: readonly string[]): boolean {
  return audienceKeysOfDoc.some((k) => memberKeysOfReader.includes(k));
}

/** One child a parent's reach names, so a post can say which children it concerns. */
export const reachChildSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  classId: z.string().nullable(),
  grade: z.number().int().nullable(),
});
export type ReachChild = z.infer<typeof reachChildSchema>;

/** `schools/{id}/reach/{uid}`: the groups one member belongs to, kept by the server; only its owner reads it. */
export const reachSchema = z.object({
  uid: z.string(),
  role: z.enum(['Admin', 'Teacher', 'Student', 'Parent']),
  /** The member's name, for the list of who has not yet acknowledged a post. */
  name: z.string(),
  keys: z.array(z.string()),
  /** A parent's children (empty for others). */
  children: z.array(reachChildSchema).default([]),
  updatedAt: z.number().int(),
});
export type ReachDoc = z.infer<typeof reachSchema>;

/** The children of a parent an audience concerns: those whose class or grade it names (all of them for a role or the whole school). */
export function childrenConcerned(keys: readonly string[], children: readonly ReachChild[]): ReachChild[] {
  if (keys.includes('school') || keys.includes('role:parents') || keys.includes('role:students')) return [...children];
  // A class's or grade's parents or students concern the children in it, as the whole class or grade does.
  const groups = new Set(keys.map((k) => k.replace(/:(parents|students)$/, '')));
  return children.filter(
    (c) => (c.classId && groups.has(`class:${c.classId}`)) || (c.grade !== null && groups.has(`grade:${c.grade}`)),
  );
}

/** The audience in words, e.g. "All staff; Parents of Grade 7, 7A". `classNames` maps class ids to names. */
export function describeAudience(
  audience: Pick<Audience, 'wholeSchool' | 'roles' | 'grades' | 'classIds'> & { members?: AudienceMembers },
  classNames: ReadonlyMap<string, string> = new Map(),
): string {
  if (audience.wholeSchool) return 'The whole school';
  const groups = [
    ...audience.grades.map((g) => `Grade ${g}`),
    ...audience.classIds.map((id) => classNames.get(id) ?? 'A class'),
  ];
  const members = audience.members ?? 'everyone';
  const named =
    members === 'everyone' || groups.length === 0
      ? groups
      : [`${members === 'parents' ? 'Parents' : 'Students'} of ${groups.join(', ')}`];
  return [...audience.roles.map((r) => `All ${AUDIENCE_ROLE_WORDS[r].toLowerCase()}`), ...named].join('; ');
}

/**
 * The parents among the members, by family: guardians who share a child are one family (and so are guardians linked
 * through a chain of children). Answers each parent's family as its guardians' uids, sorted; others are left out.
 */
export function familiesOf(members: readonly Pick<ReachDoc, 'uid' | 'role' | 'children'>[]): Map<string, string[]> {
  const parents = members.filter((m) => m.role === 'Parent');
  const root = new Map(parents.map((p) => [p.uid, p.uid]));
  const find = (uid: string): string => {
    const up = root.get(uid)!;
    if (up === uid) return uid;
    const top = find(up);
    root.set(uid, top);
    return top;
  };
  const guardianOf = new Map<string, string>();
  for (const p of parents)
    for (const child of p.children) {
      const other = guardianOf.get(child.studentId);
      if (other) root.set(find(p.uid), find(other));
      else guardianOf.set(child.studentId, p.uid);
    }
  const groups = new Map<string, string[]>();
  for (const p of parents) groups.set(find(p.uid), [...(groups.get(find(p.uid)) ?? []), p.uid]);
  const out = new Map<string, string[]>();
  for (const uids of groups.values()) for (const uid of uids) out.set(uid, [...uids].sort());
  return out;
}
