/**
 * Why this browser was just signed out (the school does not allow the way used, say), kept for the sign-in page to
 * show. It lives outside React: signing in and out remounts the pages under the session, so a page that learns the
 * reason is often not the one that shows it. It stays until the person tries again.
 */
import { useSyncExternalStore } from 'react';

let notice: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function leaveSignInNotice(message: string) {
  notice = message;
  notify();
}

export function clearSignInNotice() {
  if (notice === null) return;
  notice = null;
  notify();
}

export function useSignInNotice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
  );
}
