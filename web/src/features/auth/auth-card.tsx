import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Brand } from '@/components/ui/brand';

/** The centred card the sign-in, forgot-password and reset pages share. */
export function AuthCard({
  title,
  intro,
  aside,
  logo,
  children,
}: {
  title: string;
  intro: string;
  /** Beside the brand: the language picker on the pages a visitor reaches before signing in. */
  aside?: ReactNode;
  /** Above the title: the school's logo, on a page that knows the school (an invitation's). */
  logo?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="main" minH="100vh" display="grid" placeItems="center" px="4" py="10">
      <Card.Root w="full" maxW="md">
        <Card.Body>
          <Stack gap="5">
            {aside ? (
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Brand />
                {aside}
              </HStack>
            ) : (
              <Brand />
            )}
            {logo}
            <Box>
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              <Text color="gray.600">{intro}</Text>
            </Box>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
