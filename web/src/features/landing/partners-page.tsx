import { Box, Container, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { LandingLayout } from './landing-layout';
import { usePartners } from './use-landing-content';

/** /partners: the trusts, content, payments and implementation partners, from Firestore. */
const REL = 'noopener noreferrer';

function PartnerLink({ name, website }: { name: string; website: string }) {
  return (
    <Link href={website} color="blue.700" textDecoration="underline" rel={REL}>
      <Trans>Visit {name}</Trans>
    </Link>
  );
}

export function PartnersPage() {
  const { status, items } = usePartners();
  const { t } = useLingui();
  const title = t`Partners · Academy`;
  useEffect(() => {
    document.title = title;
  }, [title]);
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
        {status === 'loading' ? (
          <PageLoader label={t`Loading partners`} />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {items.map((p) => (
              <Box as="article" key={p.id} p="6" borderWidth="1px" borderRadius="lg">
                <Text fontSize="sm" color="blue.700" fontWeight="semibold">
                  {p.kind}
                </Text>
                <Heading as="h2" size="md" my="2">
                  {p.name}
                </Heading>
                <Text color="gray.700" mb="3">
                  {p.description}
                </Text>
                <PartnerLink name={p.name} website={p.website} />
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </LandingLayout>
  );
}
