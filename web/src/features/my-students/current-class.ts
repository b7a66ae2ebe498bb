/**
 * Spec §3 "Current class": the class a teacher is working with, which their modules follow. It holds exactly
 * { class, classId, type, status, school_id }:
 * - class: the class's name ("Grade 7A"), as the screens show it;
 * - classId: the class record's id;
 * - type: 'homeroom' when the teacher is the class's homeroom teacher, 'subject' when they teach it lessons;
 * - status: the state of the class's term: 'current' (the school's current term), 'upcoming' (not started yet) or
 *   'ended' (finished);
 * - school_id: the school, so a stored choice is never used in another school.
 * The choice is remembered per user in this browser (localStorage, keyed by uid) and used again while the teacher
 * still teaches that class.
 */

export type CurrentClassType = 'homeroom' | 'subject';
export type CurrentClassStatus = 'current' | 'upcoming' | 'ended';

export interface CurrentClass {
  class: string;
  classId: string;
  type: CurrentClassType;
  status: CurrentClassStatus;
  school_id: string;
}

/** What the choice is made from: a class the teacher teaches, and its term. */
export interface TaughtClass {
  id: string;
  name: string;
  homeroomTeacherId: string | null;
  termId: string;
}
export interface TermState {
  current: boolean;
  startDate: string;
  endDate: string;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a storage key, kept as stored choices use it
export const currentClassKey = (uid: string) => `academy_currentClass_${uid}`;

export function termStatus(term: TermState | undefined, today: string): CurrentClassStatus {
  if (!term || term.current) return 'current';
  return term.endDate < today ? 'ended' : term.startDate > today ? 'upcoming' : 'current';
}

export function describeClass(
  c: TaughtClass,
  terms: ReadonlyMap<string, TermState>,
  personId: string | null,
  schoolId: string,
  today: string,
): CurrentClass {
  return {
    class: c.name,
    classId: c.id,
    type: personId && c.homeroomTeacherId === personId ? 'homeroom' : 'subject',
    status: termStatus(terms.get(c.termId), today),
    school_id: schoolId,
  };
}

const RANK: Record<CurrentClassStatus, number> = { current: 0, upcoming: 1, ended: 2 };

/**
 * The teacher's classes as choices, in the order the switcher shows them (this term's first, homeroom first, then by
 * name), and the current one: the stored choice while it is still one of them, otherwise the first.
 */
export function chooseCurrentClass(
  classes: TaughtClass[],
  terms: ReadonlyMap<string, TermState>,
  stored: string | null,
  personId: string | null,
  schoolId: string,
  today: string,
): { choices: CurrentClass[]; current: CurrentClass | null } {
  const choices = classes
    .map((c) => describeClass(c, terms, personId, schoolId, today))
    .sort(
      (a, b) =>
        RANK[a.status] - RANK[b.status] ||
        Number(b.type === 'homeroom') - Number(a.type === 'homeroom') ||
        a.class.localeCompare(b.class, undefined, { numeric: true }),
    );
  const current = choices.find((c) => c.classId === stored) ?? choices[0] ?? null;
  return { choices, current };
}
