import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { landingTabFrom } from '@academy/shared/landing-tabs';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LANDING_CONTENT } from './landing-content';
import { loadAppCatalogue } from '@/lib/i18n';
import { LandingLayout } from './landing-layout';

// The form validates with the API's zod schema: it loads with the Institutions tab, not with the landing page, and its
// words with it (the whole catalogue: the landing's first load carries only what the landing page itself says).
const RegisterSchoolForm = lazy(async () => {
  const [{ RegisterSchoolForm: Form }] = await Promise.all([import('./register-school-form'), loadAppCatalogue()]);
  return { default: Form };
});
// The public courses come from the API with the Students tab only.
const PublicCourses = lazy(async () => {
  const [{ PublicCourses: Courses }] = await Promise.all([import('./public-courses'), loadAppCatalogue()]);
  return { default: Courses };
});

/** `/?tab=<Name>`: one page per audience (Home, Parents, Students, Teachers, Institutions, Support). */
export function LandingPage() {
  const [params] = useSearchParams();
  const tab = landingTabFrom(params.get('tab'));
  const content = LANDING_CONTENT[tab];
  const { t } = useLingui();
  const title = t(content.title);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <LandingLayout>
      <Container as="main" maxW="5xl" py={{ base: '10', md: '16' }}>
        <Stack gap="5" maxW="3xl">
          <Text color="blue.700" fontWeight="semibold" textTransform="uppercase" fontSize="sm" letterSpacing="wide">
            {t`${select(tab, {
              Parents: 'For parents',
              Students: 'For students',
              Teachers: 'For teachers',
              Institutions: 'For institutions',
              Support: 'For support',
              other: 'Academy',
            })}`}
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
        {tab === 'Students' && (
          <Suspense fallback={<Box minH="40" />}>
            <PublicCourses />
          </Suspense>
        )}
        {tab === 'Institutions' && (
          <Suspense fallback={<Box minH="md" />}>
            <RegisterSchoolForm />
          </Suspense>
        )}
      </Container>
    </LandingLayout>
  );
}
