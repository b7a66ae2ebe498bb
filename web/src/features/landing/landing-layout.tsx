import { Box, Button, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { LANDING_TABS, type LandingTab, landingTabOfAddress, landingTabPath } from '@academy/shared/landing-tabs';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { LanguagePicker } from '@/components/ui/language-picker';
import { MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSignedIn } from './use-signed-in';

const SiteDrawer = lazy(async () => ({ default: (await import('./site-drawer')).SiteDrawer }));

const EXTRA = [
  { key: 'Partners', to: paths.partners },
  { key: 'Blog', to: paths.blog },
];

/** Each tab's and page's name as the visitor reads it (the address keeps the English key). */
export const ENTRY_NAMES = {
  Home: msg`Home`,
  Parents: msg`Parents`,
  Students: msg`Students`,
  Teachers: msg`Teachers`,
  Institutions: msg`Institutions`,
  Support: msg`Support`,
  Partners: msg`Partners`,
  Blog: msg`Blog`,
} satisfies Record<LandingTab | 'Partners' | 'Blog', unknown>;

function useCurrentEntry(): string {
  const { pathname, search } = useLocation();
  return landingTabOfAddress(pathname, search) ?? EXTRA.find((e) => e.to === pathname)?.key ?? '';
}

/** The footer's list of pages, where the menu's button leads before the app has taken over (or without JavaScript). */
const SITE_MENU = 'site-menu';

/**
 * The landing site's frame: brand, a drawer with the landing list (always), and Login unless signed in. The page is
 * prerendered and read before any script runs (web/prerender.ts), so all of it works without one: the menu's button
 * is a link to the same list in the footer, whose links go to each page's stored path (`/parents`, which a tab's
 * address `/?tab=Parents` needs a script to reach), and Login shows until the app knows the visitor is signed in.
 */
export function LandingLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The drawer's code loads at the first open and stays mounted after, so it can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLAnchorElement>(null);
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const current = useCurrentEntry();
  const { t } = useLingui();
  // `stored`: where the page's file is, which a link reaches without a script (a tab's address needs one).
  const entries = [
    ...LANDING_TABS.map((tab) => ({ key: tab, to: paths.landingTab(tab), stored: landingTabPath(tab) })),
    ...EXTRA.map((e) => ({ ...e, stored: e.to })),
  ].map((e) => ({
    ...e,
    label: t(ENTRY_NAMES[e.key as keyof typeof ENTRY_NAMES]),
  }));

  const entryLink = (e: { key: string; label: string; to: string }, onClick?: () => void) => (
    <Link
      asChild
      display="block"
      px="3"
      py="2"
      borderRadius="md"
      color="gray.800"
      fontWeight={current === e.key ? 'semibold' : 'normal'}
      bg={current === e.key ? 'blue.50' : undefined}
      _hover={{ bg: 'gray.100', textDecoration: 'none' }}
    >
      <RouterLink to={e.to} aria-current={current === e.key ? 'page' : undefined} onClick={onClick}>
        {e.label}
      </RouterLink>
    </Link>
  );

  return (
    <Box minH="100vh" bg="white" display="flex" flexDirection="column">
      <Flex
        as="header"
        align="center"
        gap={{ base: '2', sm: '3' }}
        px={{ base: '3', md: '8' }}
        py="3"
        borderBottomWidth="1px"
      >
        <IconButton asChild variant="ghost" aria-label={t`Open the site menu`}>
          <a
            ref={menuButton}
            href={`#${SITE_MENU}`}
            role="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={(event) => {
              event.preventDefault();
              setDrawerWanted(true);
              setOpen(true);
            }}
          >
            <MenuIcon />
          </a>
        </IconButton>
        {drawerWanted && (
          <Suspense fallback={null}>
            <SiteDrawer
              open={open}
              onClose={() => setOpen(false)}
              finalFocus={() => menuButton.current}
              siteLabel={t`Site`}
              closeLabel={t`Close the site menu`}
            >
              <Stack as="ul" gap="1" listStyleType="none">
                {entries.map((e) => (
                  <li key={e.key}>{entryLink(e, () => setOpen(false))}</li>
                ))}
                {signedIn !== true && (
                  <li>
                    <Button asChild colorPalette="blue" w="full" mt="3">
                      <RouterLink to={paths.app}>
                        <Trans>Login</Trans>
                      </RouterLink>
                    </Button>
                  </li>
                )}
              </Stack>
            </SiteDrawer>
          </Suspense>
        )}
        <RouterLink to={paths.home} aria-label={t`Academy home`}>
          {/* At 360 px the mark alone leaves room for the language switcher and Login. */}
          <Box display={{ base: 'block', sm: 'none' }}>
            <Brand compact />
          </Box>
          <Box display={{ base: 'none', sm: 'block' }}>
            <Brand />
          </Box>
        </RouterLink>
        <HStack as="nav" aria-label={t`Sections of the site`} gap="0" display={{ base: 'none', xl: 'flex' }} ms="4">
          {entries.map((e) => (
            <Box key={e.key}>{entryLink(e)}</Box>
          ))}
        </HStack>
        <HStack ms="auto" gap="2" justify="end">
          {signedIn !== true && (
            <Button asChild colorPalette="blue" size="sm">
              <RouterLink to={paths.app}>
                <Trans>Login</Trans>
              </RouterLink>
            </Button>
          )}
          {signedIn === true && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={paths.app}>
                <Trans>Open Academy</Trans>
              </RouterLink>
            </Button>
          )}
          {/* Last: Login or Open Academy appears once the sign-in state is known, without moving the picker. */}
          <LanguagePicker />
        </HStack>
      </Flex>
      <Box flex="1">{children}</Box>
      <Box as="footer" borderTopWidth="1px" px={{ base: '4', md: '8' }} py="6" color="gray.600" fontSize="sm">
        <nav id={SITE_MENU} aria-label={t`Site`}>
          <Flex as="ul" wrap="wrap" gap="1" mx="-3" mb="4" listStyleType="none">
            {entries.map((e) => (
              <li key={e.key}>
                <Link
                  href={e.stored}
                  display="block"
                  px="3"
                  py="2"
                  color="gray.800"
                  fontWeight={current === e.key ? 'semibold' : 'normal'}
                  aria-current={current === e.key ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    void navigate(e.to);
                  }}
                >
                  {e.label}
                </Link>
              </li>
            ))}
          </Flex>
        </nav>
        <Text>
          <Trans>© 2026 Academy. School management for the office, teachers, parents and students.</Trans>
        </Text>
      </Box>
    </Box>
  );
}
