import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

export function NotFound({ homePath = '/' }: { homePath?: string }) {
  return (
    <Box as="main" py="16" px="6" textAlign="center">
      <Heading as="h1" size="2xl">
        <Trans>Page not found</Trans>
      </Heading>
      <Text my="4" color="gray.600">
        <Trans>There is no page at this address. It may have moved, or the link may be mistyped.</Trans>
      </Text>
      <Button asChild colorPalette="blue">
        <RouterLink to={homePath}>
          <Trans>Go to the home page</Trans>
        </RouterLink>
      </Button>
    </Box>
  );
}
