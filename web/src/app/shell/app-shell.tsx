import { Box } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { visibleModules } from '@academy/shared/roles';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { activeSection } from './active-section';
import { Header } from './header';
import { HEADER_HEIGHT_PX, SIDEBAR_COLLAPSED_PX } from './layout';
import { Sidebar } from './sidebar';

/** The signed-in frame: a sidebar from 992 px up (a drawer below), a fixed header, the section page. */
export function AppShell({ user }: { user: UserRecord }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const active = activeSection(pathname);
  // Only what the width shows is rendered: a phone never builds the sidebar, a desktop never the drawer's button.
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <Box minH="100vh">
      {wide ? (
        <Sidebar
          role={user.role}
          items={visibleModules(user.role, user.modules)}
          active={active}
          expanded={expanded}
          onExpandedChange={setExpanded}
        />
      ) : null}
      <Header user={user} sidebarExpanded={expanded} active={active} wide={wide} />
      <Box
        as="main"
        pt={`${HEADER_HEIGHT_PX + 24}px`}
        pb="10"
        ps={{ base: '4', lg: `${SIDEBAR_COLLAPSED_PX + 32}px` }}
        pe={{ base: '4', md: '8' }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
