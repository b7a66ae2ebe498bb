import { Box, Flex } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { moduleFromSegment, visibleModules } from '@academy/shared/roles';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** Spec §2: the sidebar highlights the section named by the fourth path segment; Dashboard when there is none. */
export function activeSection(pathname: string) {
  return moduleFromSegment(pathname.split('/')[3]) ?? 'Dashboard';
}

export function AppShell({ user }: { user: UserRecord }) {
  const { pathname } = useLocation();
  return (
    <Flex minH="100vh">
      <Sidebar role={user.role} items={visibleModules(user.role, user.modules)} active={activeSection(pathname)} />
      <Box flex="1" minW="0">
        <Header user={user} />
        <Box as="main" px={{ base: '4', md: '8' }} py="6">
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
