import { Box, HStack, Text } from '@chakra-ui/react';

/** The product's name and its mark: a name, the same in every language. */
const NAME = 'Academy';
const MARK = NAME.charAt(0);
const ON_DARK_BG = 'whiteAlpha.300';

export function Brand({ compact = false, onDark = false }: { compact?: boolean; onDark?: boolean }) {
  return (
    <HStack gap="2">
      <Box
        aria-hidden
        w="8"
        h="8"
        borderRadius="md"
        bg={onDark ? ON_DARK_BG : 'blue.800'}
        color="white"
        fontWeight="bold"
        display="grid"
        placeItems="center"
      >
        {MARK}
      </Box>
      {!compact && (
        <Text fontWeight="bold" fontSize="lg" color={onDark ? 'white' : 'blue.900'}>
          {NAME}
        </Text>
      )}
    </HStack>
  );
}
