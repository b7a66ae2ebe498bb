import { Box, CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import type { ModuleName, Role } from '@academy/shared/roles';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Brand } from '@/components/ui/brand';
import { MenuIcon } from '@/components/ui/icons';

const MobileNavItems = lazy(async () => ({ default: (await import('./mobile-nav-items')).MobileNavItems }));

/** Below 992 px: a menu button opening an offcanvas drawer whose items slide in one after another. */
export function MobileNav({ role, items, active }: { role: Role; items: ModuleName[]; active: ModuleName }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton aria-label={t`Open menu`} variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="blue.900" color="white" maxW="280px">
            <Drawer.Header>
              <Drawer.Title asChild>
                <Box>
                  <Brand onDark />
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body asChild>
              <nav aria-label={t`Menu`}>
                <Suspense fallback={null}>
                  <MobileNavItems role={role} items={items} active={active} onChoose={() => setOpen(false)} />
                </Suspense>
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label={t`Close menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
