import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFound({ homePath = '/' }: { homePath?: string }) {
  return (
    <Box as="main" py="16" px="6" textAlign="center">
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text my="4" color="gray.600">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </Text>
      <Button asChild colorPalette="blue">
        <RouterLink to={homePath}>Go to the home page</RouterLink>
      </Button>
    </Box>
  );
}
