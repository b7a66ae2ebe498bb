import { Box, CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { type ModuleName, type Role, sectionPath } from '@academy/shared/roles';
import { motion, useReducedMotion, type Variants } from 'framer-motion';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { MenuIcon } from '@/components/ui/icons';
import { ModuleIcon } from '@/components/ui/module-icons';
import { MENU_ANIMATION } from './layout';

const list: Variants = {
  closed: {},
  open: { transition: { delayChildren: MENU_ANIMATION.delay, staggerChildren: MENU_ANIMATION.stagger } },
};
const item: Variants = {
  closed: { opacity: 0, x: -40 },
  open: { opacity: 1, x: 0, transition: { type: 'spring', duration: MENU_ANIMATION.spring, bounce: 0.25 } },
};

/** Below 992 px: a menu button opening an offcanvas drawer whose items slide in one after another. */
export function MobileNav({ role, items, active }: { role: Role; items: ModuleName[]; active: ModuleName }) {
  const [open, setOpen] = useState(false);
  const reduceMotion = useReducedMotion();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
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
              <nav aria-label="Menu">
                <motion.ul
                  style={{ listStyle: 'none', display: 'grid', gap: '4px' }}
                  variants={reduceMotion ? undefined : list}
                  initial={reduceMotion ? false : 'closed'}
                  animate="open"
                >
                  {items.map((m) => {
                    const current = m === active;
                    return (
                      <motion.li key={m} variants={reduceMotion ? undefined : item} data-testid="drawer-item">
                        <Box
                          asChild
                          display="flex"
                          alignItems="center"
                          gap="3"
                          px="3"
                          py="2.5"
                          borderRadius="md"
                          color="white"
                          fontWeight={current ? 'semibold' : 'normal'}
                          bg={current ? 'whiteAlpha.300' : undefined}
                          _hover={{ bg: 'whiteAlpha.200' }}
                        >
                          <RouterLink
                            to={sectionPath(role, m)}
                            aria-current={current ? 'page' : undefined}
                            onClick={() => setOpen(false)}
                          >
                            <ModuleIcon module={m} />
                            {m}
                          </RouterLink>
                        </Box>
                      </motion.li>
                    );
                  })}
                </motion.ul>
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
