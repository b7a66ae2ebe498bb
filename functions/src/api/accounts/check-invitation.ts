import { schoolLocaleOf } from '@academy/shared/date-format';
import { DEFAULT_PASSWORD_POLICY } from '@academy/shared/password-policy';
import { passwordPolicySchema } from '@academy/shared/school';
import { type InvitationDoc, invitationSchema } from '@academy/shared/invitations';
import { signInSettingsOf } from '@academy/shared/sign-in-methods';
import { say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { findInvitation, invitationGuesses, invitationProblem, schoolIdOf } from '../../lib/invitations';
import type { Handler } from '../../lib/router';

/**
 * For /join, signed out: whose invitation this code or link is (school name, first name, role) and whether it still
 * holds, and the school's id and whether it has a logo (to show it). Nothing else about the person or the school is
 * told. Codes that match nothing are counted per address.
 */
export const checkInvitation: Handler<'checkInvitation'> = async (secret, { ip }) => {
  const guesses = invitationGuesses(ip);
  await guesses.refuse();
  const found = await findInvitation(secret).catch(async (error: unknown) => {
    await guesses.failed().catch(() => undefined);
    throw error;
  });
  const invitation: InvitationDoc = invitationSchema.parse(found.data());
  const schoolId = schoolIdOf(found);
  const [school, person] = await db.getAll(
    db.doc(`schools/${schoolId}`),
    db.doc(`schools/${schoolId}/${invitation.personType}/${invitation.personId}`),
  );
  const problem = invitationProblem(invitation, found.id, person!, Date.now());
  const schoolName = String(school!.get('name') ?? '');
  const where = schoolLocaleOf(school!.data());
  const policy = passwordPolicySchema.safeParse(school!.get('settings.passwordPolicy'));
  return {
    status: 200,
    message:
      problem ??
      say(
        /*i18n*/ { id: 'api.invitation.join', message: 'Join {school} as {role}.' },
        {
          school: schoolName,
          role: invitation.role,
        },
      ),
    valid: !problem,
    schoolName,
    schoolId,
    hasLogo: !!school!.get('logo'),
    firstName: String(person!.get('firstName') ?? ''),
    role: invitation.role,
    expiresAt: invitation.expiresAt,
    timeZone: where.timeZone,
    locale: where.locale,
    passwordPolicy: policy.success ? policy.data : DEFAULT_PASSWORD_POLICY,
    methods: signInSettingsOf(school!.get('settings.signIn')).roles[invitation.role].methods,
  };
};
