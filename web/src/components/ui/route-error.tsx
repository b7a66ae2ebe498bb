import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';

/** What a user sees if a screen fails unexpectedly: a plain apology and a way to recover, never a stack. */
export function RouteError() {
  const error = useRouteError();
  console.error('A screen failed', error);
  return (
    <Box as="main" py="16" px="6" textAlign="center" role="alert">
      <Heading as="h1" size="2xl">
        Something went wrong on this page
      </Heading>
      <Text my="4" color="gray.600">
        Reloading usually fixes it. If it keeps happening, tell your school office what you were doing.
      </Text>
      <Button colorPalette="blue" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Box>
  );
}
