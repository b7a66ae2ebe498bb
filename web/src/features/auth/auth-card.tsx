import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Brand } from '@/components/ui/brand';

/** The centred card the sign-in, forgot-password and reset pages share. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Box as="main" minH="100vh" display="grid" placeItems="center" px="4" py="10">
      <Card.Root w="full" maxW="md">
        <Card.Body>
          <Stack gap="5">
            <Brand />
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
