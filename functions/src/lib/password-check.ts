import { AUTH_EMULATOR_HOST, WEB_API_KEY } from '../config';

/** Whether `password` is the account's current password, asked of Firebase Auth itself. */
export async function isCurrentPassword(email: string, password: string): Promise<boolean> {
  const base = AUTH_EMULATOR_HOST
    ? `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
  const res = await fetch(`${base}/accounts:signInWithPassword?key=${encodeURIComponent(WEB_API_KEY)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: false }),
  });
  return res.ok;
}
