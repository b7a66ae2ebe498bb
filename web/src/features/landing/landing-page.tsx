import { Box, Container } from '@chakra-ui/react';
import { type LandingTab, landingTabFrom, landingTabPath } from '@academy/shared/landing-tabs';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
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
 * One page per audience (Home, Parents, Students, Teachers, Institutions, Support), each at its own address
 * (`landingTabPath`). The build prerenders each; an older `/?tab=<Name>` link is sent on to the tab's address.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a tab's key, not text
export function LandingPage({ tab = 'Home' }: { tab?: LandingTab }) {
  const [params] = useSearchParams();
  const asked = landingTabFrom(params.get('tab'));
  if (tab === 'Home' && asked !== 'Home') return <Navigate to={landingTabPath(asked)} replace />;
  return <LandingTabPage tab={tab} />;
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
