import { useEffect, useState } from 'react';

/**
 * Whether a visitor is signed in, learned after first paint: Firebase Auth loads in its own chunk, so the landing
 * page's initial JavaScript holds no Firebase. null until known; if Auth cannot load, the visitor counts as signed out.
 */
export function useSignedIn(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const check = () =>
      import('./auth-state')
        .then(({ watchSignedIn }) => {
          if (!cancelled) stop = watchSignedIn(setSignedIn);
        })
        .catch(() => setSignedIn(false));
    const idle = window.requestIdleCallback?.(check, { timeout: 1500 });
    const timer = idle === undefined ? window.setTimeout(check, 200) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
      stop?.();
    };
  }, []);
  return signedIn;
}
