import { Box, Stack } from '@chakra-ui/react';
import type { ModuleName, Role } from '@academy/shared/roles';
import { useLingui } from '@lingui/react/macro';
import { Brand } from '@/components/ui/brand';
import { ModuleIcon } from '@/components/ui/module-icons';
import { MODULE_NAMES } from '@/lib/module-names';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from './layout';
import { NavItemLink } from './nav-item-link';

interface SidebarProps {
  role: Role;
  items: ModuleName[];
  active: ModuleName;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

/** Spec §2: 80 px collapsed, 250 px on hover (and while a link inside has keyboard focus); from 992 px up. */
const FADE = 'opacity var(--chakra-durations-moderate)';
const IDLE_BG = 'whiteAlpha.200';

export function Sidebar({ role, items, active, expanded, onExpandedChange }: SidebarProps) {
  const { t } = useLingui();
  return (
    <Box
      as="nav"
      aria-label={t`Sections`}
      data-expanded={expanded}
      display={{ base: 'none', lg: 'block' }}
      position="fixed"
      insetY="0"
      insetStart="0"
      zIndex="sticky"
      w={`${expanded ? SIDEBAR_EXPANDED_PX : SIDEBAR_COLLAPSED_PX}px`}
      transition="width var(--chakra-durations-moderate) ease"
      overflowX="hidden"
      overflowY="auto"
      bg="blue.900"
      color="white"
      px="3"
      py="4"
      onMouseEnter={() => onExpandedChange(true)}
      // A pointer moving over the sidebar widens it even when no mouseenter came: React infers enter and leave from
      // the element the pointer came from, and can miss the enter when that element was removed while the page loaded.
      onMouseMove={expanded ? undefined : () => onExpandedChange(true)}
      onMouseLeave={() => onExpandedChange(false)}
      onFocus={() => onExpandedChange(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onExpandedChange(false);
      }}
    >
      <Box px="2" pb="6" whiteSpace="nowrap">
        <Brand onDark compact={!expanded} />
      </Box>
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((item) => {
          const current = item === active;
          const name = t(MODULE_NAMES[item]);
          return (
            <li key={item}>
              <NavItemLink role={role} module={item} current={current} label={name} px="2" py="2" whiteSpace="nowrap">
                <Box
                  as="span"
                  flexShrink={0}
                  w="8"
                  h="8"
                  display="grid"
                  placeItems="center"
                  borderRadius="md"
                  bg={current ? 'white' : IDLE_BG}
                  color={current ? 'blue.900' : 'white'}
                >
                  <ModuleIcon module={item} />
                </Box>
                <Box as="span" opacity={expanded ? 1 : 0} transition={FADE}>
                  {name}
                </Box>
              </NavItemLink>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
