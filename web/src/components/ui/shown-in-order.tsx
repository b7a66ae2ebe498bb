import { Box, type BoxProps } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** After this long every part shows, ready or not: a slow part never keeps the rest hidden for long. */
const SHOW_ALL_AFTER_MS = 3_000;

/** Whether a part of the page is still loading: the app's loaders and loading panels are marked `aria-busy`. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
const stillLoading = (slot: Element) => slot.querySelector('[aria-busy="true"]') !== null;

/**
 * A grid whose parts show in their order as they become ready: every part up to the first still loading, which shows
 * its skeleton, while those after it wait hidden (mounted, so their reads start at once). A part filling in then
 * pushes down nothing a person can see, on a phone's single column as on a wide screen. This is React's SuspenseList
 * with `revealOrder="forwards"` and a collapsed tail, for data as well as code. Once shown, a part stays shown.
 */
export function ShownInOrder({ parts, ...grid }: { parts: { key: string; node: ReactNode }[] } & BoxProps) {
  const element = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(1);
  const count = parts.length;
  useEffect(() => {
    const root = element.current;
    if (!root) return;
    const update = () => {
      const busy = Array.from(root.children).findIndex(stillLoading);
      setShown((was) => Math.max(was, busy === -1 ? count : busy + 1));
      // Everything shows and stays shown: the panels' later live changes need no looking at.
      if (busy === -1) observer.disconnect();
    };
    const observer = new MutationObserver(update);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    update();
    const timer = window.setTimeout(() => {
      setShown(count);
      observer.disconnect();
    }, SHOW_ALL_AFTER_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [count]);
  return (
    <Box ref={element} display="grid" {...grid}>
      {parts.map(({ key, node }, i) => (
        // `contents`: the part's own element is the grid's item (a panel may span both columns).
        <Box key={key} display={i < shown ? 'contents' : 'none'}>
          {node}
        </Box>
      ))}
    </Box>
  );
}
