import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import type { TabContent } from './landing-content';

/** One landing tab: its heading and introduction under the eyebrow, its points, and the questions it answers. */
export function TabView({ content, eyebrow }: { content: TabContent; eyebrow: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t(content.title));
  return (
    <>
      <Stack gap="5" maxW="3xl">
        <Text color="blue.700" fontWeight="semibold" textTransform="uppercase" fontSize="sm" letterSpacing="wide">
          {eyebrow}
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="blue.900">
          {t(content.heading)}
        </Heading>
        <Text fontSize="lg" color="gray.700">
          {t(content.intro)}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="12">
        {content.points.map((p) => (
          <Box key={p.title.id} p="6" borderWidth="1px" borderRadius="lg">
            <Heading as="h2" size="md" mb="2">
              {t(p.title)}
            </Heading>
            <Text color="gray.700">{t(p.text)}</Text>
          </Box>
        ))}
      </SimpleGrid>
      {content.questions && (
        <Box mt="12">
          <Heading as="h2" size="lg" mb="4">
            <Trans>Questions we are asked</Trans>
          </Heading>
          <Stack as="dl" gap="4">
            {content.questions.map((q) => (
              <Box key={q.q.id}>
                <Text as="dt" fontWeight="semibold">
                  {t(q.q)}
                </Text>
                <Text as="dd" color="gray.700">
                  {t(q.a)}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </>
  );
}
