import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LANDING_TABS } from '@academy/shared/landing-tabs';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSignedIn } from './use-signed-in';

const EXTRA = [
  { label: 'Partners', to: '/partners' },
  { label: 'Blog', to: '/blog' },
];

function useCurrentEntry(): string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pathname === '/') return params.get('tab') ?? 'Home';
  return EXTRA.find((e) => e.to === pathname)?.label ?? '';
}

/** The landing site's frame: brand, a drawer with the landing list (always), and Login only when signed out. */
export function LandingLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const signedIn = useSignedIn();
  const current = useCurrentEntry();
  const entries = [...LANDING_TABS.map((t) => ({ label: t, to: paths.landingTab(t) })), ...EXTRA];

  const entryLink = (e: { label: string; to: string }, onClick?: () => void) => (
    <Link
      asChild
      display="block"
      px="3"
      py="2"
      borderRadius="md"
      color="gray.800"
      fontWeight={current === e.label ? 'semibold' : 'normal'}
      bg={current === e.label ? 'blue.50' : undefined}
      _hover={{ bg: 'gray.100', textDecoration: 'none' }}
    >
      <RouterLink to={e.to} aria-current={current === e.label ? 'page' : undefined} onClick={onClick}>
        {e.label}
      </RouterLink>
    </Link>
  );

  return (
    <Box minH="100vh" bg="white" display="flex" flexDirection="column">
      <Flex as="header" align="center" gap="3" px={{ base: '4', md: '8' }} py="3" borderBottomWidth="1px">
        <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
          <Drawer.Trigger asChild>
            <IconButton aria-label="Open the site menu" variant="ghost">
              <MenuIcon />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW="280px">
                <Drawer.Header>
                  <Drawer.Title asChild>
                    <Box>
                      <Brand />
                    </Box>
                  </Drawer.Title>
                </Drawer.Header>
                <Drawer.Body asChild>
                  <nav aria-label="Site">
                    <Stack as="ul" gap="1" listStyleType="none">
                      {entries.map((e) => (
                        <li key={e.label}>{entryLink(e, () => setOpen(false))}</li>
                      ))}
                      {signedIn === false && (
                        <li>
                          <Button asChild colorPalette="blue" w="full" mt="3">
                            <RouterLink to={paths.app}>Login</RouterLink>
                          </Button>
                        </li>
                      )}
                    </Stack>
                  </nav>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close the site menu" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <RouterLink to={paths.home} aria-label="Academy home">
          <Brand />
        </RouterLink>
        <HStack as="nav" aria-label="Sections of the site" gap="0" display={{ base: 'none', xl: 'flex' }} ms="4">
          {entries.map((e) => (
            <Box key={e.label}>{entryLink(e)}</Box>
          ))}
        </HStack>
        <Box ms="auto" minW="24" textAlign="end">
          {signedIn === false && (
            <Button asChild colorPalette="blue" size="sm">
              <RouterLink to={paths.app}>Login</RouterLink>
            </Button>
          )}
          {signedIn === true && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={paths.app}>Open Academy</RouterLink>
            </Button>
          )}
        </Box>
      </Flex>
      <Box flex="1">{children}</Box>
      <Box as="footer" borderTopWidth="1px" px={{ base: '4', md: '8' }} py="6" color="gray.600" fontSize="sm">
        <Text>© 2026 Academy. School management for the office, teachers, parents and students.</Text>
      </Box>
    </Box>
  );
}
