/** Who an event or a post is for, in the reader's words: "The whole school", "All parents; Parents of 7A, 7B". */
import type { Audience, AudienceRole } from '@academy/shared/audience';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each role addressed as a whole. */
export const ALL_OF_ROLE: Record<AudienceRole, MessageDescriptor> = {
  staff: msg`All staff`,
  parents: msg`All parents`,
  students: msg`All students`,
};

/** The client's reading of `describeAudience` (shared): the same groups, each named in the reader's language. */
export function describeAudienceIn(
  i18n: I18n,
  audience: Pick<Audience, 'wholeSchool' | 'roles' | 'grades' | 'classIds' | 'members'>,
  classNames: ReadonlyMap<string, string> = new Map(),
): string {
  if (audience.wholeSchool) return i18n._(msg`The whole school`);
  const groups = [
    ...audience.grades.map((grade) => i18n._(msg`Grade ${grade}`)),
    ...audience.classIds.map((id) => classNames.get(id) ?? i18n._(msg`A class`)),
  ];
  const members = audience.members ?? 'everyone';
  const list = groups.join(', ');
  const named =
    members === 'everyone' || groups.length === 0
      ? groups
      : [members === 'parents' ? i18n._(msg`Parents of ${list}`) : i18n._(msg`Students of ${list}`)];
  return [...audience.roles.map((r) => i18n._(ALL_OF_ROLE[r])), ...named].join('; ');
}
