/**
 * Why this browser was just signed out (the school does not allow the way used, say), kept for the sign-in page to
 * show: the session that learns it unmounts as it signs out.
 */
const KEY = 'academy.signInNotice';

export function leaveSignInNotice(message: string) {
  window.sessionStorage.setItem(KEY, message);
}

export function peekSignInNotice(): string | null {
  return window.sessionStorage.getItem(KEY);
}

export function clearSignInNotice() {
  window.sessionStorage.removeItem(KEY);
}
