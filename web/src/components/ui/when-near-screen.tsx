import { Box } from '@chakra-ui/react';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once their place comes near the screen, and keeps them after; until then an empty box of the
 * given height holds the place. For heavy pieces below the fold (a chart), so opening a page does only the work of
 * what is seen.
 */
export function WhenNearScreen({ height, children }: { height: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      // Drawn as a transition, in short slices, so a heavy chart does not hold up the page.
      if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <Box ref={place} height={height} />;
}
