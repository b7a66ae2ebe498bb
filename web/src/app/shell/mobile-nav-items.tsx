import { Box } from '@chakra-ui/react';
import { type ModuleName, type Role, sectionPath } from '@academy/shared/roles';
import { motion, useReducedMotion, type Variants } from 'framer-motion';
import { Link as RouterLink } from 'react-router-dom';
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

/**
 * The drawer's items, sliding in one after another. Loaded when the drawer first opens, with the animation library, so
 * neither weighs on a page's first load.
 */
export function MobileNavItems({
  role,
  items,
  active,
  onChoose,
}: {
  role: Role;
  items: ModuleName[];
  active: ModuleName;
  onChoose: () => void;
}) {
  const reduceMotion = useReducedMotion();
  return (
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
              <RouterLink to={sectionPath(role, m)} aria-current={current ? 'page' : undefined} onClick={onChoose}>
                <ModuleIcon module={m} />
                {m}
              </RouterLink>
            </Box>
          </motion.li>
        );
      })}
    </motion.ul>
  );
}
