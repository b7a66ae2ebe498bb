import { Box, Container } from '@chakra-ui/react';
import { type LandingTab, landingTabFrom } from '@academy/shared/landing-tabs';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadAppCatalogue, loadLandingTabs } from '@/lib/i18n';
import { HOME_CONTENT } from './landing-content';
import { LandingLayout } from './landing-layout';
import { TabView } from './tab-view';

// The other tabs' content and words load when one is first opened: the first load carries Home's only.
const OtherTab = lazy(async () => {
  const [{ TAB_CONTENT }] = await Promise.all([import('./landing-tabs-content'), loadLandingTabs()]);
  return {
    default: ({ tab, eyebrow }: { tab: Exclude<LandingTab, 'Home'>; eyebrow: string }) => (
      <TabView content={TAB_CONTENT[tab]} eyebrow={eyebrow} />
    ),
  };
});
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

/**
 * One page per audience (Home, Parents, Students, Teachers, Institutions, Support), at `/?tab=<Name>`: the tab the
 * query names, or `tab` on the path where the build stores that tab's prerendered page.
 */
export function LandingPage({ tab }: { tab?: LandingTab }) {
  const [params] = useSearchParams();
  return <LandingTabPage tab={tab ?? landingTabFrom(params.get('tab'))} />;
}

function LandingTabPage({ tab }: { tab: LandingTab }) {
  const { t } = useLingui();
  const eyebrow = t`${select(tab, {
    Parents: 'For parents',
    Students: 'For students',
    Teachers: 'For teachers',
    Institutions: 'For institutions',
    Support: 'For support',
    other: 'Academy',
  })}`;

  return (
    <LandingLayout>
      <Container as="main" maxW="5xl" py={{ base: '10', md: '16' }}>
        {tab === 'Home' ? (
          <TabView content={HOME_CONTENT} eyebrow={eyebrow} />
        ) : (
          <Suspense fallback={<Box minH="md" />}>
            <OtherTab tab={tab} eyebrow={eyebrow} />
          </Suspense>
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
