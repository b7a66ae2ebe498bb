import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onSeen` whenever the element comes into view (or near it): the next page of a list as its end is reached by
 * scrolling. The element is a button too, for a keyboard or a screen reader.
 */
export function useWhenSeen(onSeen: () => void, root?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onSeen);
  useEffect(() => {
    latest.current = onSeen;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { root: root?.current ?? null, rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  });
  return ref;
}
