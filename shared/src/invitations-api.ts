/** What the office sends to invite people, and what /join sends to look at and accept an invitation. */
import { z } from 'zod';
import type { PasswordPolicy } from './password-policy';
import type { SignInMethod } from './sign-in-methods';
import { PERSON_COLLECTIONS } from './accounts';
import { INVITATION_CHANNELS, normaliseCode } from './invitations';
import type { Role } from './roles';
import { recordId } from './structure-api';

const kind = z.enum(PERSON_COLLECTIONS, 'Kind must be one of teachers, staff, students, parents.');
const channel = z.enum(INVITATION_CHANNELS, 'How to invite must be email or letter.');
/** At most this many people in one request; the office's larger runs are sent in parts. */
export const INVITE_LIMIT = 500;

/**
 * Who to invite without naming them: everyone of a kind with no account (never invited, or expired), with no active one
 * (re-invites too), or only those whose invitation is pending or has expired (a list filtered so, re-invited).
 */
export const INVITE_FILTERS = ['noAccount', 'notActive', 'invited', 'expired'] as const;
export type InviteFilter = (typeof INVITE_FILTERS)[number];

export const inviteInput = z
  .strictObject({
    people: z
      .array(z.strictObject({ kind, id: recordId('Person') }), 'People must be a list of people to invite.')
      .min(1, 'People: choose at least one person to invite.')
      .max(INVITE_LIMIT, `People: invite at most ${INVITE_LIMIT} people at once.`)
      .optional(),
    kind: kind.optional(),
    filter: z.enum(INVITE_FILTERS, 'Filter must be noAccount, notActive, invited or expired.').optional(),
    /** With a filter: only the students of this class, or the parents of its students. */
    classId: recordId('Class').optional(),
    channel,
  })
  .refine((d) => (d.people ? !d.kind && !d.filter : !!d.kind && !!d.filter), {
    message: 'People: choose the people to invite, or a kind and a filter (not both).',
    path: ['people'],
  })
  .refine((d) => !d.classId || d.kind === 'students' || d.kind === 'parents', {
    message: 'Class: only students and parents are chosen by class.',
    path: ['classId'],
  });

export const revokeInvitationInput = z.strictObject({ personType: kind, personId: recordId('Person') });

const code = z
  .string('Code is required.')
  .max(40, 'Code must be the 9 characters from the letter, such as 7KQ-M4X-2PD.')
  .transform((typed, ctx) => {
    const normal = normaliseCode(typed);
    if (!normal) {
      ctx.addIssue({ code: 'custom', message: 'Code must be the 9 characters from the letter, such as 7KQ-M4X-2PD.' });
      return z.NEVER;
    }
    return normal;
  });
const token = z
  .string('Link is required.')
  .regex(/^[A-Za-z0-9_-]{32}$/, 'Link: this is not an invitation link. Open the link from the e-mail again.');

/** A code from a letter, or the token from an e-mailed link. */
export const invitationSecretInput = z
  .strictObject({ code: code.optional(), token: token.optional() })
  .refine((d) => (d.code === undefined) !== (d.token === undefined), {
    message: 'Code: type the code from the letter, or open the link from the e-mail.',
    path: ['code'],
  });
export type InvitationSecret = z.output<typeof invitationSecretInput>;

export interface InviteResult {
  status: 200;
  message: string;
  invited: number;
  /** Already had an account, archived, or (by e-mail) no address on file: not invited. */
  refused: number;
  /** The school's name, as the letters print it. */
  schoolName: string;
  /** Letter codes, shown once to the Admin to print: never stored. */
  letters: InvitationLetter[];
}

/** One person's letter: who it is for, the children it names, and the family whose page it goes on. */
export interface InvitationLetter {
  personType: string;
  personId: string;
  name: string;
  code: string;
  /** The children it concerns: a parent's children, or the student themself; none for staff and teachers. */
  children: string[];
  /** The same for every person of one family (parents sharing their children), so the family has one page. */
  family: string;
}

/** What a signed-out /join may learn: the school's and the person's first name, the role, and whether it still holds. */
export interface InvitationPreview {
  status: 200;
  message: string;
  valid: boolean;
  schoolName: string;
  /** The school's id and whether it has a logo: /join shows it through the public logo route. */
  schoolId: string;
  hasLogo: boolean;
  firstName: string;
  role: Role;
  expiresAt: number;
  /** The school's zone and locale, so /join shows the expiry as the school reads it. */
  timeZone: string;
  locale: string;
  /** The school's password policy: /join shows it before the person types, and checks it before making the sign-in. */
  passwordPolicy: PasswordPolicy;
  /** The ways the school lets this role sign in: /join offers only these. */
  methods: SignInMethod[];
}

export interface InvitationAccepted {
  status: 200;
  message: string;
  role: Role;
  school_id: string;
}
