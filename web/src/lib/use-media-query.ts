import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a window resized, a phone turned). Lets a screen leave out
 * what its width hides instead of rendering it hidden: the sidebar on a phone, the menu button on a desktop.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Chakra's `lg` breakpoint (62em, 992 px): the sidebar from here up, the drawer below. */
export const WIDE_SCREEN = '(min-width: 62em)';
