import { Container, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/lib/document-title';
import { LandingLayout } from './landing-layout';
import { PublicList } from './public-list-views';

/** /blog: the newest posts and their categories, from the API after first paint; ?category=<id> narrows the list. */
export function BlogPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Blog · Academy`);
  return (
    <LandingLayout>
      <Container as="main" maxW="4xl" py={{ base: '10', md: '16' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="blue.900" mb="4">
          <Trans>Blog</Trans>
        </Heading>
        <Text fontSize="lg" color="gray.700" mb="8">
          <Trans>News from the Academy team and stories from the schools that use it.</Trans>
        </Text>
        <PublicList kind="posts" />
      </Container>
    </LandingLayout>
  );
}
