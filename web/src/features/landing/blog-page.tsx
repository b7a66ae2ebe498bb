import { Container, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { loadAppCatalogue } from '@/lib/i18n';
import { AfterPaint } from './after-paint';
import { LandingLayout } from './landing-layout';

const List = lazy(async () => {
  const [{ BlogPosts }] = await Promise.all([import('./public-lists'), loadAppCatalogue()]);
  return { default: BlogPosts };
});

/** /blog: the posts and their categories are Firestore's, after first paint; ?category=<id> narrows the list. */
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
        <AfterPaint list={List} minH="100vh" />
      </Container>
    </LandingLayout>
  );
}
