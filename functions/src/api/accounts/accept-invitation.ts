import { type InvitationDoc, invitationSchema } from '@academy/shared/invitations';
import { defaultModules, isRole } from '@academy/shared/roles';
import { signInRefusalSentence } from '@academy/shared/sign-in-methods';
import { mayAddRole, type UserDoc } from '@academy/shared/user';
import { INVITATION_RATE_LIMIT } from '../../config';
import { readAccountLinks } from '../../lib/account-links';
import { withAccountLock } from '../../lib/account-lock';
import { addRole, rolesOf, setClaimsFromRecord } from '../../lib/account-roles';
import { writeAudit } from '../../lib/audit';
import { bearerToken, type Caller } from '../../lib/caller';
import { conflict, forbidden, HttpError, say, unauthorized } from '../../lib/errors';
import { adminAuth, db } from '../../lib/firebase';
import { signInSettingsFor } from '../../lib/school';
import { findInvitation, gone, invitationGuesses, invitationProblem, schoolIdOf } from '../../lib/invitations';
import { consumeAttempt } from '../../lib/rate-limit';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  added: /*i18n*/ { id: 'api.invitation.added', message: 'The invitation is added to your account at {school}.' },
  roleAdded: /*i18n*/ {
    id: 'api.invitation.role-added',
    message: 'Your account at {school} is also a {role} now: switch to the {role} view from the profile menu.',
  },
  welcome: /*i18n*/ { id: 'api.invitation.welcome', message: 'Welcome to {school}: you are signed in as {role}.' },
  signInFirst: /*i18n*/ {
    id: 'api.invitation.sign-in-first',
    message: 'Sign in (or create your sign-in) first, then accept the invitation.',
  },
  notVerified: /*i18n*/ {
    id: 'api.sign-in.not-verified',
    message: 'Your sign-in could not be verified. Sign in again.',
  },
  tooMany: /*i18n*/ {
    id: 'api.invitation.too-many-tries',
    message: 'Too many invitations were tried with this sign-in. Wait 15 minutes, then try again.',
  },
  otherSchool: /*i18n*/ {
    id: 'api.invitation.other-school',
    message:
      'You are signed in to an account of another school. Sign out, then open the invitation again to make a new sign-in.',
  },
  noAddress: /*i18n*/ {
    id: 'api.invitation.no-address',
    message: 'Your sign-in has no e-mail address or phone number. Sign in with one of them first.',
  },
  otherAccount: /*i18n*/ {
    id: 'api.invitation.other-account',
    message: 'This sign-in already belongs to another account. Sign out and make a new sign-in.',
  },
  otherRole: /*i18n*/ {
    id: 'api.invitation.other-role',
    message:
      'This invitation is for a {role}, and you are signed in as a {held}. Sign out and make a new sign-in for it, or ask the school office.',
  },
};

/** The signed-in person, who may not have a role yet: their ID token is checked here, not by the router. */
async function signedInPerson(header: string | undefined) {
  const token = bearerToken(header);
  if (!token) throw unauthorized(say(MESSAGES.signInFirst));
  const decoded = await adminAuth.verifyIdToken(token, true).catch(() => {
    throw unauthorized(say(MESSAGES.notVerified));
  });
  return decoded;
}

/**
 * Accepts an invitation for the signed-in person: the account gets exactly the invitation's role, school and links.
 * A new sign-in becomes the account; an existing account of the same school gains the invitation's links, and its role
 * too when it does not hold it yet (a teacher invited as a parent), keeping the role it acts as now; an account of
 * another school is refused. One transaction decides, so of two accepts at once exactly one wins.
 */
