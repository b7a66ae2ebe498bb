import { Box, Skeleton } from '@chakra-ui/react';

/**
 * The teacher's current class on the Dashboard while it loads: the box the switcher shows in, a line high. Apart from
 * the switcher's code, so the Dashboard shows it while that code loads too.
 */
export function ClassBoxPlaceholder({ label }: { label: string }) {
  return (
    <Box
      gridColumn="1 / -1"
      p="4"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      aria-busy
      role="status"
      aria-label={label}
    >
      <Skeleton height="10" />
    </Box>
  );
}
