/** Spec §2: a loading indicator during route changes, lazy chunk loads included (the router is "loading" meanwhile). */
import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import type { AppRouter } from '@/app/router';

export function NavProgress({ router }: { router: AppRouter }) {
  const busy = useSyncExternalStore(
    router.subscribe,
    () => router.state.navigation.state !== 'idle',
    () => false,
  );
  const { t } = useLingui();
  if (!busy) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t`Loading page`}
      aria-busy="true"
      position="fixed"
      top="0"
      left="0"
      right="0"
      h="3px"
      zIndex="toast"
      overflow="hidden"
      bg="blue.100"
    >
      <Box
        h="full"
        w="40%"
        bg="blue.600"
        css={{
          animation: 'academy-progress 1.1s ease-in-out infinite',
          '@keyframes academy-progress': {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, not text
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
