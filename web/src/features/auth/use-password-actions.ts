import { isRole, type Role } from '@academy/shared/roles';
import {
  confirmPasswordReset,
  EmailAuthProvider,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { useAuth } from 'reactfire';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@academy/shared/password-policy';
import { passwordPolicySchema } from '@academy/shared/school';
import { callApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useSchoolRecord } from '@/lib/use-school';
import { NO_SIGNED_IN_USER, withRecentLogin } from './recent-login';

export const RESET_EMAIL_SENT = 'Password reset email sent. Check inbox to confirm.';

export interface PasswordChange {
  secret: string;
  confirmSecret: string;
  oldSecret: string;
}

export function usePasswordActions() {
  const auth = useAuth();

  /** The API checks the current password and the school's policy and sets the new one; this device stays signed in. */
  async function changePassword(change: PasswordChange): Promise<string> {
    const user = auth.currentUser;
    if (!user?.email) throw new Error(NO_SIGNED_IN_USER);
    const email = user.email;
    const { claims } = await user.getIdTokenResult();
    if (!isRole(claims.role)) throw new Error(NO_SIGNED_IN_USER);
    const role: Role = claims.role;
    const reauthenticateWith = (password: string) =>
      reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password));

    const result = await withRecentLogin(
      () => callApi('updatePassword', { email, role, ...change }),
      () => reauthenticateWith(change.oldSecret),
    );
    await reauthenticateWith(change.secret);
    return result.message;
  }

  /** Spec §4: ask the API first; on 200 Firebase sends the reset e-mail. */
  async function requestPasswordReset(request: { email: string; role: Role; secret: string; confirmSecret: string }) {
    await callApi('updatePassword', request);
    await sendPasswordResetEmail(auth, request.email.trim());
    return RESET_EMAIL_SENT;
  }

  return {
    changePassword,
    requestPasswordReset,
    /** The e-mail a reset link is for, or an error when the link is used up or expired. */
    checkResetLink: (oobCode: string) => verifyPasswordResetCode(auth, oobCode),
    completeReset: (oobCode: string, password: string) => confirmPasswordReset(auth, oobCode, password),
    sendSetPasswordEmail: (email: string) => sendPasswordResetEmail(auth, email),
  };
}

/** The signed-in member's school's password policy (the default until the school record is read). */
export function useSchoolPasswordPolicy(): PasswordPolicy {
  const session = useSession();
  const schoolId = session.status === 'signed-in' ? (session.claims?.school_id ?? '') : '';
  const parsed = passwordPolicySchema.safeParse(useSchoolRecord(schoolId || 'none').data?.settings?.passwordPolicy);
  return parsed.success ? parsed.data : DEFAULT_PASSWORD_POLICY;
}
