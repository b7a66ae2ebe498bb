import { Container, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/lib/document-title';
import { LandingLayout } from './landing-layout';
import { PublicList } from './public-list-views';

/** /partners: the trusts, content, payments and implementation partners, from the API after first paint. */
export function PartnersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Partners · Academy`);
  return (
    <LandingLayout>
      <Container as="main" maxW="5xl" py={{ base: '10', md: '16' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="blue.900" mb="4">
          <Trans>Partners</Trans>
        </Heading>
        <Text fontSize="lg" color="gray.700" maxW="3xl" mb="10">
          <Trans>
            The schools, trusts and companies who build Academy with us and help schools get the most from it.
          </Trans>
        </Text>
        <PublicList kind="partners" />
      </Container>
    </LandingLayout>
  );
}