export const acceptInvitation: Handler<'acceptInvitation'> = async (secret, { ip, raw }) => {
  const decoded = await signedInPerson(raw.header('authorization'));
  const guesses = invitationGuesses(ip);
  await guesses.refuse();
  await consumeAttempt(
    `invitation:account:${decoded.uid}`,
    INVITATION_RATE_LIMIT.perAccount,
    INVITATION_RATE_LIMIT.windowMs,
    say(MESSAGES.tooMany),
  );
  const found = await findInvitation(secret).catch(async (error: unknown) => {
    await guesses.failed().catch(() => undefined);
    throw error;
  });
  const invitation: InvitationDoc = invitationSchema.parse(found.data());
  const schoolId = schoolIdOf(found);
  const { role } = invitation;

  const existingRole = decoded.role as unknown;
  const existingSchool = decoded.school_id as unknown;
  const hasAccount = isRole(existingRole) && typeof existingSchool === 'string';
  if (hasAccount && existingSchool !== schoolId) throw forbidden(say(MESSAGES.otherSchool));

  // A parent invited on paper may join with a phone number alone: the account then has no e-mail.
  const email = (decoded.email ?? invitation.email ?? '').toLowerCase() || undefined;
  const phoneNumber = decoded.phone_number;
  if (!email && !phoneNumber) throw new HttpError(400, say(MESSAGES.noAddress));
  // The way this sign-in was made must be one the school allows the role, as on every later request.
  const refusal = signInRefusalSentence(await signInSettingsFor(schoolId), {
    role,
    provider: decoded.firebase.sign_in_provider,
    email: decoded.email?.toLowerCase(),
    emailVerified: decoded.email_verified === true,
  });
  if (refusal) throw forbidden(refusal);
  const invitee: Caller = {
    uid: decoded.uid,
    email,
    role,
    school_id: schoolId,
    authTime: decoded.auth_time,
    signInProvider: decoded.firebase.sign_in_provider,
    emailVerified: decoded.email_verified === true,
  };
  const userRef = db.doc(`users/${decoded.uid}`);

  const outcome = await db.runTransaction(async (tx) => {
    const fresh = await tx.get(found.ref);
    const current: InvitationDoc = invitationSchema.parse(fresh.data());
    const links = await readAccountLinks(tx, invitee, current.personType, current.personId);
    const user = await tx.get(userRef);
    // The same person again (a retry after their claims could not be set): done already.
    if (current.state === 'accepted' && current.acceptedBy === decoded.uid) return 'again' as const;
    const problem = invitationProblem(current, fresh.id, links.person, Date.now());
    if (problem) throw gone(problem);
    if (user.exists && user.get('school_id') !== schoolId) throw conflict(say(MESSAGES.otherAccount));
    // An account of the school that does not hold this role yet gains it beside the one it acts as.
    const held = user.exists ? rolesOf(user) : [];
    const roleAdded = user.exists && !held.includes(role);
    if (roleAdded && !mayAddRole(held, role))
      throw conflict(say(MESSAGES.otherRole, { role, held: held.join(' and ') }));

    const username = `${String(links.person.get('firstName'))} ${String(links.person.get('lastName'))}`.trim();
    if (!user.exists) {
      const doc: UserDoc = {
        ...(email ? { email } : {}),
        ...(phoneNumber ? { phoneNumber } : {}),
        username,
        role,
        school_id: schoolId,
        modules: defaultModules(role),
        personId: current.personId,
        disabled: false,
      };
      tx.create(userRef, doc);
    } else if (roleAdded) addRole(tx, user, role, current.personId);
    links.link(decoded.uid, email);
    tx.update(found.ref, { state: 'accepted', acceptedBy: decoded.uid, acceptedAt: Date.now() });
    writeAudit(tx, invitee, {
      action: 'accounts.invitationAccepted',
      target: decoded.uid,
      before: null,
      after: {
        email: email ?? null,
        phoneNumber: phoneNumber ?? null,
        role,
        personType: current.personType,
        personId: current.personId,
        joined: !user.exists,
        roleAdded,
      },
    });
    return roleAdded ? ('roleAdded' as const) : user.exists ? ('added' as const) : ('created' as const);
  });

  // From the record, under the account's lock: a new account's role, or an added role in the list beside the active one.
  if (!hasAccount || outcome === 'roleAdded')
    await withAccountLock(decoded.uid, () => setClaimsFromRecord(decoded.uid));
  const school = await db.doc(`schools/${schoolId}`).get();
  const name = String(school.get('name') ?? 'the school');
  return {
    status: 200,
    message: say(
      outcome === 'added' ? MESSAGES.added : outcome === 'roleAdded' ? MESSAGES.roleAdded : MESSAGES.welcome,
      { school: name, role },
    ),
    role,
    school_id: schoolId,
  };
};
