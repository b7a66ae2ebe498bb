import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useRouteError } from 'react-router-dom';

/** What a user sees if a screen fails unexpectedly: a plain apology and a way to recover, never a stack. */
export function RouteError() {
  const error = useRouteError();
  console.error('A screen failed', error);
  return (
    <Box as="main" py="16" px="6" textAlign="center" role="alert">
      <Heading as="h1" size="2xl">
        <Trans>Something went wrong on this page</Trans>
      </Heading>
      <Text my="4" color="gray.600">
        <Trans>Reloading usually fixes it. If it keeps happening, tell your school office what you were doing.</Trans>
      </Text>
      <Button colorPalette="blue" onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </Box>
  );
}
