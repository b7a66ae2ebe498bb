import type { SchoolLocale } from '@academy/shared/date-format';
import { isRole, type Role } from '@academy/shared/roles';
import { SERVER_MINTED_PROVIDER, signInRefusalSentence } from '@academy/shared/sign-in-methods';
import { logs } from '../logs';
import { forbidden, say, type Sentence, unauthorized } from './errors';
import { adminAuth } from './firebase';
import { signInAndLanguageOf } from './school';

/** Who is calling, from their verified ID token: role and school come from its claims, never from the body. */
export interface Caller {
  uid: string;
  email: string | undefined;
  role: Role;
  school_id: string;
  /** When this session's sign-in happened (the token's auth_time, seconds since the epoch). */
  authTime: number;
  /** How this session signed in: the token's firebase.sign_in_provider (password, google.com, phone …). */
  signInProvider: string;
  emailVerified: boolean;
  /** An Admin whose school requires a second step, signed in without one: only ROUTES_BEFORE_SECOND_STEP answer. */
  secondStepMissing?: boolean;
  /** The school's language (read with its sign-in settings): what the caller reads when they chose none. */
  schoolLanguage?: string;
  /** The school's date formats (from the same read): dates in an error are written on them. */
  schoolWhere?: SchoolLocale;
}

/**
 * Who acts when the server does work of its own (a schedule, a provider's report): an Admin of the school whom no one
 * signed in as. `uid` names the actor in the audit log.
 */
export function systemCaller(schoolId: string, uid = 'system', role: Role = 'Admin'): Caller {
  return {
    uid,
    email: undefined,
    role,
    school_id: schoolId,
    authTime: 0,
    signInProvider: 'system',
    emailVerified: false,
  };
}

const MESSAGES = {
  noRole: /*i18n*/ { id: 'api.sign-in.no-role', message: 'This account has no role in a school.' },
  notVerified: /*i18n*/ {
    id: 'api.sign-in.not-verified',
    message: 'Your sign-in could not be verified. Sign in again.',
  },
};

const TOKEN_ERRORS: Record<string, Sentence> = {
  'auth/user-disabled': say(/*i18n*/ { id: 'api.sign-in.disabled', message: 'This account has been disabled.' }),
  'auth/id-token-revoked': say(/*i18n*/ { id: 'api.sign-in.ended', message: 'Your session has ended. Sign in again.' }),
  'auth/id-token-expired': say(
    /*i18n*/ { id: 'api.sign-in.expired', message: 'Your session has expired. Sign in again.' },
  ),
};

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  return match?.[1];
}

export async function verifyCaller(token: string): Promise<Caller> {
  try {
    // checkRevoked also refuses tokens of disabled accounts.
    const decoded = await adminAuth.verifyIdToken(token, true);
    const { role, school_id } = decoded;
    if (!isRole(role) || typeof school_id !== 'string') throw unauthorized(say(MESSAGES.noRole));
    const caller: Caller = {
      uid: decoded.uid,
      email: decoded.email?.toLowerCase(),
      role,
      school_id,
      authTime: decoded.auth_time,
      signInProvider: decoded.firebase.sign_in_provider,
      emailVerified: decoded.email_verified === true,
    };
    // Every request, not only the first: a way the school stops allowing stops working at once.
    const { settings, language, where } = await signInAndLanguageOf(school_id);
    caller.schoolLanguage = language;
    caller.schoolWhere = where;
    const refusal = signInRefusalSentence(settings, {
      role,
      provider: caller.signInProvider,
      email: caller.email,
      emailVerified: caller.emailVerified,
    });
    if (refusal) throw forbidden(refusal);
    caller.secondStepMissing =
      role === 'Admin' &&
      settings.adminsNeedSecondStep &&
      caller.signInProvider !== SERVER_MINTED_PROVIDER &&
      !decoded.firebase.sign_in_second_factor;
    return caller;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (error instanceof Error && !code) throw error;
    logs.tokenRejected(code);
    throw unauthorized(TOKEN_ERRORS[code] ?? say(MESSAGES.notVerified));
  }
}
