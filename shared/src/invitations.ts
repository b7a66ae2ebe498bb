/**
 * Invitations: how a person the school already has on file (a parent, student, teacher or staff member) gets an
 * account. The office invites; the person opens /join with the e-mailed link or types the code from a letter.
 * Only a hash of each code or link token is stored (see docs/accounts.md for the guessing sum).
 */
import { z } from 'zod';
import { PERSON_COLLECTIONS } from './accounts';
import { ROLES } from './roles';

/** 31 characters: digits and capitals without 0/O, 1/I/L, which a person copying from paper confuses. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 9;
/** The e-mailed link carries a longer secret than the letter's code: nobody types it. */
export const TOKEN_BYTES = 24;
export const DEFAULT_INVITATION_DAYS = 14;

export const INVITATION_CHANNELS = ['email', 'letter'] as const;
export type InvitationChannel = (typeof INVITATION_CHANNELS)[number];
export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'replaced'] as const;

/**
 * A code as typed: case, spaces and dashes do not matter. Answers the 9 characters, or undefined when what was typed
 * cannot be a code (a character outside the alphabet, or the wrong length).
 */
export function normaliseCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return undefined;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : undefined;
}

/** `7KQM4X2PD` → `7KQ-M4X-2PD`, as the letter prints it. */
export const formatCode = (code: string) => code.match(/.{1,3}/g)!.join('-');

/** Turns random bytes into a code: each byte is used only when it falls below the largest multiple of 31 (no bias). */
export function codeFromBytes(bytes: Uint8Array): string | undefined {
  const ceiling = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  for (const b of bytes) {
    if (b >= ceiling) continue;
    code += CODE_ALPHABET[b % CODE_ALPHABET.length];
    if (code.length === CODE_LENGTH) return code;
  }
  return undefined;
}

/** `schools/{schoolId}/invitations/{id}`: written by the server only, read by the school's Admins. */
export const invitationSchema = z.object({
  personType: z.enum(PERSON_COLLECTIONS),
  personId: z.string().min(1),
  role: z.enum(ROLES),
  email: z.string().nullable(),
  channel: z.enum(INVITATION_CHANNELS),
  /** sha256 (hex) of the normalised code, and of the link's token: the secrets themselves are never stored. */
  codeHash: z.string().length(64),
  tokenHash: z.string().length(64),
  state: z.enum(INVITATION_STATES),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  createdBy: z.string(),
  acceptedBy: z.string().nullable(),
  acceptedAt: z.number().int().nullable(),
});
export type InvitationDoc = z.infer<typeof invitationSchema>;

/**
 * The account summary on a person's record, kept with every invitation and acceptance so lists can filter on it:
 * none, invited (pending), active, off (switched off), bounced (the invitation's e-mail bounced: the invitation still
 * holds, but the office should send a letter). "Expired" is an invitation whose expiresAt has passed.
 */
export const ACCOUNT_STATES = ['none', 'invited', 'active', 'off', 'bounced'] as const;
export const personAccountSchema = z.object({
  state: z.enum(ACCOUNT_STATES),
  invitationId: z.string().nullable(),
  invitedAt: z.number().int().nullable(),
  expiresAt: z.number().int().nullable(),
  channel: z.enum(INVITATION_CHANNELS).nullable(),
  /** Why the invitation's e-mail bounced, in the provider's words. */
  bounceReason: z.string().nullable().optional(),
});
export type PersonAccount = z.infer<typeof personAccountSchema>;

/** What every new person record carries, so the lists can find "No account" with one equality filter. */
export const NO_ACCOUNT: PersonAccount = {
  state: 'none',
  invitationId: null,
  invitedAt: null,
  expiresAt: null,
  channel: null,
};

/** What a person's page and the lists show. */
export type AccountStanding = 'none' | 'invited' | 'expired' | 'bounced' | 'active' | 'off';

export function accountStanding(
  person: { accountUid?: string | null; account?: Partial<PersonAccount> | null },
  account: { disabled?: boolean } | undefined,
  now: number,
): AccountStanding {
  if (person.accountUid) return account?.disabled || person.account?.state === 'off' ? 'off' : 'active';
  if (person.account?.state === 'bounced') return 'bounced';
  if (person.account?.state !== 'invited') return 'none';
  return (person.account.expiresAt ?? 0) < now ? 'expired' : 'invited';
}

/** The standings a people list filters by, in the order its menu offers them. */
export const LIST_STANDINGS = [
  'none',
  'invited',
  'expired',
  'bounced',
  'active',
  'off',
] as const satisfies readonly AccountStanding[];

/**
 * The Firestore filters that find one standing on the person records, as of `now`: an equality on `account.state`, and
 * for an invitation whether its `expiresAt` has passed (firestore.indexes.json holds an index for each).
 */
export function standingFilters(
  standing: AccountStanding,
  now: number,
): { field: string; op: '==' | '<' | '>='; value: string | number }[] {
  if (standing === 'invited' || standing === 'expired')
    return [
      { field: 'account.state', op: '==', value: 'invited' },
      { field: 'account.expiresAt', op: standing === 'expired' ? '<' : '>=', value: now },
    ];
  return [{ field: 'account.state', op: '==', value: standing }];
}

/** How long an invitation lasts, from the school's settings (14 days unless the school chose otherwise). */
export function invitationDaysOf(settings: { invitationDays?: unknown } | undefined): number {
  const days = settings?.invitationDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 90 ? days : DEFAULT_INVITATION_DAYS;
}
