import { Box, HStack, Text } from '@chakra-ui/react';

export function Brand({ compact = false, onDark = false }: { compact?: boolean; onDark?: boolean }) {
  return (
    <HStack gap="2">
      <Box
        aria-hidden
        w="8"
        h="8"
        borderRadius="md"
        bg={onDark ? 'whiteAlpha.300' : 'blue.800'}
        color="white"
        fontWeight="bold"
        display="grid"
        placeItems="center"
      >
        A
      </Box>
      {!compact && (
        <Text fontWeight="bold" fontSize="lg" color={onDark ? 'white' : 'blue.900'}>
          Academy
        </Text>
      )}
    </HStack>
  );
}
