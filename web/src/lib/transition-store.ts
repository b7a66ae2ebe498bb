/**
 * `useSyncExternalStore` for reactfire, with each change rendered as a transition.
 *
 * React's own hook renders every change of the store at once, in one task. On a dashboard a dozen Firestore answers
 * arrive together and each re-renders its panel, so the page froze for a few hundred milliseconds on a phone. Here a
 * change re-renders as a transition: React builds it in short slices between which the page answers taps and scrolls.
 * What a component reads is still the store's current value, read during render.
 *
 * The web build points `use-sync-external-store/shim` (reactfire's only use of it) here: see `web/vite.config.ts`.
 */
import { startTransition, useEffect, useState } from 'react';

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  // Holds the value last rendered only so that a change re-renders; the render reads the store itself.
  const [, setSeen] = useState(getSnapshot);
  useEffect(() => {
    // Setting the value already seen does nothing, so only a real change re-renders.
    const onChange = () => startTransition(() => setSeen(() => getSnapshot()));
    const unsubscribe = subscribe(onChange);
    // It may have changed between the render and the subscription.
    onChange();
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return getSnapshot();
}
