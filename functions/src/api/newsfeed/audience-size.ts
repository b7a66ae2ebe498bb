import { audienceKeys, emptyAudienceProblem } from '@academy/shared/audience';
import { checkAudience } from '../../lib/audience-author';
import { badRequest } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * How many people an audience reaches now, by role, before a post or an event goes to it: counted on the members'
 * reach (the same words the rules and the notifications use), four count() aggregations whatever the school's size.
 */
export const audienceSize: Handler<'audienceSize'> = async ({ audience }, { caller }) => {
  const problem = emptyAudienceProblem(audience);
  if (problem) throw badRequest(problem);
  await db.runTransaction((tx) => checkAudience(tx, caller, audience), { readOnly: true });
  const reach = schoolCollection(caller, 'reach').where('keys', 'array-contains-any', audienceKeys(audience));
  const [admins, teachers, parents, students] = await Promise.all(
    (['Admin', 'Teacher', 'Parent', 'Student'] as const).map(
      async (role) => (await reach.where('role', '==', role).count().get()).data().count,
    ),
  );
  const staff = admins! + teachers!;
  const total = staff + parents! + students!;
  const parts = [
    parents ? plural(parents!, 'parent', 'parents') : '',
    students ? plural(students!, 'student', 'students') : '',
    staff ? plural(staff, 'member of staff', 'staff') : '',
  ].filter(Boolean);
  return {
    status: 200 as const,
    message: total ? `Goes to ${plural(total, 'person', 'people')}: ${parts.join(', ')}.` : 'Nobody is in it yet.',
    total,
    staff,
    parents: parents!,
    students: students!,
  };
};
