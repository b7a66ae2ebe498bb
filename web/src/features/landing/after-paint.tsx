import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { type ComponentType, type LazyExoticComponent, Suspense, useSyncExternalStore } from 'react';

/**
 * Content that changes (Firestore's posts and partners): loaded after the prerendered page has painted, into space
 * held for it from the start, so nothing already shown moves. The server and the first browser render both show the
 * held space; the list replaces it once mounted. Without JavaScript the space says why it is empty.
 */
const never = () => () => {};

export function AfterPaint({ list: List, minH }: { list: LazyExoticComponent<ComponentType>; minH: string }) {
  // False on the server and while hydrating, true in the browser after that: React's way to render a client's part.
  const mounted = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const held = (
    <Box minH={minH} aria-busy="true">
      <noscript>
        <Trans>This list needs JavaScript: turn it on to see it.</Trans>
      </noscript>
    </Box>
  );
  return mounted ? (
    <Suspense fallback={held}>
      <Box minH={minH}>
        <List />
      </Box>
    </Suspense>
  ) : (
    held
  );
}
