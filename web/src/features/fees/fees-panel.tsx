/** A titled section of the fees screens, named for screen readers by its title. */
import { Box, Heading } from '@chakra-ui/react';

export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="md" p="4" minW="0" maxW="100%">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
