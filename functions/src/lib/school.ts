import { type SchoolLocale, schoolLocaleOf } from '@academy/shared/date-format';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@academy/shared/password-policy';
import { passwordPolicySchema } from '@academy/shared/school';
import { type SignInSettings, signInSettingsOf } from '@academy/shared/sign-in-methods';
import { type UserDoc, userSchema } from '@academy/shared/user';
import { adminAuth, db } from './firebase';

export async function passwordPolicyOf(schoolId: string | undefined): Promise<PasswordPolicy> {
  if (!schoolId) return DEFAULT_PASSWORD_POLICY;
  const school = await db.doc(`schools/${schoolId}`).get();
  const parsed = passwordPolicySchema.safeParse(school.get('settings.passwordPolicy'));
  return parsed.success ? parsed.data : DEFAULT_PASSWORD_POLICY;
}

/** The school's ways to sign in per role (the defaults when it never set them). */
export async function signInSettingsFor(schoolId: string): Promise<SignInSettings> {
  return (await signInAndLanguageOf(schoolId)).settings;
}

/** The school's ways to sign in and its language, from one read of its record (what every request reads). */
export async function signInAndLanguageOf(
  schoolId: string,
): Promise<{ settings: SignInSettings; language: string; where: SchoolLocale }> {
  const school = await db.doc(`schools/${schoolId}`).get();
  const language = school.get('language') as unknown;
  return {
    settings: signInSettingsOf(school.get('settings.signIn')),
    language: typeof language === 'string' && language ? language : 'en',
    where: schoolLocaleOf(school.data()),
  };
}

/** The Auth account and user record behind an e-mail, or undefined when there is none. */
export async function accountByEmail(email: string): Promise<{ uid: string; user: UserDoc | undefined } | undefined> {
  const authUser = await adminAuth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return undefined;
    throw error;
  });
  if (!authUser) return undefined;
  const parsed = userSchema.safeParse((await db.doc(`users/${authUser.uid}`).get()).data());
  return { uid: authUser.uid, user: parsed.success ? parsed.data : undefined };
}
