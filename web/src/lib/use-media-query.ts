import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a window resized, a phone turned). Lets a screen leave out
 * what its width hides instead of rendering it hidden: the sidebar on a phone, the menu button on a desktop.
 */
const lists = new Map<string, MediaQueryList>();
function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listFor(query).matches,
  );
}

/** Chakra's `lg` breakpoint (62em, 992 px): the sidebar from here up, the drawer below. */
export const WIDE_SCREEN = '(min-width: 62em)';

/** A screen whose every pointer is a finger: nothing comes near a control before it is pressed. */
export const TOUCH_ONLY = '(hover: none)';
