/**
 * The ways a person may sign in, per school and role, and the one decision the API and the screens share: is this
 * sign-in allowed for this account? No Firebase here.
 */
import { z } from 'zod';
import type { Role } from './roles';
import { type CatalogueMessage, englishOf, sentence, type SharedSentence } from './sentence';

export const SIGN_IN_METHODS = ['password', 'emailLink', 'google', 'microsoft', 'phone'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const SIGN_IN_METHOD_WORDS: Record<SignInMethod, CatalogueMessage> = {
  password: /*i18n*/ { id: 'api.sign-in.method.password', message: 'E-mail and password' },
  emailLink: /*i18n*/ { id: 'api.sign-in.method.email-link', message: 'E-mailed sign-in link' },
  google: /*i18n*/ { id: 'api.sign-in.method.google', message: 'Google' },
  microsoft: /*i18n*/ { id: 'api.sign-in.method.microsoft', message: 'Microsoft' },
  phone: /*i18n*/ { id: 'api.sign-in.method.phone', message: 'Phone number (SMS code)' },
};
export const SIGN_IN_METHOD_LABELS = Object.fromEntries(
  SIGN_IN_METHODS.map((m) => [m, SIGN_IN_METHOD_WORDS[m].message]),
) as Record<SignInMethod, string>;

/** The ways that accept only some e-mail domains when the school names them. */
export const DOMAIN_METHODS = ['google', 'microsoft'] as const satisfies readonly SignInMethod[];

/**
 * The `firebase.sign_in_provider` of an ID token for each way. A password and an e-mailed link both give "password":
 * the token cannot tell them apart (see docs/accounts.md, "Ways to sign in").
 */
export const TOKEN_PROVIDER: Record<SignInMethod, string> = {
  password: 'password',
  emailLink: 'password',
  google: 'google.com',
  microsoft: 'microsoft.com',
  phone: 'phone',
};

/** A token minted by the server itself (createCustomToken): only code holding the service account can make one. */
export const SERVER_MINTED_PROVIDER = 'custom';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const roleSignInSchema = (role: Role) =>
  z.strictObject(
    {
      methods: z
        .array(
          z.enum(SIGN_IN_METHODS, `${role}: each way to sign in must be one of ${SIGN_IN_METHODS.join(', ')}.`),
          `${role}: ways to sign in must be a list.`,
        )
        .min(1, `${role}: ways to sign in: tick at least one way, or no ${role} could sign in.`)
        .max(SIGN_IN_METHODS.length, `${role}: ways to sign in lists a way twice.`)
        .refine((m) => new Set(m).size === m.length, `${role}: ways to sign in lists a way twice.`),
      domains: z
        .array(
          z
            .string(`${role}: each allowed domain must be text.`)
            .trim()
            .toLowerCase()
            .transform((d) => d.replace(/^@/, ''))
            .refine(
              (d) => DOMAIN.test(d),
              `${role}: allowed domains: write each as a domain such as riverside.sch, one to a line.`,
            ),
          `${role}: allowed domains must be a list.`,
        )
        .max(20, `${role}: allowed domains: name at most 20.`)
        .default([]),
    },
    `${role} must say its ways to sign in.`,
  );

export const roleSignInSettings = z.object({
  methods: z.array(z.enum(SIGN_IN_METHODS)).min(1),
  domains: z.array(z.string()).default([]),
});
export type RoleSignInSettings = z.infer<typeof roleSignInSettings>;

export const signInSettingsSchema = z.object({
  roles: z.object({
    Admin: roleSignInSettings,
    Teacher: roleSignInSettings,
    Student: roleSignInSettings,
    Parent: roleSignInSettings,
  }),
  /** Admins must add a second step (an SMS code) to their sign-in. */
  adminsNeedSecondStep: z.boolean().default(false),
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

const DEFAULT_ROLE: RoleSignInSettings = { methods: ['password', 'emailLink'], domains: [] };
/** Password and an e-mailed link for everyone, no domain limit, no second step. */
export const DEFAULT_SIGN_IN_SETTINGS: SignInSettings = {
  roles: { Admin: DEFAULT_ROLE, Teacher: DEFAULT_ROLE, Student: DEFAULT_ROLE, Parent: DEFAULT_ROLE },
  adminsNeedSecondStep: false,
};

/** A school's settings as stored, or the defaults for a school that never set them. */
export function signInSettingsOf(stored: unknown): SignInSettings {
  const parsed = signInSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SIGN_IN_SETTINGS;
}

export const updateSignInMethodsInput = z.strictObject({
  roles: z.strictObject(
    {
      Admin: roleSignInSchema('Admin'),
      Teacher: roleSignInSchema('Teacher'),
      Student: roleSignInSchema('Student'),
      Parent: roleSignInSchema('Parent'),
    },
    'roles must give the ways to sign in of Admin, Teacher, Student and Parent.',
  ),
  adminsNeedSecondStep: z.boolean('Admins must use a second step must be true or false.'),
});
export type UpdateSignInMethodsInput = z.output<typeof updateSignInMethodsInput>;

const WORDS = {
  aPhoneNumber: /*i18n*/ { id: 'api.sign-in.a-phone-number', message: 'a phone number' },
  anEmailAddress: /*i18n*/ { id: 'api.sign-in.an-email-address', message: 'an e-mail address' },
  thisWay: /*i18n*/ { id: 'api.sign-in.this-way', message: 'this way' },
  thisGoogleAccount: /*i18n*/ { id: 'api.sign-in.this-google-account', message: 'this Google account' },
  thisMicrosoftAccount: /*i18n*/ { id: 'api.sign-in.this-microsoft-account', message: 'this Microsoft account' },
  thisPhoneNumber: /*i18n*/ { id: 'api.sign-in.this-phone-number', message: 'this phone number' },
  thisEmailAddress: /*i18n*/ { id: 'api.sign-in.this-email-address', message: 'this e-mail address' },
};

const MESSAGES = {
  noAccount: /*i18n*/ {
    id: 'api.sign-in.no-account',
    message: 'There is no Academy account for {account}. Ask your school for an invitation.',
  },
  notAllowed: /*i18n*/ {
    id: 'api.sign-in.not-allowed',
    message: 'Your school does not allow {role} accounts to sign in with {used}. Sign in with: {allowed}.',
  },
  notConfirmed: /*i18n*/ {
    id: 'api.sign-in.not-confirmed',
    message: "{name} has not confirmed this account's e-mail address, so it cannot sign in to Academy.",
  },
  otherDomain: /*i18n*/ {
    id: 'api.sign-in.other-domain',
    message: 'Your school accepts {name} accounts only from {domains}; {email} is not one of them.',
  },
  secondStep: /*i18n*/ {
    id: 'api.sign-in.second-step-needed',
    message:
      'Your school asks Admins for a second step when they sign in. Add your phone number as a second step, then go on.',
  },
};

const NAMES: Record<string, CatalogueMessage> = {
  'google.com': SIGN_IN_METHOD_WORDS.google,
  'microsoft.com': SIGN_IN_METHOD_WORDS.microsoft,
  phone: WORDS.aPhoneNumber,
  password: WORDS.anEmailAddress,
};

/** What a person reads for the account a provider gave: "this Google account". */
function providerAccountWord(provider: string): CatalogueMessage {
  if (provider === 'google.com') return WORDS.thisGoogleAccount;
  if (provider === 'microsoft.com') return WORDS.thisMicrosoftAccount;
  if (provider === 'phone') return WORDS.thisPhoneNumber;
  return WORDS.thisEmailAddress;
}

export function providerAccountName(provider: string): string {
  return providerAccountWord(provider).message;
}

/** The sentence for a sign-in with no Academy account behind it. */
export function noAccountSentence(provider: string): SharedSentence {
  return sentence(MESSAGES.noAccount, { account: providerAccountWord(provider) });
}

export function noAccountMessage(provider: string): string {
  return englishOf(noAccountSentence(provider));
}

export interface SignInFacts {
  role: Role;
  /** The token's firebase.sign_in_provider. */
  provider: string;
  email: string | undefined;
  emailVerified: boolean;
  /** What the client says it used, when the token cannot tell (password or e-mailed link). */
  method?: SignInMethod;
}

/** Why this sign-in is refused, as a sentence the person reads (in English), or null when the school allows it. */
export function signInRefusal(settings: SignInSettings, facts: SignInFacts): string | null {
  const refusal = signInRefusalSentence(settings, facts);
  return refusal && englishOf(refusal);
}

/** Why this sign-in is refused, as a sentence of the catalogue, or null when the school allows it. */
export function signInRefusalSentence(settings: SignInSettings, facts: SignInFacts): SharedSentence | null {
  if (facts.provider === SERVER_MINTED_PROVIDER) return null;
  const allowed = settings.roles[facts.role];
  const ways = SIGN_IN_METHODS.filter((m) => TOKEN_PROVIDER[m] === facts.provider);
  const claimed = facts.method && ways.includes(facts.method) ? [facts.method] : ways;
  const permitted = claimed.filter((m) => allowed.methods.includes(m));
  if (permitted.length === 0) {
    const used = claimed.length === 1 ? SIGN_IN_METHOD_WORDS[claimed[0]!] : (NAMES[facts.provider] ?? WORDS.thisWay);
    return sentence(MESSAGES.notAllowed, {
      role: facts.role,
      used,
      allowed: allowed.methods.map((m) => SIGN_IN_METHOD_WORDS[m]),
    });
  }
  if ((DOMAIN_METHODS as readonly string[]).includes(permitted[0]!)) {
    const name = SIGN_IN_METHOD_WORDS[permitted[0]!];
    if (!facts.email || !facts.emailVerified) return sentence(MESSAGES.notConfirmed, { name });
    const domain = facts.email.toLowerCase().split('@')[1] ?? '';
    if (allowed.domains.length > 0 && !allowed.domains.includes(domain))
      return sentence(MESSAGES.otherDomain, {
        name,
        domains: allowed.domains.map((d) => `@${d}`).join(', '),
        email: facts.email,
      });
  }
  return null;
}

export const checkSignInInput = z.strictObject({
  method: z.enum(SIGN_IN_METHODS, `method must be one of ${SIGN_IN_METHODS.join(', ')}.`),
});

/** What an Admin without a second step reads while their school requires one. */
export const SECOND_STEP_SENTENCE: SharedSentence = sentence(MESSAGES.secondStep);
export const SECOND_STEP_NEEDED = englishOf(SECOND_STEP_SENTENCE);

/** The routes an Admin may call before adding a required second step: loading their account and checking the sign-in. */
export const ROUTES_BEFORE_SECOND_STEP: readonly string[] = ['getUserData', 'checkSignIn'];

export const isSignInMethod = (value: string): value is SignInMethod =>
  (SIGN_IN_METHODS as readonly string[]).includes(value);
